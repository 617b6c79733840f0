/** /widgets/faq-list: an FAQ list and accordions, as <details> markup the CMS emits. */
import { html, raw, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const FAQS = [
  [
    'faq-annual-report',
    'Where can I find the annual report?',
    'The latest annual report and earlier ones are on the <a href="/investors/financials">financial reports page</a>.',
  ],
  [
    'faq-dividend',
    'Does Northwind Memory pay a dividend?',
    'Yes. The board declares a quarterly dividend; dates are listed on the events page.',
  ],
  [
    'faq-transfer-agent',
    'Who is the transfer agent?',
    'Demo Trust Company handles share transfers and lost certificates.',
  ],
  [
    'faq-fiscal-year',
    'When does the fiscal year end?',
    'The fiscal year ends on the Thursday closest to the end of August.',
  ],
] as const;

export function faqList(id = 'faq'): Raw {
  return html`<h2 id="${id}-title">Frequently asked questions</h2>
    <faq-list class="faq-list" data-label="Frequently asked questions" id="${id}">
      ${FAQS.map(
        ([itemId, q, a], i) =>
          html`<details
            class="faq-list__item"
            id="${id === 'faq' ? itemId : `${id}-${i}`}"
            ${i === 0 ? 'open' : ''}
          >
            <summary class="faq-list__summary"><h3 class="faq-list__title">${q}</h3></summary>
            <div class="faq-list__answer">${raw(a)}</div>
          </details>`,
      )}
    </faq-list>`;
}

function accordion(id: string, showAll: boolean): Raw {
  const sections = [
    ['Memory', 'DRAM modules for servers, PCs and phones.', '/products/dram'],
    ['Storage', 'NAND flash and solid-state drives.', '/products/nand'],
    ['Automotive', 'Memory qualified for vehicles.', '/solutions/automotive'],
  ];
  return html`<div
    class="accordion"
    data-accordion
    data-heading-level="3"
    ${showAll ? 'data-show-all' : ''}
    id="${id}"
    data-label="Products"
  >
    ${sections.map(
      ([title, text, href], i) =>
        html`<details class="faq-list__item" name="${id}" ${i === 0 ? 'open' : ''}>
          <summary class="faq-list__summary faq-list__title">${title}</summary>
          <div class="faq-list__answer">
            <p>${text} <a href="${href}">See ${title}</a></p>
          </div>
        </details>`,
    )}
  </div>`;
}

export const demo: WidgetDemo = {
  slug: 'faq-list',
  title: 'FAQ list and accordions',
  summary: 'first item open, FAQ toggles vs accordion, Show all / Hide all, slide animation',
  routes: [themeCssRoute('faq-list')],
  render: () =>
    page({
      title: 'FAQ list and accordions',
      path: '/widgets/faq-list',
      head: themeCssLinks('faq-list'),
      body: html`<h1>FAQ list and accordions</h1>
        <p>
          The CMS emits <code>&lt;details&gt;</code> items, so without JavaScript the first item is
          open and every other one opens natively. Enhanced, each title is a button in its heading;
          an FAQ toggles items, an accordion keeps one open.
        </p>
        ${faqList()}
        <h2>Accordion</h2>
        ${accordion('accordion', false)}
        <h2>Accordion with Show all</h2>
        ${accordion('accordion-all', true)}`,
    }),
};

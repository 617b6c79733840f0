import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarkupError } from '../../src/runtime';
import { parseToolbar } from '../../widgets/admin-toolbar/parse';
import { parse as collapsibleTable } from '../../widgets/collapsible-table/parse';
import { parse as ctaModal } from '../../widgets/cta-modal/parse';
import { parse as dataCarousel } from '../../widgets/data-carousel/parse';
import { parse as dataTable } from '../../widgets/data-table/parse';
import { parse as entityBrowser } from '../../widgets/entity-browser/parse';
import { parse as eventAccordion } from '../../widgets/event-accordion/parse';
import { parse as faqList } from '../../widgets/faq-list/parse';
import { parse as iconVideo } from '../../widgets/icon-video/parse';
import { parse as irMenu } from '../../widgets/ir-menu/parse';
import { parse as irSideMenu } from '../../widgets/ir-side-menu/parse';
import { parseMediaForm } from '../../widgets/media-file-helper/parse';
import { parse as percentRing } from '../../widgets/percent-ring/parse';
import { parse as siteHeader } from '../../widgets/site-header/parse';
import { parse as stockChart } from '../../widgets/stock-chart/parse';
import { parse as stockQuote } from '../../widgets/stock-quote/parse';
import { parse as summaryToggle } from '../../widgets/summary-toggle/parse';
import { parse as toolTip } from '../../widgets/tool-tip/parse';
import { parse as viewsExposedForm } from '../../widgets/views-exposed-form/parse';

const warn = () => {};
const PARSERS: [string, (host: HTMLElement) => unknown][] = [
  ['admin-toolbar', parseToolbar],
  ['collapsible-table', collapsibleTable],
  ['cta-modal', ctaModal],
  ['data-carousel', (host) => dataCarousel(host, warn)],
  ['data-table', dataTable],
  ['entity-browser', entityBrowser],
  ['event-accordion', eventAccordion],
  ['faq-list', (host) => faqList(host, warn)],
  ['icon-video', iconVideo],
  ['ir-menu', irMenu],
  ['ir-side-menu', irSideMenu],
  ['media-file-helper', parseMediaForm],
  ['percent-ring', percentRing],
  ['site-header', siteHeader],
  ['stock-chart', stockChart],
  ['stock-quote', stockQuote],
  ['summary-toggle', summaryToggle],
  ['tool-tip', toolTip],
  ['views-exposed-form', viewsExposedForm],
];

// Random markup from the words server markup is made of: tags, the widgets' classes and
// attributes, odd values. Plain random strings would almost never look like a widget.
const TAGS = [
  'div',
  'span',
  'a',
  'ul',
  'li',
  'button',
  'table',
  'tr',
  'td',
  'th',
  'form',
  'input',
  'select',
  'option',
  'details',
  'summary',
  'h2',
  'p',
  'img',
  'video',
  'svg',
  'label',
];
const ATTRS = [
  'class',
  'id',
  'href',
  'data-id',
  'data-src',
  'data-value',
  'aria-controls',
  'data-drupal-selector',
  'name',
  'type',
  'value',
  'title',
  'data-options',
  'role',
  'for',
];
const VALUES = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    'NaN',
    '{',
    '{"a":1}',
    '#',
    'x y',
    'javascript:1',
    'toolbar-item',
    'toolbar-tray',
    'cta-modal__title',
    'faq',
    'item',
    'owl-item',
    'percent',
    'is-active',
    'views-exposed-form',
    'stock-quote',
    'quote-wrap',
    'tooltip',
    'menu',
  ),
  fc.string({ maxLength: 8 }),
);
const element: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      fc.constantFrom(...TAGS),
      fc.array(fc.tuple(fc.constantFrom(...ATTRS), VALUES), { maxLength: 3 }),
      depth > 1 ? fc.array(element(depth - 1), { maxLength: 3 }) : fc.constant([]),
      fc.string({ maxLength: 6 }),
    )
    .map(([tag, attrs, children, text]) => {
      const el = document.createElement(tag);
      for (const [name, value] of attrs) el.setAttribute(name, value);
      el.innerHTML = children.join('');
      el.append(text);
      return el.outerHTML;
    }),
);

describe("every widget's parse under random markup", () => {
  it.each(PARSERS)('%s returns a model or throws a MarkupError, nothing else', (_, parse) => {
    fc.assert(
      // The host is random too: its own tag and attributes are markup the parser reads.
      fc.property(element(4), (markup) => {
        document.body.innerHTML = `<div id="box">${markup}</div>`;
        const box = document.getElementById('box')!;
        // Markup the parser drops (a lone <th>) leaves the box itself as the host.
        const host = (box.firstElementChild ?? box) as HTMLElement;
        try {
          parse(host);
        } catch (error) {
          expect(error).toBeInstanceOf(MarkupError);
        }
      }),
      { numRuns: 60 },
    );
  });
});

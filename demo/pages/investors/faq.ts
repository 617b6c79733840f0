/** /investors/faq: investor FAQs as the CMS emits them, wrapped in <faq-list>. */
import { company } from '../../fixtures/index.ts';
import { html, raw } from '../../lib/http.ts';
import { themeCssLinks } from '../../lib/theme-css.ts';
import { investorPage } from './layout.ts';

export const FAQS: [question: string, answer: string][] = [
  [
    `Where is ${company.name} stock traded?`,
    `Our common stock trades on the ${company.exchanges[0].name} under the symbol ${company.exchanges[0].symbol}, and on ${company.exchanges[1].name} as ${company.exchanges[1].symbol}. (Demo data: fictional listings.)`,
  ],
  [
    'When does the fiscal year end?',
    `Our fiscal year ends in ${company.fiscalYearEnd}. Quarterly results follow about four weeks after each quarter ends.`,
  ],
  [
    'Does the company pay a dividend?',
    'The board declares a quarterly dividend; the press releases list each declaration and its payment date.',
  ],
  [
    'How do I get printed copies of the annual report?',
    'Use the document request form; printed copies are posted, PDF copies are emailed.',
  ],
  [
    'Who is the transfer agent?',
    'Registered shareholders can reach the (fictional) transfer agent, Harbor Trust Services, through the contact form.',
  ],
  [
    'Where can I find historical stock prices?',
    'The stock information page has a historical price lookup by year, month and day, and a stock price calculator.',
  ],
];

export function faqPage(): string {
  return investorPage({
    title: 'Investor FAQ',
    path: '/investors/faq',
    heading: 'Frequently Asked Questions',
    intro: 'Answers to common investor questions. Demo data: the company is fictional.',
    // The theme's FAQ CSS: closed answers and the Show all button's room from the first paint.
    head: themeCssLinks('faq-list'),
    body: html`<faq-list class="faq-list" data-label="Investor questions">
      ${FAQS.map(
        ([q, a], i) =>
          html`<details class="faq-list__item" id="faq-${i + 1}" ${i === 0 ? raw('open') : ''}>
            <summary class="faq-list__summary"><h2 class="faq-list__title">${q}</h2></summary>
            <div class="faq-list__answer"><p>${a}</p></div>
          </details>`,
      )}
    </faq-list>`,
  });
}

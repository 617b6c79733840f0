/** Plain investor content pages the site's main menu links to (text and links, no widgets). */
import { html } from '../../lib/http.ts';
import { investorPage } from './layout.ts';

export function financialsPage(): string {
  return investorPage({
    title: 'Financial information',
    path: '/investors/financials',
    heading: 'Financial information',
    intro: 'Reports, filings and share price information. Demo data: everything here is fictional.',
    body: html`<ul class="ir-link-list">
      <li>
        <a href="/investors/sec-filings">SEC filings</a>: annual, quarterly and current reports
      </li>
      <li><a href="/investors/stock-information">Stock information</a>: quote, chart and prices</li>
      <li><a href="/demo-assets/annual-report-2025.pdf">Annual report 2025 (PDF)</a></li>
    </ul>`,
  });
}

export function governancePage(): string {
  return investorPage({
    title: 'Governance',
    path: '/investors/governance',
    heading: 'Governance',
    intro: 'How the company is directed and controlled. Demo data: everything here is fictional.',
    body: html`<p>
        The board of directors oversees strategy, risk and the company's reporting to its
        shareholders. Its committees cover audit, compensation and nominations.
      </p>
      <ul class="ir-link-list">
        <li><a href="/investors/sec-filings">Proxy statements and other SEC filings</a></li>
        <li><a href="/investors/contact">Contact investor relations</a></li>
      </ul>`,
  });
}

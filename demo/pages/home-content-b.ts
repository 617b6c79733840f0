/**
 * The home page's share of issue 4 (tables, filters, summaries, links): one section, markup as
 * the CMS emits it, reusing the widget demos' fixtures.
 */
import { html, type Raw } from '../lib/http.ts';
import { themeCssLinks } from '../lib/theme-css.ts';
import { secFilingsTable } from '../widgets/data-table.ts';
import { segmentsTable } from '../widgets/collapsible-table.ts';
import { newsWidget, searchView } from '../widgets/views-exposed-form.ts';
import { newsTable } from '../widgets/summary-toggle.ts';
import { fileLinks } from '../widgets/file-link.ts';

export function homeContentB(): Raw {
  return html`${themeCssLinks('collapsible-table')}
    <section class="home-investors" aria-labelledby="home-investors-title">
      <h2 id="home-investors-title">For investors</h2>
      <p>
        <a href="#home-filings-title">Jump to the latest filings</a> ·
        <a class="modal" href="/widgets/modal-link/pages/investor-faq">Investor FAQ</a>
      </p>
      ${newsWidget(null, '/')} ${newsTable}
      <h3>Segment results</h3>
      ${segmentsTable}
      <h3>Reports</h3>
      ${fileLinks}
      <h3 id="home-filings-title">Latest filings</h3>
      ${secFilingsTable(60, 'class="datatable" id="home-filings"')}
      <h3>Search the site</h3>
      ${searchView}
    </section>`;
}

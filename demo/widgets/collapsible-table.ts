/** /widgets/collapsible-table: financial tables that stack into labelled cards on phones. */
import { html } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

export const segmentsTable = html`<table class="collapsible-table" id="segment-revenue">
  <caption>
    Revenue by segment (demo data, $ millions)
  </caption>
  <thead>
    <tr>
      <th scope="col">Segment</th>
      <th scope="col">Q1 2026</th>
      <th scope="col">Q2 2026</th>
      <th scope="col">Q3 2026</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <th scope="row">Compute and networking</th>
      <td>2,140</td>
      <td>2,310</td>
      <td>2,505</td>
    </tr>
    <tr>
      <th scope="row">Mobile</th>
      <td>1,480</td>
      <td>1,395</td>
      <td>1,612</td>
    </tr>
    <tr>
      <th scope="row">Storage</th>
      <td>905</td>
      <td data-label="Q2 2026 (restated)">948</td>
      <td>1,020</td>
    </tr>
    <tr class="total">
      <th scope="row">Total</th>
      <td>4,525</td>
      <td>4,653</td>
      <td>5,137</td>
    </tr>
  </tbody>
</table>`;

export const dividendsTable = html`<table class="collapsible-table" id="dividends">
  <caption>
    Dividends declared (demo data)
  </caption>
  <thead>
    <tr>
      <th scope="col">Declared</th>
      <th scope="col">Record date</th>
      <th scope="col">Payable</th>
      <th scope="col">Amount</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <td>Oct 02, 2026</td>
      <td>Oct 20, 2026</td>
      <td>Nov 03, 2026</td>
      <td>$0.115</td>
    </tr>
    <tr>
      <td>Jul 01, 2026</td>
      <td>Jul 20, 2026</td>
      <td>Aug 03, 2026</td>
      <td>$0.115</td>
    </tr>
  </tbody>
  <tfoot>
    <tr>
      <td colspan="3">Total for the year</td>
      <td>$0.230</td>
    </tr>
  </tfoot>
</table>`;

export const demo: WidgetDemo = {
  slug: 'collapsible-table',
  title: 'Collapsible tables',
  summary: 'tables that stack into cards with column labels below 768 px (total rows unlabelled)',
  routes: [themeCssRoute('collapsible-table')],
  render: () =>
    page({
      title: 'Collapsible tables',
      path: '/widgets/collapsible-table',
      head: themeCssLinks('collapsible-table'),
      body: html`<h1>Collapsible tables</h1>
        <p>
          Below 768 px each row becomes a card and each cell shows its column header. Total rows
          keep their cells unlabelled.
        </p>
        ${segmentsTable} ${dividendsTable}`,
    }),
};

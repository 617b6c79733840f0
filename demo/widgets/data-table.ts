/**
 * /widgets/data-table: data tables as the CMS emits them (class `datatable`, or a
 * `data-table-id` marker), an empty table, the accessible-accordions variant and a large page.
 */
import { escapeHtml, html, raw, route, sendHtml, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import { filings as generatedFilings, usDate } from './data-table-data.ts';
import { filings, prices } from '../fixtures/index.ts';

/**
 * The SEC filings table as the IR platform prints it, from the shared fixtures: a link to each
 * filing and a PDF column that does not sort.
 */
export function secFilingsTable(
  count = Infinity,
  attrs = 'class="datatable" id="sec-filings"',
): Raw {
  let body = '';
  for (const f of filings().slice(0, count)) {
    body +=
      `<tr><td>${usDate(new Date(f.date))}</td><td>${escapeHtml(f.form)}</td>` +
      `<td><a href="${f.htmlUrl}">${escapeHtml(f.description)}</a></td>` +
      `<td>${escapeHtml(f.formGroup)}</td><td>${f.pages}</td>` +
      `<td><a href="${f.pdfUrl}">PDF<span class="visually-hidden">, ${escapeHtml(f.form)} of ${f.date}</span></a></td></tr>`;
  }
  return raw(`<table ${attrs}>
  <caption>SEC filings</caption>
  <thead><tr><th scope="col">Date</th><th scope="col">Form</th><th scope="col">Description</th><th scope="col">Group</th><th scope="col">Pages</th><th scope="col" data-orderable="false">Document</th></tr></thead>
  <tbody>${body}</tbody>
</table>`);
}

/** A generated filings table of any size (the stress page); one string, so 10,000 rows are quick. */
export function filingsTable(count: number, attrs = 'class="datatable" id="sec-filings"'): Raw {
  let body = '';
  for (const f of generatedFilings(count)) {
    body +=
      `<tr><td>${f.date}</td><td>${escapeHtml(f.form)}</td><td>${escapeHtml(f.description)}</td>` +
      `<td>${escapeHtml(f.group)}</td><td>${f.pages}</td><td>${f.sizeKb}</td></tr>`;
  }
  return raw(`<table ${attrs}>
  <caption>SEC filings</caption>
  <thead><tr><th scope="col">Date</th><th scope="col">Form</th><th scope="col">Description</th><th scope="col">Group</th><th scope="col">Pages</th><th scope="col">Size (KB)</th></tr></thead>
  <tbody>${body}</tbody>
</table>`);
}

function pricesTable(): Raw {
  return html`<div class="block-historical-prices" data-table-id="historical-prices">
    <table>
      <caption>
        Historical prices
      </caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Open</th>
          <th scope="col">Close</th>
          <th scope="col">Volume</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        ${prices()
          .slice(-60)
          .reverse()
          .map(
            (p, i, list) =>
              html`<tr>
                <td>${p.date}</td>
                <td>$${p.open.toFixed(2)}</td>
                <td>$${p.close.toFixed(2)}</td>
                <td>${p.volume.toLocaleString('en-US')}</td>
                <td>
                  ${
                    list[i + 1]
                      ? `${(((p.close - list[i + 1]!.close) / list[i + 1]!.close) * 100).toFixed(2)}%`
                      : ''
                  }
                </td>
              </tr>`,
          )}
      </tbody>
    </table>
  </div>`;
}

const emptyTable = html`<table class="datatable" id="upcoming-events">
  <caption>
    Upcoming events
  </caption>
  <thead>
    <tr>
      <th scope="col">Date</th>
      <th scope="col">Event</th>
    </tr>
  </thead>
  <tbody></tbody>
</table>`;

function dataTablePage(): string {
  return page({
    head: themeCssLinks('data-table'),
    title: 'Data tables',
    path: '/widgets/data-table',
    body: html`<h1>Data tables</h1>
      <p>
        Tables marked as data tables become sortable, searchable and paged. Without JavaScript every
        row is in the page. Demo data: fictional filings and prices.
      </p>
      <p>
        Also: <a href="/widgets/data-table/accessible">the accessible-accordions variant</a>,
        <a href="/widgets/data-table/large?rows=10000">a 10,000-row table</a>.
      </p>
      <h2>Filings (class <code>datatable</code>)</h2>
      ${secFilingsTable()}
      <h2>Prices (a <code>data-table-id</code> marker)</h2>
      ${pricesTable()}
      <h2>An empty table</h2>
      ${emptyTable}`,
  });
}

function accessiblePage(): string {
  return page({
    head: themeCssLinks('data-table'),
    title: 'Data table with accessible accordions',
    path: '/widgets/data-table/accessible',
    settings: { accessible_accordions: true },
    body: html`<h1>Data table with accessible accordions</h1>
      <p>
        The site's accessible-accordions setting is on: the page-length menu sits in a disclosure.
      </p>
      ${secFilingsTable(120)}`,
  });
}

function largePage(rows: number): string {
  return page({
    head: themeCssLinks('data-table'),
    title: `Data table with ${rows.toLocaleString('en-US')} rows`,
    path: '/widgets/data-table/large',
    body: html`<h1>Data table with ${rows.toLocaleString('en-US')} rows</h1>
      ${filingsTable(rows)}`,
  });
}

export const demo: WidgetDemo = {
  slug: 'data-table',
  title: 'Data tables',
  summary: 'sortable, searchable, paged tables with saved state (a lazy chunk)',
  render: () => dataTablePage(),
  routes: [
    themeCssRoute('data-table'),
    route('GET', '/widgets/data-table/accessible', ({ res }) => sendHtml(res, accessiblePage())),
    route('GET', '/widgets/data-table/large', ({ res, url }) => {
      const rows = Math.min(Math.max(Number(url.searchParams.get('rows')) || 10_000, 1), 50_000);
      sendHtml(res, largePage(rows));
    }),
  ],
};

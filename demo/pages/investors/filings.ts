/** /investors/sec-filings: a data table with Filing Year and Form Group filters. */
import { filingFormGroups, filings } from '../../fixtures/index.ts';
import { html } from '../../lib/http.ts';
import { themeCssLinks } from '../../lib/theme-css.ts';
import { formatDate } from './common.ts';
import { investorPage } from './layout.ts';
import { exposedSelect } from './news.ts';

export function filingsPage(query: URLSearchParams): string {
  const all = filings();
  const years = [...new Set(all.map((f) => f.year))].sort((a, b) => b - a);
  // The latest year by default, as the platform's filings view does; "All years" is a choice.
  const yearParam = query.get('year') ?? String(years[0]);
  const year = years.includes(Number(yearParam)) ? String(Number(yearParam)) : 'All';
  const groupParam = query.get('field_nir_sec_form_group_target_id') ?? 'All';
  const group = filingFormGroups.includes(groupParam) ? groupParam : 'All';
  const list = all.filter(
    (f) =>
      (year === 'All' || String(f.year) === year) && (group === 'All' || f.formGroup === group),
  );
  const formId = 'views-exposed-form-widget-sec-filings-table-page';
  return investorPage({
    title: 'SEC Filings',
    path: '/investors/sec-filings',
    bodyClass: 'path-investors page-node-type-ir-page nir-node--type-nir-sec-filing',
    heading: 'SEC Filings',
    intro: 'Filings with the U.S. Securities and Exchange Commission (demo documents).',
    head: themeCssLinks('data-table'),
    body: html`<div class="view view-widget-sec-filings-table nir-widget">
      <form
        class="views-exposed-form nir-widget--exposed-form"
        data-drupal-selector="${formId}"
        action="/investors/sec-filings"
        method="get"
        id="${formId}"
        accept-charset="UTF-8"
      >
        ${exposedSelect(
          'edit-year',
          'year',
          'Filing Year',
          [['All', 'All years'], ...years.map((y): [string, string] => [String(y), String(y)])],
          year,
        )}
        ${exposedSelect(
          'edit-field-nir-sec-form-group-target-id',
          'field_nir_sec_form_group_target_id',
          'Form Group',
          [['All', 'All filings'], ...filingFormGroups.map((g): [string, string] => [g, g])],
          group,
        )}
        <div class="form-actions js-form-wrapper form-wrapper">
          <input
            type="submit"
            id="edit-submit-widget-sec-filings"
            value="Apply"
            class="button js-form-submit form-submit"
          />
        </div>
      </form>
      ${
        list.length
          ? html`<table
              class="datatable nir-widget--sec-filings"
              data-table-id="sec-filings"
              data-order='[[0, "desc"]]'
            >
              <caption>
                SEC
                filings${year === 'All' ? '' : `, ${year}`}${group === 'All' ? '' : `, ${group}`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Form</th>
                  <th scope="col">Description</th>
                  <th scope="col">Filing Group</th>
                  <th scope="col">Download</th>
                </tr>
              </thead>
              <tbody>
                ${list.map(
                  (f) =>
                    html`<tr>
                      <td data-order="${f.date}">
                        <time datetime="${f.date}">${formatDate(f.date)}</time>
                      </td>
                      <td><a href="${f.htmlUrl}">${f.form}</a></td>
                      <td>${f.description}</td>
                      <td>${f.formGroup}</td>
                      <td>
                        <a class="file-link file-link--pdf" href="${f.pdfUrl}"
                          ><span aria-hidden="true">PDF</span
                          ><span class="visually-hidden"
                            >PDF Version: Form ${f.form}, ${formatDate(f.date)}</span
                          ></a
                        >
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="view-empty">No filings match the chosen year and form group.</p>`
      }
    </div>`,
  });
}

export function filingDetailPage(id: string): string | null {
  const f = filings().find((x) => x.id === id);
  if (!f) return null;
  return investorPage({
    title: `Form ${f.form}`,
    path: '/investors/sec-filings',
    bodyClass: 'path-investors page-node-type-ir-page nir-node--type-nir-sec-filing',
    heading: `Form ${f.form}: ${f.description}`,
    body: html`<dl class="filing-details">
        <dt>Filed</dt>
        <dd><time datetime="${f.date}">${formatDate(f.date)}</time></dd>
        <dt>Form Group</dt>
        <dd>${f.formGroup}</dd>
        <dt>Pages</dt>
        <dd>${f.pages}</dd>
      </dl>
      <p><a class="button" href="${f.pdfUrl}">Download PDF</a></p>
      <p><a href="/investors/sec-filings">All SEC filings</a></p>`,
  });
}

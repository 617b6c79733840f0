/** /investors/news: press releases in a widget view with a News Year exposed filter. */
import { news } from '../../fixtures/index.ts';
import { html, raw, type Raw } from '../../lib/http.ts';
import { formatDate } from './common.ts';
import { investorPage } from './layout.ts';

const PER_PAGE = 20;

/** A Drupal views pager (mini): previous / current / next as links that work without JS. */
export function pager(base: URLSearchParams, page: number, pages: number, label: string): Raw {
  if (pages <= 1) return html``;
  const link = (p: number) => {
    const q = new URLSearchParams(base);
    if (p) q.set('page', String(p));
    else q.delete('page');
    const s = q.toString();
    return s ? `?${s}` : '?';
  };
  return html`<nav class="pager" aria-label="${label}">
    <ul class="pager__items">
      ${
        page > 0
          ? html`<li class="pager__item pager__item--previous">
              <a href="${link(page - 1)}" rel="prev">Previous page</a>
            </li>`
          : ''
      }
      <li class="pager__item is-active">
        <a href="${link(page)}" aria-current="page">Page ${page + 1} of ${pages}</a>
      </li>
      ${
        page < pages - 1
          ? html`<li class="pager__item pager__item--next">
              <a href="${link(page + 1)}" rel="next">Next page</a>
            </li>`
          : ''
      }
    </ul>
  </nav>`;
}

/** A select in an exposed filter form, as Views renders it. */
export function exposedSelect(
  id: string,
  name: string,
  label: string,
  options: [string, string][],
  value: string,
): Raw {
  return html`<div
    class="js-form-item form-item js-form-type-select form-type-select form-item-${name}"
  >
    <label for="${id}">${label}</label>
    <select data-drupal-selector="${id}" id="${id}" name="${name}" class="form-select">
      ${options.map(
        ([v, text]) =>
          html`<option value="${v}" ${v === value ? raw('selected') : ''}>${text}</option>`,
      )}
    </select>
  </div>`;
}

export function newsPage(query: URLSearchParams): string {
  const all = news();
  const years = [...new Set(all.map((n) => n.year))].sort((a, b) => b - a);
  const wanted = query.get('year') ?? 'All';
  const year = years.includes(Number(wanted)) ? String(Number(wanted)) : 'All';
  const list = year === 'All' ? all : all.filter((n) => String(n.year) === year);
  const pages = Math.max(1, Math.ceil(list.length / PER_PAGE));
  const page = Math.min(pages - 1, Math.max(0, Number(query.get('page')) || 0));
  const shown = list.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  const formId = 'views-exposed-form-widget-news-page-1';
  return investorPage({
    title: 'Press Releases',
    path: '/investors/news',
    heading: 'Press Releases',
    intro: 'Company news. Demo data: the company and all releases are fictional.',
    body: html`<div
      class="view view-widget-news view-id-widget_news view-display-id-page_1 nir-widget"
    >
      <form
        class="views-exposed-form nir-widget--exposed-form"
        data-drupal-selector="${formId}"
        action="/investors/news"
        method="get"
        id="${formId}"
        accept-charset="UTF-8"
      >
        ${exposedSelect(
          'edit-year',
          'year',
          'News Year',
          [['All', 'All years'], ...years.map((y): [string, string] => [String(y), String(y)])],
          year,
        )}
        <div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper">
          <input
            data-drupal-selector="edit-submit-widget-news"
            type="submit"
            id="edit-submit-widget-news"
            value="Apply"
            class="button js-form-submit form-submit"
          />
        </div>
      </form>
      <div class="view-content">
        <table class="nir-widget--news-table views-table cols-2">
          <caption>
            Press releases${year === 'All' ? '' : `, ${year}`} (${list.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Title</th>
            </tr>
          </thead>
          <tbody>
            ${shown.map(
              (n) =>
                html`<tr class="views-row">
                  <td class="views-field views-field-date">
                    <time datetime="${n.date}">${formatDate(n.date)}</time>
                  </td>
                  <td class="views-field views-field-title">
                    <a href="${n.url}">${n.title}</a>
                    ${
                      n.teaser
                        ? html`<div
                            class="nir-widget--news--teaser summary"
                            id="news-${n.id}-summary"
                          >
                            ${n.teaser}
                          </div>`
                        : ''
                    }
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${pager(new URLSearchParams(year === 'All' ? {} : { year }), page, pages, 'Press releases pages')}
    </div>`,
  });
}

export function newsDetailPage(slug: string): string | null {
  const item = news().find((n) => n.slug === slug);
  if (!item) return null;
  return investorPage({
    title: item.title,
    path: '/investors/news',
    heading: item.title,
    body: html`<article class="node--nir-news--full">
      <p><time datetime="${item.date}">${formatDate(item.date)}</time> · ${item.category}</p>
      <p>${item.body}</p>
      <p><a class="button" href="/investors/news">Back to press releases</a></p>
    </article>`,
  });
}

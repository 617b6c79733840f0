/**
 * /widgets/views-exposed-form: exposed filters as Drupal views emit them. Widget views and the
 * media gallery grid submit on select change; a full-page view keeps its Apply button; the search
 * view's query field gets a placeholder.
 */
import { html, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

function options(values: string[], selected: string | null): Raw[] {
  return values.map(
    (v) => html`<option value="${v}" ${v === selected ? 'selected' : ''}>${v}</option>`,
  );
}

export function newsWidget(year: string | null, action: string): Raw {
  const years = ['2026', '2025', '2024', '2023'];
  const shown = year && years.includes(year) ? year : '2026';
  return html`<div class="nir-widget block-nir-news-widget">
    <h2 class="nir-widget--label">News releases</h2>
    <form
      class="views-exposed-form"
      id="views-exposed-form-widget-news-block-1"
      action="${action}"
      method="get"
      accept-charset="UTF-8"
    >
      <div class="form-item">
        <label for="edit-year">News Year</label>
        <select id="edit-year" name="year">
          ${options(years, shown)}
        </select>
      </div>
      <div class="form-actions">
        <input type="submit" id="edit-submit-widget-news" value="Apply" class="button" />
      </div>
    </form>
    <p class="news-results" role="status">News releases from ${shown} (demo data).</p>
  </div>`;
}

function mediaGallery(type: string | null): Raw {
  const types = ['All media', 'Photos', 'Videos', 'Logos'];
  const shown = type && types.includes(type) ? type : 'All media';
  return html`<div class="view view-media-gallery-grid">
    <h2>Media gallery</h2>
    <form
      class="views-exposed-form"
      id="views-exposed-form-media-gallery-grid"
      action="/widgets/views-exposed-form"
      method="get"
    >
      <div class="form-item">
        <label for="edit-media-type">Media type</label>
        <select id="edit-media-type" name="media_type">
          ${options(types, shown)}
        </select>
      </div>
      <div class="form-actions">
        <input type="submit" id="edit-submit-media-gallery" value="Apply" class="button" />
      </div>
    </form>
    <p class="gallery-results">Showing: ${shown}.</p>
  </div>`;
}

function secFilingsView(year: string | null): Raw {
  return html`<div class="view view-sec-filings">
    <h2>SEC filings view</h2>
    <form
      class="views-exposed-form"
      id="views-exposed-form-sec-filings-page"
      action="/widgets/views-exposed-form"
      method="get"
    >
      <div class="form-item">
        <label for="edit-filing-year">Filing Year</label>
        <select id="edit-filing-year" name="filing_year">
          ${options(['2026', '2025', '2024'], year)}
        </select>
      </div>
      <div class="form-actions">
        <input type="submit" id="edit-submit-sec-filings" value="Apply" class="button" />
      </div>
    </form>
  </div>`;
}

export const searchView = html`<div class="view view-search">
  <form
    class="views-exposed-form"
    id="views-exposed-form-search-page-1"
    action="/widgets/views-exposed-form"
    method="get"
  >
    <div class="form-item">
      <label for="edit-keys">Search this site</label>
      <input type="text" id="edit-keys" name="keys" size="30" maxlength="128" />
    </div>
    <div class="form-actions">
      <input type="submit" id="edit-submit-search" value="Apply" class="button" />
    </div>
  </form>
</div>`;

export const demo: WidgetDemo = {
  slug: 'views-exposed-form',
  title: 'Exposed filter forms',
  summary: 'widget views and the media gallery submit on select change; search placeholder',
  render: ({ url }) =>
    page({
      title: 'Exposed filter forms',
      path: '/widgets/views-exposed-form',
      body: html`<h1>Exposed filter forms</h1>
        <p>
          In widget views and the media gallery grid, choosing an option submits the filter. Without
          JavaScript the Apply button stays.
        </p>
        ${newsWidget(url.searchParams.get('year'), '/widgets/views-exposed-form')}
        ${mediaGallery(url.searchParams.get('media_type'))}
        ${secFilingsView(url.searchParams.get('filing_year'))} ${searchView}`,
    }),
};

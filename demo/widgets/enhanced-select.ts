/**
 * A settings form with many selects, as Drupal renders them, for both select configurations
 * (the platform's `nir_admin_use_select2` / `nir_admin_use_chosen` flags), the excluded cases,
 * and a remote-search endpoint (`/ajax/select/companies?q=&page=`, family `select`).
 */
import { html, route, sendHtml, sendJson, type Ctx, type Raw } from '../lib/http.ts';
import { page, type PageOptions } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

export type Library = 'select2' | 'chosen' | 'none';

export function librarySettings(library: Library): Record<string, unknown> {
  return {
    nir_admin_use_select2: library === 'select2',
    nir_admin_use_chosen: library === 'chosen',
  };
}

const LANGUAGES = ['English', 'German', 'Japanese', 'Korean', 'Chinese, Simplified'];
const COUNTRIES = [
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'China',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'India',
  'Ireland',
  'Israel',
  'Italy',
  'Japan',
  'Malaysia',
  'Mexico',
  'Netherlands',
  'Norway',
  'Poland',
  'Singapore',
  'South Korea',
  'Spain',
  'Sweden',
  'Switzerland',
  'Taiwan',
  'United Kingdom',
  'United States',
];
const TOPICS = [
  'Earnings',
  'Press releases',
  'SEC filings',
  'Events',
  'Dividends',
  'Governance',
  'Sustainability',
  'Webcasts',
];
const REGIONS = ['Americas', 'Europe', 'Middle East', 'Africa', 'Asia Pacific', 'Japan'];
const LAYOUTS = [
  'One column',
  'Two columns',
  'Three columns',
  'Sidebar left',
  'Sidebar right',
  'Full width',
  'Landing page',
  'Investor overview',
  'News list',
  'Event detail',
];

/** Fictional companies for the remote search (deterministic). */
export const COMPANIES = (() => {
  const a = [
    'North',
    'Blue',
    'Silver',
    'Summit',
    'Harbor',
    'Granite',
    'Cedar',
    'Pioneer',
    'Atlas',
    'Vertex',
  ];
  const b = [
    'Semiconductor',
    'Logic',
    'Foundry',
    'Systems',
    'Circuits',
    'Devices',
    'Microelectronics',
    'Photonics',
    'Storage',
    'Networks',
  ];
  return a.flatMap((x, i) =>
    b.map((y, j) => ({ id: String(1000 + i * 10 + j), text: `${x} ${y}` })),
  );
})();
export const PAGE_SIZE = 20;

function select(
  name: string,
  label: string,
  options: string[],
  attrs: {
    multiple?: boolean;
    required?: boolean;
    empty?: string;
    selected?: string[];
    extra?: Raw;
    description?: string;
  } = {},
): Raw {
  const id = `edit-${name.replace(/_/g, '-')}`;
  return html`<div class="form-item js-form-item form-type-select">
    <label for="${id}">${label}</label>
    <select
      id="${id}"
      name="${attrs.multiple ? `${name}[]` : name}"
      class="form-select${attrs.required ? ' required' : ''}"
      ${attrs.multiple ? 'multiple' : ''}
      ${attrs.required ? html`required aria-required="true"` : ''}
      ${attrs.description ? html`aria-describedby="${id}--description"` : ''}
      ${attrs.extra ?? ''}
    >
      ${attrs.empty !== undefined ? html`<option value="">${attrs.empty}</option>` : ''}
      ${options.map(
        (o, i) =>
          html`<option
            value="${String(i + 1)}"
            ${attrs.selected?.includes(String(i + 1)) ? 'selected' : ''}
          >
            ${o}
          </option>`,
      )}
    </select>
    ${
      attrs.description
        ? html`<div id="${id}--description" class="description">${attrs.description}</div>`
        : ''
    }
  </div>`;
}

export function selectsForm(action: string): Raw {
  return html`<form
    method="post"
    action="${action}"
    id="select-settings-form"
    class="system-config-form"
  >
    <fieldset>
      <legend>Regional settings</legend>
      ${select('default_language', 'Default language', LANGUAGES, { selected: ['1'] })}
      ${select('default_country', 'Default country', COUNTRIES, {
        empty: '- None -',
        description: 'Used when a visitor’s country is unknown.',
      })}
      ${select('page_layout', 'Page layout', LAYOUTS, { required: true, empty: '- Select -' })}
    </fieldset>
    <fieldset>
      <legend>Alerts</legend>
      ${select('topics', 'Alert topics', TOPICS, { multiple: true, selected: ['1'] })}
      ${select('regions', 'Regions (at most 2)', REGIONS, {
        multiple: true,
        extra: html`data-maximum-selection-length="2"`,
      })}
      ${select('keywords', 'Keywords (type 2 or more characters)', TOPICS, {
        multiple: true,
        extra: html`data-minimum-input-length="2"`,
      })}
      ${select('short_list', 'Short list (search at most 5 characters)', COUNTRIES, {
        multiple: true,
        extra: html`data-maximum-input-length="5"`,
      })}
    </fieldset>
    <fieldset>
      <legend>Peers</legend>
      <div class="form-item js-form-item form-type-select">
        <label for="edit-peer-company">Peer company</label>
        <select
          id="edit-peer-company"
          name="peer_company"
          class="form-select"
          data-ajax--url="/ajax/select/companies"
        >
          <option value="">- None -</option>
        </select>
      </div>
    </fieldset>
    <fieldset>
      <legend>Left as they are</legend>
      ${select('archive_date', 'Archive date (timestamp)', ['Today', 'Yesterday'], {
        extra: html`data-timestamp="1763769600"`,
      })}
      <div class="quote-wrap user-toggle-on">
        ${select('exchange', 'Exchange (stock quote)', ['NASDAQ', 'XETRA'])}
      </div>
      <div class="panels-ipe-block-plugin-form">
        ${select('ipe_region', 'Block region (in-place editor)', ['Header', 'Content', 'Footer'])}
      </div>
      <div class="panels-ipe-form">
        ${select('ipe_style', 'Block style (in-place editor, not flipped)', ['Plain', 'Card'])}
      </div>
      <div class="panels-ipe-form flipped">
        ${select('ipe_flipped', 'Block style (in-place editor, flipped)', ['Plain', 'Card'])}
      </div>
    </fieldset>
    <div class="form-actions">
      <button type="submit" class="button button--primary" name="op" value="Save">
        Save configuration
      </button>
      <button type="reset" class="button">Reset</button>
    </div>
  </form>`;
}

export function selectsPage(
  ctx: Ctx,
  library: Library,
  posted: URLSearchParams | null,
  options: Pick<PageOptions, 'toolbar' | 'path' | 'title'>,
): string {
  const summary = posted
    ? [...posted.entries()]
        .filter(([k]) => k !== 'op')
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')
    : '';
  return page({
    title: options.title,
    path: options.path,
    // ?anonymous=1: the same page for a visitor (no logged-in body class: nothing enhanced).
    bodyClass: ctx.url.searchParams.has('anonymous') ? 'path-admin' : 'path-admin user-logged-in',
    toolbar: options.toolbar,
    // ?placeholder=library: the library's own multiple-select text ('' setting: "Select Some
    // Options" in the alternative configuration) instead of "Choose from list" ("Choose From
    // List" in the alternative one).
    settings: {
      ...librarySettings(library),
      ...(ctx.url.searchParams.get('placeholder') === 'library'
        ? { trellis: { selects: { placeholderMultiple: '' } } }
        : {}),
    },
    body: html`<h1>${options.title}</h1>
      <p>
        ${
          library === 'select2'
            ? 'First configuration: full width, “Choose from list” on multiple selects, the first library’s texts and limits, remote search with paging.'
            : library === 'chosen'
              ? 'Alternative configuration: 150 px wide, search off under 10 options, the second library’s texts; phones keep the native select.'
              : 'No select library setting: native selects.'
        }
      </p>
      ${
        posted
          ? html`<div class="messages messages--status" role="status">
              <h2 class="visually-hidden">Status message</h2>
              The configuration options have been saved: ${summary || '(nothing selected)'}
            </div>`
          : ''
      }
      ${selectsForm(ctx.url.pathname + ctx.url.search)}`,
  });
}

function libraryOf(ctx: Ctx): Library {
  const value = ctx.url.searchParams.get('library');
  return value === 'chosen' || value === 'none' ? value : 'select2';
}

export const selectRoutes = [
  route(
    'GET',
    '/ajax/select/companies',
    ({ res, url }) => {
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const pageNumber = Math.max(1, parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
      const matches = COMPANIES.filter((c) => c.text.toLowerCase().includes(q));
      const start = (pageNumber - 1) * PAGE_SIZE;
      sendJson(res, {
        results: matches.slice(start, start + PAGE_SIZE),
        pagination: { more: start + PAGE_SIZE < matches.length },
      });
    },
    'select',
  ),
];

export const demo: WidgetDemo = {
  slug: 'enhanced-select',
  title: 'Enhanced selects',
  summary:
    'both select configurations, exclusions, remote search with paging (?library=chosen|none, ?placeholder=library)',
  routes: [
    ...selectRoutes,
    route('POST', '/widgets/enhanced-select', async (ctx) => {
      sendHtml(
        ctx.res,
        selectsPage(ctx, libraryOf(ctx), await ctx.form(), {
          path: '/widgets/enhanced-select',
          title: 'Enhanced selects',
        }),
      );
    }),
  ],
  render: (ctx) =>
    selectsPage(ctx, libraryOf(ctx), null, {
      path: '/widgets/enhanced-select',
      title: 'Enhanced selects',
    }),
};

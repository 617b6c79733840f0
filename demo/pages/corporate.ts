/**
 * Corporate pages around the site header (issue 3): /careers with the careers filter, the
 * careers portal redirect (the filter's no-JS route), /search-results over the fixture content,
 * the FBGA decoder, a content page for every menu link, and the language home pages.
 */
import { html, redirect, route, sendHtml, type Ctx, type Raw, type Route } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { currentUser } from '../lib/session.ts';
import { languages, siteMenu, type MenuLink } from '../lib/site-header.ts';
import { search, DEMO_LABEL } from '../fixtures/index.ts';
import { notFoundPage } from './errors.ts';
import { loginRoutes } from '../api/login.ts';

/** The external careers portal (fictional; tests intercept it) and the company's domain. */
export const careersSettings = {
  careers: { portalUrl: 'https://careers.northwind.example/jobs', domain: 'northwind.example' },
};

export const careerLocations = [
  ['Boise, Idaho, United States', 'Boise'],
  ['Munich, Germany', 'München'],
  ['Singapore', 'Singapore'],
  ['Taichung, Taiwan', 'Taichung'],
];
export const careerTeams = [
  'Engineering',
  'Manufacturing',
  'Research & Development',
  'Sales & Marketing',
  'Finance',
];

/** The careers filter block as the CMS emits it (on /careers and on the home page). */
export function careersFilterBlock(): Raw {
  return html`<form
    class="careers-filter"
    data-careers-filter
    action="/careers/portal"
    method="get"
    target="_blank"
    aria-labelledby="careers-filter-title"
  >
    <h2 id="careers-filter-title">Find your job</h2>
    <p>Results open on our careers portal in a new window.</p>
    <div class="form-item">
      <label for="careers-location">Location</label>
      <select id="careers-location" name="location">
        <option value="none">All locations</option>
        ${careerLocations.map(([label, value]) => html`<option value="${value}">${label}</option>`)}
      </select>
    </div>
    <div class="form-item">
      <label for="careers-team">Team</label>
      <select id="careers-team" name="team">
        <option value="none">All teams</option>
        ${careerTeams.map((team) => html`<option value="${team}">${team}</option>`)}
      </select>
    </div>
    <button type="submit" class="button button--primary">
      Search jobs<span class="visually-hidden"> (opens in a new window)</span>
    </button>
  </form>`;
}

function careersPage(ctx: Ctx): string {
  return page({
    title: 'Careers',
    path: '/careers',
    user: currentUser(ctx),
    settings: { trellis: careersSettings },
    bodyClass: 'path-careers page-node-type-landing-page',
    body: html`<h1>Careers</h1>
      <p>
        Engineering, manufacturing and business careers in Boise, Munich, Singapore and Taichung.
        Choose a location and a team, or leave either as “All”, to see open positions.
      </p>
      ${careersFilterBlock()}
      <section class="home-section" aria-labelledby="careers-more">
        <h2 id="careers-more">More about working here</h2>
        <ul>
          <li><a href="/careers/students">Students and graduates</a></li>
          <li><a href="/careers/benefits">Benefits</a></li>
          <li><a href="/careers/life">Life at Northwind</a></li>
        </ul>
      </section>`,
  });
}

/** The filter's no-JS route: the same rule as the widget (only chosen parameters). */
function careersPortal(ctx: Ctx): void {
  const url = new URL(careersSettings.careers.portalUrl);
  const location = ctx.url.searchParams.get('location');
  const team = ctx.url.searchParams.get('team');
  if (location && location !== 'none') url.searchParams.set('location', location);
  if (team && team !== 'none') url.searchParams.set('query', team);
  url.searchParams.set('domain', careersSettings.careers.domain);
  redirect(ctx.res, url.href, 303);
}

/** `searchRequest` is JSON `{"term": …}` (the header) or a plain term (links in the wild, no-JS form). */
export function searchTerm(params: URLSearchParams): string {
  const request = params.get('searchRequest');
  if (request !== null) {
    try {
      const parsed: unknown = JSON.parse(request);
      if (
        parsed &&
        typeof parsed === 'object' &&
        typeof (parsed as { term?: unknown }).term === 'string'
      )
        return (parsed as { term: string }).term.trim();
    } catch {
      /* a plain term */
    }
    return request.trim();
  }
  return (params.get('term') ?? '').trim();
}

function searchResultsPage(ctx: Ctx): string {
  const term = searchTerm(ctx.url.searchParams);
  const { total, results } = term ? search(term) : { total: 0, results: [] };
  const count = !term
    ? 'Enter a search term.'
    : total === 0
      ? `No results for “${term}”.`
      : `${total} ${total === 1 ? 'result' : 'results'} for “${term}”${total > results.length ? `, showing the first ${results.length}` : ''}.`;
  return page({
    title: term ? `Search results for ${term}` : 'Search results',
    path: '/search-results',
    user: currentUser(ctx),
    bodyClass: 'path-search-results',
    body: html`<h1>Search results</h1>
      <form
        class="search-results__form"
        action="/search-results"
        method="get"
        role="search"
        aria-label="Search again"
      >
        <div class="form-item">
          <label for="search-results-term">Search this site</label>
          <input type="search" id="search-results-term" name="searchRequest" value="${term}" />
        </div>
        <button type="submit" class="button button--primary">Search again</button>
      </form>
      <p class="search-results__count" role="status" aria-atomic="true">${count}</p>
      ${
        results.length
          ? html`<ol class="search-results__list">
              ${results.map(
                (doc) =>
                  html`<li class="search-results__item">
                    <h2><a href="${doc.url}">${doc.title}</a></h2>
                    <p class="search-results__meta">
                      ${doc.type}${doc.date ? html` · <time datetime="${doc.date}">${doc.date}</time>` : ''}
                    </p>
                    <p>${doc.text}</p>
                  </li>`,
              )}
            </ol>`
          : ''
      }
      <p class="demo-notice">${DEMO_LABEL}</p>`,
  });
}

/** Fictional FBGA codes of the demo catalogue. */
const fbgaCodes: Record<string, string> = {
  D9WFR: 'NW5A16G16 — DDR5 SDRAM, 16 Gb, x16, FBGA-102',
  D9ZFW: 'NW4B8G08 — DDR4 SDRAM, 8 Gb, x8, FBGA-78',
  Z2LPX: 'NWL5X12G32 — LPDDR5X, 12 GB, x32, FBGA-441',
};

function fbgaPage(ctx: Ctx): string {
  const raw = (ctx.url.searchParams.get('fbga') ?? '').trim().toUpperCase();
  const valid = /^[A-Z0-9]{5}$/.test(raw);
  const part = valid ? fbgaCodes[raw] : undefined;
  return page({
    title: 'FBGA decoder',
    path: '/support/tools-and-utilities/fbga',
    user: currentUser(ctx),
    body: html`<h1>FBGA decoder</h1>
      <p>
        The five-character FBGA code printed on a package identifies the part. Demo codes: D9WFR,
        D9ZFW, Z2LPX.
      </p>
      <form
        action="/support/tools-and-utilities/fbga"
        method="get"
        role="search"
        aria-label="Decode an FBGA code"
      >
        <div class="form-item">
          <label for="fbga-page-code">FBGA code</label>
          <input type="text" id="fbga-page-code" name="fbga" value="${raw}" maxlength="5" />
        </div>
        <button type="submit" class="button button--primary">Decode</button>
      </form>
      <div role="status" aria-atomic="true" class="fbga-result">
        ${
          !raw
            ? ''
            : !valid
              ? html`<p>An FBGA code is five letters or digits; “${raw}” is not.</p>`
              : part
                ? html`<p>FBGA code <strong>${raw}</strong>: ${part}</p>`
                : html`<p>No part in the demo catalogue has FBGA code <strong>${raw}</strong>.</p>`
        }
      </div>
      <p class="demo-notice">${DEMO_LABEL}</p>`,
  });
}

/** Every menu destination, with its trail, so the menu's links land somewhere real. */
function menuPages(): Map<string, { title: string; trail: MenuLink[] }> {
  const pages = new Map<string, { title: string; trail: MenuLink[] }>();
  for (const category of siteMenu) {
    const top = { title: category.title, url: category.overview.url };
    if (!pages.has(category.overview.url))
      pages.set(category.overview.url, { title: category.overview.title, trail: [] });
    for (const item of category.items) {
      if (!pages.has(item.url)) pages.set(item.url, { title: item.title, trail: [top] });
      for (const child of item.children ?? [])
        if (!pages.has(child.url)) pages.set(child.url, { title: child.title, trail: [top, item] });
    }
  }
  return pages;
}

function contentPage(ctx: Ctx): void {
  const path = ctx.url.pathname.replace(/\/+$/, '') || '/';
  const found = menuPages().get(path);
  if (!found) {
    sendHtml(ctx.res, notFoundPage(ctx.url.pathname), 404);
    return;
  }
  sendHtml(
    ctx.res,
    page({
      title: found.title,
      path,
      user: currentUser(ctx),
      body: html`<nav class="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li><a href="/">Home</a></li>
            ${found.trail.map((link) => html`<li><a href="${link.url}">${link.title}</a></li>`)}
            <li aria-current="page">${found.title}</li>
          </ol>
        </nav>
        <h1>${found.title}</h1>
        <p>
          This is the demo page for “${found.title}”. The site header marks the menu link to this
          page as the current page.
        </p>
        <p class="demo-notice">${DEMO_LABEL}</p>`,
    }),
  );
}

const greetings: Record<string, [string, string]> = {
  de: ['Willkommen bei Northwind Memory', 'Diese Demo-Website gibt es nur auf Englisch.'],
  ja: ['Northwind Memory へようこそ', 'このデモサイトは英語のみです。'],
  ko: ['Northwind Memory에 오신 것을 환영합니다', '이 데모 사이트는 영어로만 제공됩니다.'],
  'zh-Hans': ['欢迎来到 Northwind Memory', '此演示网站仅提供英文版。'],
};

function languageHome(code: string, ctx: Ctx): string {
  const [title, note] = greetings[code]!;
  return page({
    title,
    path: `/${code.toLowerCase()}`,
    lang: code,
    user: currentUser(ctx),
    body: html`<h1>${title}</h1>
      <p>${note}</p>
      <p lang="en"><a href="/">English home page</a></p>`,
  });
}

export function corporateRoutes(): Route[] {
  const prefixes = ['/products', '/solutions', '/support', '/insights', '/about', '/contact'];
  return [
    ...loginRoutes,
    route('GET', '/careers', (ctx) => sendHtml(ctx.res, careersPage(ctx))),
    route('GET', '/careers/portal', careersPortal),
    route('GET', '/search-results', (ctx) => sendHtml(ctx.res, searchResultsPage(ctx))),
    route('GET', '/support/tools-and-utilities/fbga', (ctx) => sendHtml(ctx.res, fbgaPage(ctx))),
    ...languages
      .filter((l) => l.code !== 'en')
      .map((l) => route('GET', l.url, (ctx) => sendHtml(ctx.res, languageHome(l.code, ctx)))),
    // Parameterised, so the e2e sitemap does not visit all ~60 of them.
    ...[...prefixes, '/careers'].map((prefix) => route('GET', `${prefix}/*`, contentPage)),
  ];
}

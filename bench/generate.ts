/**
 * The bench page body: ONE deterministic body shared by every stack, marked up as the CMS emits
 * it (the markup contracts in widgets/<tag>/README.md). Each stack's page template (stacks.ts)
 * wraps it in its own <head> and scripts; the body itself is never changed per stack.
 *
 *   header with an 8 × 12 mega menu, 3 carousels of 8 slides, an FAQ of 100 items, a data table
 *   of 1,000 (or 10,000) rows × 6 columns, 50 tooltips, 10 modals and their triggers, a stock
 *   quote and an investor menu. Images are tiny inline SVGs; nothing external loads.
 */

export interface BodyOptions {
  /** Rows of the data table: 1,000 for the standard page, 10,000 for the stress page. */
  rows: number;
  /**
   * Whose markup conventions apply where the two cannot share one element structure (each case
   * is listed in bench/README.md): 'trellis' (also the no-JS floor) or 'legacy'.
   */
  flavour?: 'trellis' | 'legacy';
}

export type WidgetKey =
  'header' | 'carousel' | 'faq' | 'table' | 'tooltip' | 'modal' | 'quote' | 'irmenu';

/**
 * The widget groups on the page. `trellis` is the CSS selector of the Trellis hosts of the group
 * (from the widget's README markup contract); the bench waits for each of them to carry
 * `data-enhanced` or `data-trellis-error`. `tags` are the custom-element names that tell whether
 * the bundle contains the widget at all.
 */
export interface WidgetGroup {
  key: WidgetKey;
  label: string;
  tags: string[];
  trellis: string;
  expected: number;
}

export const SIZES = {
  menuCategories: 8,
  menuLinks: 12,
  carousels: 3,
  slides: 8,
  faqItems: 100,
  columns: 6,
  tooltips: 50,
  modals: 10,
} as const;

export const STANDARD_ROWS = 1_000;
export const STRESS_ROWS = 10_000;

export const GROUPS: WidgetGroup[] = [
  {
    key: 'header',
    label: 'site header',
    tags: ['site-header'],
    trellis: 'site-header',
    expected: 1,
  },
  {
    key: 'carousel',
    label: 'carousels',
    tags: ['data-carousel'],
    trellis: '[data-carousel]',
    expected: SIZES.carousels,
  },
  { key: 'faq', label: 'FAQ', tags: ['faq-list'], trellis: 'faq-list', expected: 1 },
  {
    key: 'table',
    label: 'data table',
    tags: ['data-table'],
    trellis: 'table.datatable:not([data-table-id] *), [data-table-id]',
    expected: 1,
  },
  {
    key: 'tooltip',
    label: 'tooltips',
    tags: ['tool-tip'],
    trellis: '[data-tooltip]',
    expected: SIZES.tooltips,
  },
  {
    key: 'modal',
    label: 'modals',
    tags: ['cta-modal'],
    trellis: '.cta-modal[id]',
    expected: SIZES.modals,
  },
  {
    key: 'quote',
    label: 'stock quote',
    tags: ['stock-quote'],
    trellis: '.block-market-data-block__stock-quote',
    expected: 1,
  },
  {
    key: 'irmenu',
    label: 'investor menu',
    tags: ['ir-menu'],
    trellis: '.block-investor-menu',
    expected: 1,
  },
];

/** Fixed ids the runner's interactions and checks use. */
export const TARGETS = {
  carousel: 'carousel-1',
  table: 'filings',
  faqItem: 2,
  modal: 'modal-1',
  /** The mega menu's section the phone's submenu interaction opens. */
  menuSection: 'menu-products',
} as const;

/* ------------------------------------------------------------------------------------------- */

/** Deterministic PRNG (mulberry32): the same page every time, on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const WORDS =
  'memory storage flash dram nand ssd module wafer yield capacity bandwidth latency data centre mobile automotive industrial graphics cloud edge client server roadmap quarter revenue margin guidance investor dividend filing outlook supply demand node process density endurance'.split(
    ' ',
  );

function words(rand: () => number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]!);
  const s = out.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A tiny inline SVG as a data URI: a coloured panel with a label; loads nothing. */
function svgImage(label: string, hue: number, w: number, h: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="hsl(${hue},45%,38%)"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(h / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/* ------------------------------------------------------------------------------------------- */

const CATEGORIES = [
  'Products',
  'Solutions',
  'Support',
  'Insights',
  'About',
  'Careers',
  'Investors',
  'Contact',
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The site header as the CMS emits it (site-header README): toggle links to in-page panels
 * (`:target` opens them without JavaScript), the mega menu as category links to sections, a GET
 * search form, the language list and the login form.
 */
function header(rand: () => number): string {
  const cats = CATEGORIES.slice(0, SIZES.menuCategories);
  const level1 = cats
    .map(
      (c) =>
        `<li class="menu-item menu-item--expanded"><a href="#menu-${slug(c)}" class="menu-link menu-link--category">${c}</a></li>`,
    )
    .join('');
  const sections = cats
    .map((c) => {
      const base = `/${slug(c)}`;
      const items = Array.from({ length: SIZES.menuLinks }, (_, j) => {
        const title = esc(words(rand, 2));
        return `<li class="menu-item"><a href="${base}/${j + 1}" class="menu-link" data-drupal-link-system-path="${slug(c)}/${j + 1}">${title}</a></li>`;
      }).join('');
      return `<div class="mega-menu__section" id="menu-${slug(c)}"><h2 class="mega-menu__title"><a href="${base}" class="menu-link menu-link--overview" data-drupal-link-system-path="${slug(c)}">All of ${c.toLowerCase()}</a></h2><ul class="menu menu--level-2">${items}</ul></div>`;
    })
    .join('\n');
  const panelHead = (id: string, title: string) =>
    `<div class="site-header__panel-head"><h2 id="${id}-title" class="site-header__panel-title">${title}</h2><a href="#top" class="site-header__close" data-header-close>Close</a></div>`;
  const languages = [
    ['en', 'English', '/'],
    ['de', 'Deutsch', '/de'],
    ['ja', '日本語', '/ja'],
    ['ko', '한국어', '/ko'],
    ['zh-Hans', '简体中文', '/zh-hans'],
  ]
    .map(
      ([code, name, url], i) =>
        `<li class="${code}${i ? '' : ' is-active'}"><a href="${url}" class="language-link${i ? '' : ' is-active'}" lang="${code}" hreflang="${code}"${i ? '' : ' aria-current="true"'}>${name}</a></li>`,
    )
    .join('');
  return `<site-header class="site-header">
<header class="site-header__inner" id="top">
<div class="site-header__bar">
<a class="site-header__logo" href="/" rel="home"><span class="site-header__logo-mark" aria-hidden="true"></span>Trellis Memory</a>
<div class="site-header__toggles">
<a href="#site-search" class="site-header__toggle site-header__toggle--search" data-header-toggle="search">Search</a>
<a href="#site-language" class="site-header__toggle site-header__toggle--language" data-header-toggle="language">Language<span class="site-header__toggle-note" aria-hidden="true">EN</span></a>
<a href="#site-login" class="site-header__toggle site-header__toggle--login site-header__toggle--desktop" data-header-toggle="login" data-login-trigger="desktop">Log in</a><a href="#site-login" class="site-header__toggle site-header__toggle--login site-header__toggle--mobile" data-header-toggle="login">Log in</a>
<a href="#site-menu" class="site-header__toggle site-header__toggle--menu" data-header-toggle="main">Menu</a>
</div>
</div>
<div id="site-menu" class="site-header__panel mega-menu" data-header-panel="main">
<nav class="mega-menu__nav" aria-label="Main">
<ul class="menu menu--level-1">${level1}</ul>
<div class="mega-menu__sections">
${sections}
</div>
</nav>
</div>
<section id="site-language" class="site-header__panel site-language" data-header-panel="language" aria-labelledby="site-language-title">
${panelHead('site-language', 'Language')}
<ul class="links language-switcher-language-url">${languages}</ul>
</section>
<section id="site-search" class="site-header__panel site-search" data-header-panel="search" aria-labelledby="site-search-title">
${panelHead('site-search', 'Search')}
<form class="site-search__form" action="/search-results" method="get" role="search" aria-label="Site search" data-search-form>
<label for="site-search-input" class="site-search__label">Search this site</label>
<div class="site-search__row"><input type="search" id="site-search-input" name="searchRequest" class="form-search" autocomplete="off" enterkeyhint="search"> <button type="submit" class="button button--primary site-search__submit">Search</button></div>
</form>
<form class="site-search__fbga" action="/support/tools-and-utilities/fbga" method="get" role="search" aria-label="FBGA code lookup" data-fbga-form>
<label for="site-fbga-input" class="site-search__label">FBGA code</label>
<p class="description" id="site-fbga-hint">Five letters or digits, for example D9WFR.</p>
<div class="site-search__row"><input type="text" id="site-fbga-input" name="fbga" maxlength="5" pattern="[A-Za-z0-9]{5}" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="site-fbga-hint"> <button type="submit" class="button button--primary">Decode</button></div>
</form>
</section>
<section id="site-login" class="site-header__panel site-login" data-header-panel="login" aria-labelledby="site-login-title">
${panelHead('site-login', 'Log in')}
<form class="login-form" action="/user/login" method="post" data-login-form>
<p class="login-form__note">Fields marked (required) must be filled in.</p>
<div class="form-item js-form-item form-type-email"><label for="login-email" class="form-required">Email <span class="form-required__text">(required)</span></label><input type="email" id="login-email" name="email" class="form-email required" autocomplete="username" required data-validate="required" data-required-message="Enter your email address."></div>
<div class="form-item js-form-item form-type-password"><label for="login-password" class="form-required">Password <span class="form-required__text">(required)</span></label><input type="password" id="login-password" name="password" class="form-text required" autocomplete="current-password" required data-validate="required" data-required-message="Enter your password."></div>
<div class="form-item js-form-item form-type-checkbox"><input type="checkbox" id="login-remember" name="rememberMe" value="true" class="form-checkbox"><label for="login-remember" class="option">Remember me</label></div>
<div class="login-form__error messages messages--error" role="alert" data-login-error hidden></div>
<div class="form-actions"><button type="submit" class="button button--primary login-form__submit">Log in</button></div>
<p class="login-form__help"><a href="/user/login">Trouble logging in?</a></p>
</form>
</section>
</header>
</site-header>`;
}

const QUOTE = {
  exchange: 'NASDAQ',
  symbol: 'TRLS',
  price: '84.27',
  change: '+1.35',
  percent: '+1.63%',
  volume: '12,482,310',
};

/** The investor menu block as the IR platform emits it, back-to-top right after it. */
function irMenu(): string {
  const links = [
    'Overview',
    'News',
    'Events',
    'Stock info',
    'Financials',
    'SEC filings',
    'Governance',
    'FAQ',
  ]
    .map(
      (l, i) =>
        `<li class="menu-item"><a href="/investors/${i ? l.toLowerCase().replace(/\s+/g, '-') : ''}">${l}</a></li>`,
    )
    .join('');
  return `<div id="block-investormenu" class="block block-menu block-investor-menu" data-header=".site-header">
<a class="responsive-menu-toggle" href="#block-investormenu">Menu</a>
<nav aria-label="Investors" class="investors-menu">
<ul class="menu horizontal-menu list">${links}</ul>
</nav>
</div>
<a href="#top" class="back-to-top">Back to top</a>`;
}

/** The quote itself; the stock-quote endpoint answers with the same figures (nothing shifts). */
export function stockQuoteInner(): string {
  const q = QUOTE;
  return `<div class="stock-quote" data-exchange="${q.symbol}">
<div class="left-stock"><span class="exchange">${q.exchange}: ${q.symbol}</span> <span class="price">$${q.price}</span> <time datetime="2024-05-17T16:00:00-04:00">May 17, 2024 4:00 PM ET</time></div>
<dl class="center-stock"><dt>Change</dt><dd>${q.change} (${q.percent})</dd><dt>Volume</dt><dd>${q.volume}</dd><dt>Today's Open</dt><dd>$83.10</dd><dt>Previous Close</dt><dd>$82.92</dd></dl>
<dl class="right-stock"><dt>Today's High</dt><dd>$84.90</dd><dt>Today's Low</dt><dd>$82.75</dd><dt>52 Week High</dt><dd>$96.40</dd><dt>52 Week Low</dt><dd>$61.05</dd></dl>
</div>`;
}

export const QUOTE_BLOCK_ID = 'block-stockquote';

function stockQuote(): string {
  return `<div class="block-market-data-block__stock-quote" id="${QUOTE_BLOCK_ID}" data-uuid="4f1c2a7e-0b1d-4c55-9b8e-3d2f6a9c1e01">
<div class="quote-wrap user-toggle-off long-quote">
<div class="quote-wrapper">
${stockQuoteInner()}
</div>
</div>
</div>`;
}

/**
 * Carousel presets by class (spec §9). The first carousel is the site's own (one slide, next and
 * previous, loop); the legacy page gives Owl the same options through data attributes.
 */
const CAROUSELS = [
  {
    cls: 'carousel',
    legacyAttrs: 'data-items="1" data-loop="true" data-nav="true" data-dots="false"',
  },
  { cls: 'carousel multi-slider', legacyAttrs: '' },
  { cls: 'carousel am-slider', legacyAttrs: '' },
];

function carousel(index: number, rand: () => number, flavour: 'trellis' | 'legacy'): string {
  const preset = CAROUSELS[index % CAROUSELS.length]!;
  const n = index + 1;
  const slides = Array.from({ length: SIZES.slides }, (_, i) => {
    const s = i + 1;
    const title = words(rand, 3);
    return `<div class="carousel__slide" data-slide="${s}"><img src="${svgImage(`${n}.${s}`, (n * 97 + s * 41) % 360, 480, 270)}" alt="Slide ${s} of carousel ${n}" width="480" height="270"><h3 class="carousel__title">${esc(title)}</h3><p><a href="/stories/${n}-${s}">Read the story</a></p></div>`;
  }).join('\n');
  // Owl takes the element's children as its slides and keys its CSS off .owl-carousel; the
  // Trellis contract wraps the slides in a viewport and a track (README of data-carousel).
  if (flavour === 'legacy')
    return `<div class="${preset.cls} owl-carousel owl-theme" id="carousel-${n}" data-carousel ${preset.legacyAttrs}>
${slides}
</div>`;
  return `<div class="${preset.cls}" id="carousel-${n}" data-carousel aria-label="Highlights ${n}">
<div class="carousel__viewport"><div class="carousel__slides">
${slides}
</div></div>
</div>`;
}

/** The FAQ as <details> items (faq-list README): the first open; works without JavaScript. */
function faq(rand: () => number): string {
  const items = Array.from({ length: SIZES.faqItems }, (_, i) => {
    const n = i + 1;
    return `<details class="faq-list__item" id="faq-item-${n}"${n === 1 ? ' open' : ''}><summary class="faq-list__summary"><h3 class="faq-list__title" id="faq-q-${n}">${esc(words(rand, 5))}?</h3></summary><div class="faq-list__answer" id="faq-a-${n}"><p>${esc(words(rand, 24))}.</p></div></details>`;
  }).join('\n');
  return `<faq-list class="faq-list" id="faq" data-label="Frequently asked questions">
${items}
</faq-list>`;
}

const FORMS = ['10-K', '10-Q', '8-K', 'DEF 14A', 'S-8', '4', 'SC 13G', '11-K'];

function table(rows: number, rand: () => number): string {
  const head = ['Date', 'Company', 'Form', 'Description', 'Pages', 'Size (KB)']
    .slice(0, SIZES.columns)
    .map((h) => `<th scope="col">${h}</th>`)
    .join('');
  const body: string[] = [];
  const start = Date.UTC(2000, 0, 3);
  for (let r = 0; r < rows; r++) {
    const date = new Date(start + Math.floor(rand() * 24 * 365) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const company = words(rand, 2);
    const form = FORMS[Math.floor(rand() * FORMS.length)]!;
    const desc = words(rand, 4);
    const pages = 1 + Math.floor(rand() * 400);
    const size = (10 + rand() * 9990).toFixed(1);
    body.push(
      `<tr><td>${date}</td><td>${esc(company)}</td><td>${form}</td><td>${esc(desc)}</td><td>${pages}</td><td>${size}</td></tr>`,
    );
  }
  return `<table class="datatable" id="${TARGETS.table}" data-table-id="${TARGETS.table}">
<caption>SEC filings (demo data)</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>`;
}

/** Terms with tooltips (tool-tip README): a focusable trigger and its text; CSS-only without JS. */
function tooltips(rand: () => number): string {
  const paras: string[] = [];
  for (let p = 0; p < SIZES.tooltips / 5; p++) {
    const spans = Array.from({ length: 5 }, (_, i) => {
      const n = p * 5 + i + 1;
      return `${esc(words(rand, 6))} <span class="tooltip" id="tooltip-${n}" data-tooltip><button type="button" class="tooltip__trigger" aria-describedby="tooltip-text-${n}">term ${n}</button><span class="tooltip__content" role="tooltip" id="tooltip-text-${n}">${esc(words(rand, 8))}.</span></span>`;
    }).join(' ');
    paras.push(`<p>${spans}.</p>`);
  }
  return paras.join('\n');
}

/**
 * Call-to-action buttons and their modals (cta-modal README): a button names its modal by
 * data-id; without JavaScript it is a link to the modal's id, which the theme shows on :target.
 */
function modals(rand: () => number): string {
  const triggers: string[] = [];
  const dialogs: string[] = [];
  for (let i = 0; i < SIZES.modals; i++) {
    const id = `modal-${i + 1}`;
    triggers.push(
      `<a href="#${id}" class="button cta-button" data-id="${id}">Learn more ${i + 1}</a>`,
    );
    dialogs.push(
      `<div class="cta-modal" id="${id}"><h2 class="cta-modal__title">${esc(words(rand, 3))}</h2><p>${esc(words(rand, 30))}.</p><p><a href="/contact">Contact us</a></p><a href="#" class="cta-modal__close">Close</a></div>`,
    );
  }
  return `<p class="cta-row">${triggers.join(' ')}</p>\n${dialogs.join('\n')}`;
}

/** The shared page body. Same input → byte-identical output. */
export function generateBody(options: BodyOptions): string {
  const rand = prng(20240517);
  const flavour = options.flavour ?? 'trellis';
  const parts = [
    '<a class="skip-link visually-hidden focusable" href="#main-content">Skip to main content</a>',
    header(rand),
    '<main id="main-content" class="layout-content">',
    '<div class="ir-section">',
    irMenu(),
    '<div class="ir-banner"><h1>Investor relations</h1><p>Demo data: the company and all figures are fictional.</p></div>',
    '<div class="ir-content">',
    stockQuote(),
    '<section class="bench-section"><h2>Highlights</h2>',
    Array.from({ length: SIZES.carousels }, (_, i) => carousel(i, rand, flavour)).join('\n'),
    '</section>',
    '<section class="bench-section"><h2>Good to know</h2>',
    tooltips(rand),
    modals(rand),
    '</section>',
    '<section class="bench-section"><h2>Frequently asked questions</h2>',
    faq(rand),
    '</section>',
    '<section class="bench-section long-section"><h2>SEC filings</h2>',
    table(options.rows, rand),
    '</section>',
    '</div>',
    '</div>',
    '</main>',
  ];
  return parts.join('\n');
}

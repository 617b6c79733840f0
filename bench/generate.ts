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
    trellis: '[data-modal-trigger]',
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
  'About',
  'Investors',
  'Careers',
  'Sustainability',
  'Newsroom',
];

function header(rand: () => number): string {
  const cats = CATEGORIES.slice(0, SIZES.menuCategories);
  const categoryItems = cats
    .map((c, i) => {
      const id = `menu-section-${i + 1}`;
      return `<li class="main-menu__item main-menu__item--category"><a class="main-menu__category" href="/${c.toLowerCase()}" data-category="${id}">${c}</a></li>`;
    })
    .join('');
  const sections = cats
    .map((c, i) => {
      const id = `menu-section-${i + 1}`;
      const links = Array.from({ length: SIZES.menuLinks }, (_, j) => {
        const title = words(rand, 2);
        return `<li class="sub-menu__item"><a href="/${c.toLowerCase()}/${j + 1}">${esc(title)}</a></li>`;
      }).join('');
      return `<div class="sub-menu" id="${id}" data-category-section="${id}"><p class="sub-menu__title"><a href="/${c.toLowerCase()}">${c}</a></p><ul class="sub-menu__list">${links}</ul></div>`;
    })
    .join('');
  return `<site-header class="site-header" role="banner">
<div class="site-header__bar">
<a class="site-header__logo" href="/" rel="home">Trellis Memory</a>
<nav class="main-menu" id="main-menu" aria-label="Main">
<ul class="main-menu__list">${categoryItems}</ul>
<div class="main-menu__sections">${sections}</div>
</nav>
<div class="site-header__search" id="header-search">
<form class="search-form" action="/search-results" method="get" role="search">
<label for="header-search-term">Search</label>
<input type="search" id="header-search-term" name="searchRequest" autocomplete="off">
<button type="submit" class="search-form__submit">Search</button>
</form>
</div>
</div>
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

function faq(rand: () => number): string {
  const items = Array.from({ length: SIZES.faqItems }, (_, i) => {
    const n = i + 1;
    return `<div class="faq-item" id="faq-item-${n}"><h3 class="faq-item__title" id="faq-q-${n}">${esc(words(rand, 5))}?</h3><div class="faq-item__answer" id="faq-a-${n}"><p>${esc(words(rand, 24))}.</p></div></div>`;
  }).join('\n');
  return `<faq-list class="faq-list" id="faq">
<p class="faq-list__toggle-all"><a href="#faq" class="faq-show-all">Show all</a></p>
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

function tooltips(rand: () => number): string {
  const paras: string[] = [];
  for (let p = 0; p < SIZES.tooltips / 5; p++) {
    const spans = Array.from({ length: 5 }, (_, i) => {
      const n = p * 5 + i + 1;
      return `${esc(words(rand, 6))} <span class="tooltip" id="tooltip-${n}" data-tooltip="${esc(words(rand, 8))}." tabindex="0">term ${n}</span>`;
    }).join(' ');
    paras.push(`<p>${spans}.</p>`);
  }
  return paras.join('\n');
}

function modals(rand: () => number): string {
  const triggers: string[] = [];
  const dialogs: string[] = [];
  for (let i = 0; i < SIZES.modals; i++) {
    const id = `modal-${i + 1}`;
    triggers.push(
      `<button type="button" class="button cta-button" data-modal-trigger data-id="${id}">Learn more ${i + 1}</button>`,
    );
    dialogs.push(
      `<div class="modal" id="${id}" title="${esc(words(rand, 3))}" hidden><h2 class="modal__title">${esc(words(rand, 3))}</h2><p>${esc(words(rand, 30))}.</p><p><a href="/contact">Contact us</a></p></div>`,
    );
  }
  return `<div class="cta-row">${triggers.join(' ')}</div>\n${dialogs.join('\n')}`;
}

/** The shared page body. Same input → byte-identical output. */
export function generateBody(options: BodyOptions): string {
  const rand = prng(20240517);
  const flavour = options.flavour ?? 'trellis';
  const parts = [
    '<a class="skip-link visually-hidden focusable" href="#main-content">Skip to main content</a>',
    header(rand),
    irMenu(),
    '<main id="main-content" class="layout-content">',
    '<h1>Investor relations</h1>',
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
    '<section class="bench-section"><h2>SEC filings</h2>',
    table(options.rows, rand),
    '</section>',
    '</main>',
  ];
  return parts.join('\n');
}

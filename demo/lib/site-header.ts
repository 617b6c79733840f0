/**
 * The site header as the CMS emits it (issue 3). Without JavaScript it reads and works on its
 * own: the toggles are in-page links whose `:target` shows a panel (demo/public/site-header.css),
 * every menu item is a real link, search is a GET form, login a POST form to /user/login.
 * `<site-header>` upgrades it: the toggle links become disclosure buttons, the panels dialogs.
 */
import { html, raw, type Raw } from './http.ts';

export interface MenuLink {
  title: string;
  url: string;
  children?: MenuLink[];
}

export interface MenuCategory {
  /** The section id the category opens (`#menu-<id>`). */
  id: string;
  title: string;
  overview: MenuLink;
  items: MenuLink[];
}

const link = (title: string, url: string, children?: MenuLink[]): MenuLink => ({
  title,
  url,
  children,
});

/** The main menu: 8 categories, second-level items, some with third-level flyouts. */
export const siteMenu: MenuCategory[] = [
  {
    id: 'products',
    title: 'Products',
    overview: link('All products', '/products'),
    items: [
      link('DRAM', '/products/dram', [
        link('DDR5', '/products/dram/ddr5'),
        link('LPDDR5X', '/products/dram/lpddr5x'),
        link('GDDR7', '/products/dram/gddr7'),
        link('HBM3E', '/products/dram/hbm3e'),
      ]),
      link('NAND flash', '/products/nand', [
        link('TLC NAND', '/products/nand/tlc'),
        link('QLC NAND', '/products/nand/qlc'),
        link('Managed NAND (UFS)', '/products/nand/ufs'),
      ]),
      link('SSDs', '/products/ssd', [
        link('Data centre SSDs', '/products/ssd/data-centre'),
        link('Client SSDs', '/products/ssd/client'),
      ]),
      link('Memory modules', '/products/modules'),
    ],
  },
  {
    id: 'solutions',
    title: 'Solutions',
    overview: link('All solutions', '/solutions'),
    items: [
      link('Data centre', '/solutions/data-centre', [
        link('AI training', '/solutions/data-centre/ai'),
        link('Cloud storage', '/solutions/data-centre/cloud'),
      ]),
      link('Mobile', '/solutions/mobile'),
      link('Automotive', '/solutions/automotive', [
        link('Driver assistance', '/solutions/automotive/adas'),
        link('In-vehicle infotainment', '/solutions/automotive/infotainment'),
      ]),
      link('Industrial', '/solutions/industrial'),
    ],
  },
  {
    id: 'support',
    title: 'Support',
    overview: link('Support centre', '/support'),
    items: [
      link('Tools and utilities', '/support/tools-and-utilities', [
        link('FBGA decoder', '/support/tools-and-utilities/fbga'),
        link('Part catalogue', '/support/tools-and-utilities/parts'),
      ]),
      link('Documentation', '/support/documentation'),
      link('Quality and reliability', '/support/quality'),
      link('Contact support', '/support/contact'),
    ],
  },
  {
    id: 'insights',
    title: 'Insights',
    overview: link('All insights', '/insights'),
    items: [
      link('Blog', '/insights/blog'),
      link('Technical articles', '/insights/articles', [
        link('Memory basics', '/insights/articles/memory-basics'),
        link('Storage basics', '/insights/articles/storage-basics'),
      ]),
      link('Webinars', '/insights/webinars'),
    ],
  },
  {
    id: 'about',
    title: 'About',
    overview: link('About Northwind', '/about'),
    items: [
      link('Company', '/about/company', [
        link('Leadership', '/about/company/leadership'),
        link('History', '/about/company/history'),
      ]),
      link('Sustainability', '/about/sustainability'),
      link('Newsroom', '/about/newsroom'),
    ],
  },
  {
    id: 'careers',
    title: 'Careers',
    overview: link('Careers overview', '/careers'),
    items: [
      link('Students and graduates', '/careers/students'),
      link('Benefits', '/careers/benefits'),
      link('Life at Northwind', '/careers/life'),
    ],
  },
  {
    id: 'investors',
    title: 'Investors',
    overview: link('Investor relations', '/investors'),
    items: [
      link('News and events', '/investors/news', [
        link('Press releases', '/investors/news'),
        link('Events and presentations', '/investors/events'),
      ]),
      link('Financial information', '/investors/financials', [
        link('SEC filings', '/investors/sec-filings'),
        link('Stock information', '/investors/stock-information'),
      ]),
      link('Governance', '/investors/governance'),
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    overview: link('Contact us', '/contact'),
    items: [
      link('Sales', '/contact/sales'),
      link('Locations', '/contact/locations'),
      link('Media enquiries', '/contact/media'),
    ],
  },
];

export const languages = [
  { code: 'en', name: 'English', url: '/' },
  { code: 'de', name: 'Deutsch', url: '/de' },
  { code: 'ja', name: '日本語', url: '/ja' },
  { code: 'ko', name: '한국어', url: '/ko' },
  { code: 'zh-Hans', name: '简体中文', url: '/zh-hans' },
];

export interface SiteHeaderOptions {
  /** The signed-in user: the login panel gives way to a log-out form. */
  user?: { name: string } | null;
  /** The page's language (marks the current language link). */
  lang?: string;
  /** Extra attributes' worth of options, e.g. `data-platform`. */
  platform?: string;
}

const systemPath = (url: string) => url.replace(/^\//, '') || '<front>';

function menuLink(item: MenuLink, cls = 'menu-link'): Raw {
  return html`<a
    href="${item.url}"
    class="${cls}"
    data-drupal-link-system-path="${systemPath(item.url)}"
    >${item.title}</a
  >`;
}

function secondLevel(category: MenuCategory, item: MenuLink, index: number): Raw {
  if (!item.children?.length) return html`<li class="menu-item">${menuLink(item)}</li>`;
  return html`<li class="menu-item menu-item--expanded">
    ${menuLink(item)}
    <ul class="menu menu--level-3" id="menu-${category.id}-${index}">
      ${item.children.map((child) => html`<li class="menu-item">${menuLink(child)}</li>`)}
    </ul>
  </li>`;
}

function mainMenu(): Raw {
  return html`<div id="site-menu" class="site-header__panel mega-menu" data-header-panel="main">
    <nav class="mega-menu__nav" aria-label="Main">
      <ul class="menu menu--level-1">
        ${siteMenu.map(
          (c) =>
            html`<li class="menu-item menu-item--expanded">
              <a href="#menu-${c.id}" class="menu-link menu-link--category">${c.title}</a>
            </li>`,
        )}
      </ul>
      <div class="mega-menu__sections">
        ${siteMenu.map(
          (c) =>
            html`<div class="mega-menu__section" id="menu-${c.id}">
              <h2 class="mega-menu__title">
                ${menuLink(c.overview, 'menu-link menu-link--overview')}
              </h2>
              <ul class="menu menu--level-2">
                ${c.items.map((item, i) => secondLevel(c, item, i))}
              </ul>
            </div>`,
        )}
      </div>
    </nav>
  </div>`;
}

function panelHead(id: string, title: string): Raw {
  return html`<div class="site-header__panel-head">
    <h2 id="${id}-title" class="site-header__panel-title">${title}</h2>
    <a href="#top" class="site-header__close" data-header-close>Close</a>
  </div>`;
}

function languagePanel(lang: string): Raw {
  return html`<section
    id="site-language"
    class="site-header__panel site-language"
    data-header-panel="language"
    aria-labelledby="site-language-title"
  >
    ${panelHead('site-language', 'Language')}
    <ul class="links language-switcher-language-url">
      ${languages.map((l) => {
        const current = l.code.toLowerCase() === lang.toLowerCase();
        return html`<li class="${l.code}${current ? ' is-active' : ''}">
          <a
            href="${l.url}"
            class="language-link${current ? ' is-active' : ''}"
            lang="${l.code}"
            hreflang="${l.code}"
            ${current ? raw('aria-current="true"') : ''}
            >${l.name}</a
          >
        </li>`;
      })}
    </ul>
  </section>`;
}

function searchPanel(): Raw {
  return html`<section
    id="site-search"
    class="site-header__panel site-search"
    data-header-panel="search"
    aria-labelledby="site-search-title"
  >
    ${panelHead('site-search', 'Search')}
    <form
      class="site-search__form"
      action="/search-results"
      method="get"
      role="search"
      aria-label="Site search"
      data-search-form
    >
      <label for="site-search-input" class="site-search__label">Search this site</label>
      <div class="site-search__row">
        <input
          type="search"
          id="site-search-input"
          name="searchRequest"
          class="form-search"
          autocomplete="off"
          enterkeyhint="search"
        />
        <button type="submit" class="button button--primary site-search__submit">Search</button>
      </div>
    </form>
    <form
      class="site-search__fbga"
      action="/support/tools-and-utilities/fbga"
      method="get"
      role="search"
      aria-label="FBGA code lookup"
      data-fbga-form
    >
      <label for="site-fbga-input" class="site-search__label">FBGA code</label>
      <p class="description" id="site-fbga-hint">Five letters or digits, for example D9WFR.</p>
      <div class="site-search__row">
        <input
          type="text"
          id="site-fbga-input"
          name="fbga"
          maxlength="5"
          pattern="[A-Za-z0-9]{5}"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck="false"
          aria-describedby="site-fbga-hint"
        />
        <button type="submit" class="button button--primary">Decode</button>
      </div>
    </form>
  </section>`;
}

function loginPanel(): Raw {
  return html`<section
    id="site-login"
    class="site-header__panel site-login"
    data-header-panel="login"
    aria-labelledby="site-login-title"
  >
    ${panelHead('site-login', 'Log in')}
    <form class="login-form" action="/user/login" method="post" data-login-form>
      <p class="login-form__note">Fields marked (required) must be filled in.</p>
      <div class="form-item js-form-item form-type-email">
        <label for="login-email" class="form-required"
          >Email <span class="form-required__text">(required)</span></label
        >
        <input
          type="email"
          id="login-email"
          name="email"
          class="form-email required"
          autocomplete="username"
          required
          data-validate="required"
          data-required-message="Enter your email address."
        />
      </div>
      <div class="form-item js-form-item form-type-password">
        <label for="login-password" class="form-required"
          >Password <span class="form-required__text">(required)</span></label
        >
        <input
          type="password"
          id="login-password"
          name="password"
          class="form-text required"
          autocomplete="current-password"
          required
          data-validate="required"
          data-required-message="Enter your password."
        />
      </div>
      <div class="form-item js-form-item form-type-checkbox">
        <input
          type="checkbox"
          id="login-remember"
          name="rememberMe"
          value="true"
          class="form-checkbox"
        />
        <label for="login-remember" class="option">Remember me</label>
      </div>
      <div
        class="login-form__error messages messages--error"
        role="alert"
        data-login-error
        hidden
      ></div>
      <div class="form-actions">
        <button type="submit" class="button button--primary login-form__submit">Log in</button>
      </div>
      <p class="login-form__help"><a href="/user/login">Trouble logging in?</a></p>
    </form>
  </section>`;
}

/** The whole `<site-header>` block. */
export function siteHeader(options: SiteHeaderOptions = {}): Raw {
  const user = options.user ?? null;
  const lang = options.lang ?? 'en';
  const current = languages.find((l) => l.code.toLowerCase() === lang.toLowerCase());
  return html`<site-header
    class="site-header"
    ${options.platform ? html`data-platform="${options.platform}"` : ''}
  >
    <header class="site-header__inner" id="top">
      <div class="site-header__bar">
        <a class="site-header__logo" href="/" rel="home"
          ><span class="site-header__logo-mark" aria-hidden="true"></span>Northwind Memory</a
        >
        <div class="site-header__toggles">
          <a
            href="#site-search"
            class="site-header__toggle site-header__toggle--search"
            data-header-toggle="search"
            >Search</a
          >
          <a
            href="#site-language"
            class="site-header__toggle site-header__toggle--language"
            data-header-toggle="language"
            >Language<span class="site-header__toggle-note" aria-hidden="true"
              >${(current?.code ?? lang).slice(0, 2).toUpperCase()}</span
            ></a
          >
          ${
            user
              ? html`<form class="site-header__logout" action="/user/logout" method="post">
                  <span class="site-header__user">${user.name}</span>
                  <button type="submit" class="site-header__toggle">Log out</button>
                </form>`
              : html`<a
                    href="#site-login"
                    class="site-header__toggle site-header__toggle--login site-header__toggle--desktop"
                    data-header-toggle="login"
                    data-login-trigger="desktop"
                    >Log in</a
                  ><a
                    href="#site-login"
                    class="site-header__toggle site-header__toggle--login site-header__toggle--mobile"
                    data-header-toggle="login"
                    >Log in</a
                  >`
          }
          <a
            href="#site-menu"
            class="site-header__toggle site-header__toggle--menu"
            data-header-toggle="main"
            >Menu</a
          >
        </div>
      </div>
      ${mainMenu()} ${languagePanel(lang)} ${searchPanel()} ${user ? '' : loginPanel()}
    </header>
  </site-header>`;
}

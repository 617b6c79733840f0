/**
 * The investor section's page frame as the IR platform emits it: the investor menu block (with
 * its no-JS toggle link and back-to-top link) absolutely placed over the banner, then the page.
 */
import { html, raw, type Raw } from '../../lib/http.ts';
import { page, type PageOptions } from '../../lib/layout.ts';

interface MenuLink {
  title: string;
  href: string;
  children?: MenuLink[];
}

export const INVESTOR_MENU: MenuLink[] = [
  { title: 'Overview', href: '/investors' },
  {
    title: 'News & Events',
    href: '/investors/news',
    children: [
      { title: 'Press Releases', href: '/investors/news' },
      { title: 'Events & Presentations', href: '/investors/events' },
      { title: 'Webcasts', href: '/investors/webcasts' },
    ],
  },
  {
    title: 'Financials',
    href: '/investors/sec-filings',
    children: [
      { title: 'SEC Filings', href: '/investors/sec-filings' },
      { title: 'Stock Information', href: '/investors/stock-information' },
    ],
  },
  {
    title: 'Resources',
    href: '/investors/faq',
    children: [
      { title: 'FAQ', href: '/investors/faq' },
      { title: 'Email Alerts', href: '/investors/email-alerts' },
      { title: 'Contact Investor Relations', href: '/investors/contact' },
      { title: 'Document Request', href: '/investors/document-request' },
    ],
  },
];

function menuItem(link: MenuLink, current: string): Raw {
  const isCurrent = link.href === current;
  const inTrail = isCurrent || !!link.children?.some((c) => c.href === current);
  const classes = [
    'menu-item',
    link.children ? 'menu-item--expanded' : '',
    inTrail ? 'menu-item--active-trail' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return html`<li class="${classes}">
    <a href="${link.href}" ${isCurrent ? raw('aria-current="page" class="is-active"') : ''}
      >${link.title}</a
    >${
      link.children
        ? html`<ul class="menu sub-menu">
            ${link.children.map((child) => menuItem(child, current))}
          </ul>`
        : ''
    }
  </li>`;
}

/** The investor menu block; `wrapped` puts it inside `<ir-menu>` (the other markup form). */
export function investorMenu(current: string, options: { wrapped?: boolean } = {}): Raw {
  const block = html`<div
    id="block-investormenu"
    class="block block-menu block-investor-menu"
    data-header=".site-header"
    data-banner=".ir-banner"
  >
    <a class="responsive-menu-toggle" href="#block-investormenu">Menu</a>
    <nav aria-label="Investors" class="investors-menu">
      <ul class="menu horizontal-menu list">
        ${INVESTOR_MENU.map((link) => menuItem(link, current))}
      </ul>
    </nav>
  </div>`;
  const back = html`<a href="#top" class="back-to-top">Back to top</a>`;
  return options.wrapped
    ? html`<ir-menu data-header=".site-header" data-banner=".ir-banner">${block}${back}</ir-menu>`
    : html`${block}${back}`;
}

export interface InvestorPageOptions extends Omit<PageOptions, 'body'> {
  path: string;
  /** The banner's heading (the page's h1). */
  heading: string;
  intro?: string;
  body: Raw;
  wrapped?: boolean;
}

export function investorPage(options: InvestorPageOptions): string {
  const { heading, intro, body, wrapped, ...rest } = options;
  return page({
    ...rest,
    bodyClass: options.bodyClass ?? 'path-investors page-node-type-ir-page',
    head: html`<link rel="stylesheet" href="/demo-assets/investors.css" />${options.head ?? ''}`,
    body: html`<div class="ir-section">
      ${investorMenu(options.path, { wrapped })}
      <div class="ir-banner">
        <h1>${heading}</h1>
        ${intro ? html`<p>${intro}</p>` : ''}
      </div>
      <div class="ir-content">${body}</div>
    </div>`,
  });
}

/** /widgets/ir-menu: the sticky investor menu, back-to-top and the right-side slide-in menu. */
import { html } from '../lib/http.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';
import { investorPage } from '../pages/investors/layout.ts';

const sections = ['Results', 'Governance', 'Dividends', 'Analysts', 'Contacts', 'Archive'];

export const demo: WidgetDemo = {
  slug: 'ir-menu',
  title: 'Investor menu',
  summary: 'sticky investor menu (70 px), back-to-top, right-side slide-in menu, sub-menu triggers',
  render: (ctx) =>
    investorPage({
      title: 'Investor menu',
      path: '/widgets/ir-menu',
      heading: 'Investor menu',
      intro: 'Scroll past the header: the menu becomes fixed 70 px from the top.',
      wrapped: ctx.url.searchParams.has('wrapped'),
      header: html`<header class="site-header" role="banner" style="height: 120px">
        <p class="site-header__name"><a href="/">Northwind Memory</a></p>
      </header>`,
      body: html`<p>
          This page shows the investor menu on its own. Below the large breakpoint (1024 px) the
          menu becomes a button that opens the same menu in a panel sliding in from the right.
        </p>
        <nav aria-label="On this page" class="ir-toc">
          <ul>
            ${sections.map((s) => html`<li><a href="#${s.toLowerCase()}">${s}</a></li>`)}
          </ul>
        </nav>
        ${sections.map(
          (s) =>
            html`<section id="${s.toLowerCase()}" aria-labelledby="${s.toLowerCase()}-h">
              <h2 id="${s.toLowerCase()}-h">${s}</h2>
              <p>
                Demo text about ${s.toLowerCase()} for a fictional company. The numbers on this site
                are made up.
              </p>
              <p><a href="#${s.toLowerCase()}-more">More about ${s.toLowerCase()}</a></p>
              <p id="${s.toLowerCase()}-more" style="min-height: 30vh">
                Further reading on ${s.toLowerCase()}: <a href="/investors">investor overview</a>.
              </p>
            </section>`,
        )}`,
    }),
};

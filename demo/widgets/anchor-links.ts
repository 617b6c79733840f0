/**
 * /widgets/anchor-links: a sticky site header and in-page links. Targets land below the header
 * and take focus; Tab never hides a focused element under it.
 */
import { html, raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const sections = [
  ['overview', 'Overview'],
  ['results', 'Quarterly results'],
  ['dividends', 'Dividends'],
  ['contacts', 'Investor contacts'],
];

const filler = html`<p>
    Demo text. Northwind Memory designs DRAM and NAND memory for data centres, phones and cars. This
    paragraph makes each section tall enough to scroll.
  </p>
  <p style="min-height: 40rem">More demo text.</p>`;

export const demo: WidgetDemo = {
  slug: 'anchor-links',
  title: 'Anchor links',
  summary: 'in-page links scroll quickly below the sticky header and focus their target',
  render: () =>
    page({
      title: 'Anchor links',
      path: '/widgets/anchor-links',
      head: raw(`<style>
        .site-header--demo { position: sticky; top: 0; z-index: 10; height: 5rem; display: flex;
          align-items: center; padding: 0 1rem; background: #0b2545; color: #fff; }
        .site-header--demo a { color: #fff; }
      </style>`),
      header: html`<header class="site-header site-header--demo" role="banner">
        <a href="/">Northwind Memory</a>
      </header>`,
      body: html`<h1>Anchor links</h1>
        <nav aria-label="On this page">
          <ul>
            ${sections.map(([id, title]) => html`<li><a href="#${id}">${title}</a></li>`)}
            <li><a href="/widgets/anchor-links#dividends">Dividends (full URL)</a></li>
            <li><a href="#no-such-section">A link to nothing</a></li>
          </ul>
        </nav>
        ${sections.map(
          ([id, title]) =>
            html`<section>
              <h2 id="${id}">${title}</h2>
              ${filler}
              <p><a href="#main-content">Back to the top</a></p>
            </section>`,
        )}`,
    }),
};

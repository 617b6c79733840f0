/**
 * The corporate home page `/`: the full site header (from `page()`), then a list of sections.
 * To add a section: write a renderer `(ctx) => Raw` and add one line to `homeSections`.
 */
import { html, type Ctx, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { currentUser } from '../lib/session.ts';
import { careersFilterBlock, careersSettings } from './corporate.ts';
import { homeContentA } from './home-content-a.ts';
import { homeContentB } from './home-content-b.ts';
import { editorToolbar } from '../widgets/admin-toolbar.ts';

export type HomeSection = (ctx?: Ctx) => Raw;

function hero(): Raw {
  return html`<section class="hero" aria-labelledby="home-title">
    <h1 id="home-title">Northwind Memory</h1>
    <p>
      Northwind Memory designs and manufactures DRAM and NAND memory for data centres, phones and
      cars.
    </p>
    <p><a href="/products">Explore our products</a> · <a href="/widgets/">Widget pages</a></p>
  </section>`;
}

function careers(): Raw {
  return html`<section class="home-section" aria-labelledby="home-careers">
    <h2 id="home-careers">Careers</h2>
    <p>Build the memory behind what comes next. <a href="/careers">Careers overview</a></p>
    ${careersFilterBlock()}
  </section>`;
}

/** Top to bottom. Later issues add their sections here (one import line + one entry line). */
export const homeSections: HomeSection[] = [
  hero,
  // ↑ hero · ↓ further sections (carousels, call-to-action modals, news …) go here
  homeContentA,
  homeContentB,
  careers,
];

export function homePage(ctx?: Ctx): string {
  return page({
    title: 'Home',
    path: '/',
    user: ctx ? currentUser(ctx) : null,
    toolbar: ctx && editorToolbar(ctx),
    settings: { trellis: careersSettings },
    bodyClass: 'path-frontpage page-node-type-landing-page',
    body: html`${homeSections.map((section) => section(ctx))}`,
  });
}

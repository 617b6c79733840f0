import { html } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { homeContentB } from './home-content-b.ts';

export function homePage(): string {
  return page({
    title: 'Home',
    path: '/',
    bodyClass: 'path-frontpage page-node-type-landing-page',
    body: html`<h1>Northwind Memory</h1>
      <p>
        Northwind Memory designs and manufactures DRAM and NAND memory for data centres, phones and
        cars.
      </p>
      <p><a href="/widgets/">Widget pages</a></p>
      ${homeContentB()}`,
  });
}

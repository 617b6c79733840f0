import { html } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { Ctx } from '../lib/http.ts';
import { editorToolbar } from '../../widgets/admin-toolbar/demo.ts';

export function homePage(ctx?: Ctx): string {
  return page({
    toolbar: ctx && editorToolbar(ctx),
    title: 'Home',
    path: '/',
    bodyClass: 'path-frontpage page-node-type-landing-page',
    body: html`<h1>Northwind Memory</h1>
      <p>
        Northwind Memory designs and manufactures DRAM and NAND memory for data centres, phones and
        cars.
      </p>
      <p><a href="/widgets/">Widget pages</a></p>`,
  });
}

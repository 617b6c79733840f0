import { html } from '../lib/http.ts';
import { page } from '../lib/layout.ts';

export function notFoundPage(path: string): string {
  return page({
    title: 'Page not found',
    path,
    bodyClass: 'path-system',
    body: html`<h1>Page not found</h1>
      <p>The requested page <code>${path}</code> could not be found.</p>
      <p><a href="/">Home</a> · <a href="/widgets/">Widget pages</a></p>`,
  });
}

/**
 * A widget's `theme.css` is CSS the site theme ships (not Trellis): it lays out the server markup
 * before and without JavaScript. The demo serves it per widget and links it from the page head.
 */
import { readFileSync } from 'node:fs';
import { raw, route, type Raw, type Route } from './http.ts';

const href = (widget: string) => `/demo-assets/theme/${widget}.css`;

export function themeCssRoute(widget: string): Route {
  return route('GET', href(widget), ({ res }) => {
    res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(readFileSync(new URL(`../../widgets/${widget}/theme.css`, import.meta.url)));
  });
}

export function themeCssLinks(...widgets: string[]): Raw {
  return raw(widgets.map((w) => `<link rel="stylesheet" href="${href(w)}" />`).join(''));
}

/**
 * /widgets/heading-rules and its page types: style-class blocks, the email-alerts page, and
 * landing, system and SEC filing pages that drop their own h1.
 */
import { html, route, sendHtml, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

function typed(path: string, title: string, bodyClass: string, body: Raw): string {
  return page({ title, path, bodyClass: `path-node ${bodyClass}`, body });
}

const pages: Record<string, () => string> = {
  'email-alerts': () =>
    typed(
      '/widgets/heading-rules/email-alerts',
      'Email alerts',
      'page-email-alerts',
      html`<h1 class="page-title">Email alerts</h1>
        <div class="block block-email-alerts">
          <h2 class="block-title">Email Alerts</h2>
          <form action="/widgets/heading-rules/email-alerts" method="get">
            <div class="form-item">
              <label for="alert-email">Email address</label>
              <input type="email" id="alert-email" name="email" autocomplete="email" />
            </div>
            <button type="submit" class="button">Sign up</button>
          </form>
        </div>
        <h2>Other alerts</h2>
        <p>Demo page: nothing is sent.</p>`,
    ),
  landing: () =>
    typed(
      '/widgets/heading-rules/landing',
      'Memory landing page',
      'page-node-type-landing-page',
      html`<h1 class="page-title">Memory landing page</h1>
        <div class="hero">
          <h1>Memory that moves the world</h1>
          <p>The hero carries the page title on landing pages.</p>
        </div>`,
    ),
  system: () =>
    typed(
      '/widgets/heading-rules/system',
      'Access denied',
      'page-node-type-system-page',
      html`<h1 class="page-title">Access denied</h1>
        <p>This system page has no other h1, so its title stays for screen readers.</p>`,
    ),
  'sec-filing': () =>
    typed(
      '/widgets/heading-rules/sec-filing',
      '10-Q',
      'page-node-type-nir-sec-filing',
      html`<h1 class="page-title">10-Q</h1>
        <div class="nir-sec-filing-header">
          <h1>Form 10-Q: quarterly report for Q3 2026</h1>
          <p>Filed Nov 04, 2026 (demo data).</p>
        </div>`,
    ),
};

export const demo: WidgetDemo = {
  slug: 'heading-rules',
  title: 'Heading rules',
  summary: 'per-page-type heading removal, the email-alerts heading, and style-class blocks',
  render: () =>
    page({
      title: 'Heading rules',
      path: '/widgets/heading-rules',
      body: html`<h1 class="page-title">Heading rules</h1>
        <p>Page types, each with its own rule:</p>
        <ul>
          ${Object.keys(pages).map(
            (slug) => html`<li><a href="/widgets/heading-rules/${slug}">${slug}</a></li>`,
          )}
        </ul>
        <div class="block remove-heading" id="styled-block">
          <h2 class="block-title">A block title the editor styled away</h2>
          <p>The block keeps its content.</p>
        </div>
        <h2 class="remove-heading" id="styled-heading">A heading styled away</h2>
        <div class="block">
          <h2 class="block-title">A block title that stays</h2>
        </div>`,
    }),
  routes: Object.entries(pages).map(([slug, render]) =>
    route('GET', `/widgets/heading-rules/${slug}`, ({ res }) => sendHtml(res, render())),
  ),
};

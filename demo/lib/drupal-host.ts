/**
 * "As Drupal serves it": a mode of the harness that prints every page the way a Drupal 11 site
 * with the Trellis module prints it (../shared/spec/drupal-host.md), so the bundle is tried under
 * the conditions of a real host:
 *
 * - the library's files under /libraries/trellis/ with the library version as a query string
 *   (`trellis.js?v=0.1.0`), the translatable-strings file first, as the library lists it;
 * - a stand-in for Drupal's drupal.js (`window.Drupal` with behaviors, as core/drupal puts it on
 *   every page; written for the harness, not Drupal's code);
 * - a strict Content-Security-Policy header: `default-src 'self'`, nothing inline;
 * - the settings JSON only when `core/drupalSettings` is attached (mode `drupal-no-settings`
 *   leaves it out, as a library without that dependency would);
 * - the demo page's own inline scripts, `<style>` elements and `style` attributes served as
 *   files, as a Drupal theme ships them in its libraries (the strict CSP would refuse them, and
 *   they are the harness's, not the bundle's).
 *
 * Chosen per visitor with the cookie `demo-host` (`/demo/host?mode=drupal`), so a test or a QA
 * session can switch while the rest of the harness stays as it is.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { html } from './http.ts';
import { page } from './layout.ts';

export type HostMode = 'demo' | 'drupal' | 'drupal-no-settings';
export const HOST_MODES: HostMode[] = ['demo', 'drupal', 'drupal-no-settings'];
export const HOST_COOKIE = 'demo-host';

// 'report-sample': a violation's report quotes what was refused (nothing more is allowed).
export const STRICT_CSP = "default-src 'self' 'report-sample'";

export function hostMode(cookies: Record<string, string>): HostMode {
  const mode = cookies[HOST_COOKIE] as HostMode;
  return HOST_MODES.includes(mode) ? mode : 'demo';
}

const DEMO_ENTRY = '<script type="module" src="/trellis/trellis.js"></script>';
const SETTINGS =
  /<script type="application\/json" data-drupal-selector="drupal-settings-json">[\s\S]*?<\/script>/;

/** Files made from pages' inline code: `/demo/inline/<hash>.js|css` → its text. */
const inlineFiles = new Map<string, string>();

function inlineFile(text: string, ext: 'js' | 'css'): string {
  const path = `/demo/inline/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${ext}`;
  inlineFiles.set(path, text);
  return path;
}

export const inlineFileText = (path: string): string | undefined => inlineFiles.get(path);

/** Inline scripts, `<style>` elements and `style` attributes of a page, moved into files. */
function externalizeInline(html: string): string {
  let out = html.replace(
    /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g,
    (tag, attrs: string, code: string) =>
      /\ssrc=|application\/(?:ld\+)?json/.test(attrs) || !code.trim()
        ? tag
        : `<script${attrs} src="${inlineFile(code, 'js')}"></script>`,
  );
  out = out.replace(
    /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g,
    (_tag, css: string) => `<link rel="stylesheet" href="${inlineFile(css, 'css')}" />`,
  );
  const rules: string[] = [];
  out = out.replace(/(<[a-z][^>]*?)\sstyle="([^"]*)"/g, (_match, start: string, style: string) => {
    const id = createHash('sha256').update(style).digest('hex').slice(0, 8);
    const declarations = style
      .split(';')
      .filter((d) => d.trim())
      .map((d) => `${d.trim()} !important`)
      .join(';');
    rules.push(`[data-inline-style="${id}"]{${declarations}}`);
    return `${start} data-inline-style="${id}"`;
  });
  if (!rules.length) return out;
  const sheet = `<link rel="stylesheet" href="${inlineFile(rules.join('\n'), 'css')}" />`;
  return out.replace('</head>', `${sheet}</head>`);
}

/** A page's HTML as a Drupal site prints it, with the Trellis library's files. */
export function asDrupalServes(html: string, mode: HostMode, version: string): string {
  if (mode === 'demo' || !/^\s*<!DOCTYPE html>/i.test(html)) return html;
  const page = externalizeInline(html);
  if (!page.includes(DEMO_ENTRY)) return page;
  const v = `?v=${encodeURIComponent(version)}`;
  const library =
    `<script src="/demo-assets/drupal-standin.js"></script>` +
    `<script src="/libraries/trellis/trellis.strings.js${v}"></script>` +
    `<script type="module" src="/libraries/trellis/trellis.js${v}"></script>`;
  const out = page.replace(DEMO_ENTRY, library);
  return mode === 'drupal-no-settings' ? out.replace(SETTINGS, '') : out;
}

/** Applies the mode to one response: the CSP header now, the page's HTML when it is written. */
export function serveAsDrupal(res: ServerResponse, mode: HostMode, version: string): void {
  if (mode === 'demo') return;
  res.setHeader('content-security-policy', STRICT_CSP);
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk: unknown, ...rest: unknown[]) =>
    end(
      typeof chunk === 'string' ? asDrupalServes(chunk, mode, version) : chunk,
      ...rest,
    )) as typeof res.end;
}

const MODE_TEXT: Record<HostMode, string> = {
  demo: 'The demo harness: the bundle at /trellis/trellis.js, no CSP.',
  drupal:
    "As Drupal serves it: /libraries/trellis/trellis.js?v=…, the strings file, a stand-in for drupal.js, a strict CSP (default-src 'self').",
  'drupal-no-settings': 'As above, without core/drupalSettings: no settings JSON on the page.',
};

/** /demo/host: which way the harness serves pages to this browser, and links to switch. */
export function hostPage(current: HostMode): string {
  return page({
    title: 'How pages are served',
    path: '/demo/host',
    body: html`<h1>How pages are served</h1>
      <p>For this browser only (a cookie); every page follows the mode until you switch back.</p>
      <ul>
        ${HOST_MODES.map(
          (mode) =>
            html`<li>
              ${
                mode === current
                  ? html`<strong aria-current="true">${mode} (current)</strong>`
                  : html`<a href="/demo/host?mode=${mode}">${mode}</a>`
              }:
              ${MODE_TEXT[mode]}
            </li>`,
        )}
      </ul>`,
  });
}

/**
 * The page shell as the CMS emits it: Drupal-style body classes, the settings JSON script,
 * a messages area, the theme's CSS and one module script tag for Trellis.
 */
import { html, raw, type Raw } from './http.ts';
import { siteHeader } from './site-header.ts';
import { activeFaults } from './faults.ts';

export interface PageOptions {
  title: string;
  body: Raw | string;
  /** Extra drupalSettings, deep-merged over the defaults. */
  settings?: Record<string, unknown>;
  bodyClass?: string;
  /** Extra tags for <head> (page-specific CSS). */
  head?: Raw;
  /** Path of the page, for path settings and the active menu link. */
  path?: string;
  lang?: string;
  /** Whether to load the Trellis bundle (the no-JS checks turn it off). */
  script?: boolean;
  /** A custom `<header>` region above `<main>`; replaces the site header. */
  header?: Raw;
  /**
   * The `<site-header>` (demo/lib/site-header.ts). Default: on for site pages, off for the
   * `/widgets/…` demo pages (they show one widget alone); `false` gives a bare page.
   */
  siteHeader?: boolean;
  /** The signed-in user (`currentUser(ctx)`): the site header then offers Log out. */
  user?: { name: string } | null;
  footer?: Raw;
  /** Extra scripts after the bundle (test widgets, host-page commands). */
  tail?: Raw;
  /**
   * Drupal's page_top region for logged-in editors: the admin toolbar markup, its settings and
   * body classes (`editorToolbar(ctx)` in demo/widgets/admin-toolbar.ts builds it).
   */
  toolbar?: { markup: Raw; settings?: Record<string, unknown>; bodyClass?: string };
}

export const DEMO_NOTICE = 'Demo data: the company and all figures on this site are fictional.';

function merge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const cur = out[k];
    out[k] =
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      cur &&
      typeof cur === 'object' &&
      !Array.isArray(cur)
        ? merge(cur as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}

export function defaultSettings(path = '/'): Record<string, unknown> {
  return {
    path: {
      baseUrl: '/',
      pathPrefix: '',
      currentPath: path.replace(/^\//, '') || 'node',
      currentPathIsAdmin: false,
      isFront: path === '/',
      currentLanguage: 'en',
    },
    ajaxPageState: {
      theme: 'trellis_demo',
      theme_token: '',
      libraries: 'core/drupal,trellis_demo/global',
    },
    ajaxTrustedUrl: {},
    trellis: { platform: 'demo' },
  };
}

/** JSON inside <script>: `<` escaped so content can never close the tag. */
export function jsonScript(data: unknown): Raw {
  return raw(JSON.stringify(data).replace(/</g, '\\u003c'));
}

/** While QA has a fault on, every page says so and offers the way back in one click. */
function faultBanner(path: string): Raw | string {
  const active = activeFaults();
  if (!active.length) return '';
  return html`<div class="demo-fault-banner" role="region" aria-label="Fault injection">
    <p>
      <strong>Fault injection is on:</strong>
      ${active.map(([family, fault]) => `${family} answers ${fault}`).join('; ')}.
      <a href="/demo/faults">Fault panel</a>
    </p>
    <form method="post" action="/demo/faults">
      <input type="hidden" name="reset" value="1" />
      <input type="hidden" name="back" value="${path}" />
      <button type="submit" class="button">Reset all faults</button>
    </form>
  </div>`;
}

export function page(options: PageOptions): string {
  const path = options.path ?? '/';
  const settings = merge(
    merge(defaultSettings(path), options.toolbar?.settings ?? {}),
    options.settings ?? {},
  );
  const script = options.script !== false;
  const withHeader = options.siteHeader ?? !path.startsWith('/widgets/');
  const header =
    options.header ??
    (withHeader ? siteHeader({ user: options.user, lang: options.lang }) : undefined);
  return `<!DOCTYPE html>\n${html`<html lang="${options.lang ?? 'en'}" dir="ltr">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${options.title} | Trellis demo</title>
      <link rel="icon" href="/demo-assets/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href="/demo-assets/theme.css" />
      ${
        withHeader && !options.header
          ? raw('<link rel="stylesheet" href="/demo-assets/site.css" />')
          : ''
      }
      ${options.head ?? ''}
      ${script ? raw('<script type="module" src="/trellis/trellis.js"></script>') : ''}
    </head>
    <body
      class="${options.bodyClass ?? 'path-node'}${
        options.toolbar?.bodyClass ? ` ${options.toolbar.bodyClass}` : ''
      }"
    >
      <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
      ${faultBanner(path)} ${options.toolbar?.markup ?? ''}
      <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
        ${header ?? ''}
        <main id="main-content" tabindex="-1" class="layout-content">
          <div data-drupal-messages-fallback class="hidden"></div>
          ${options.body}
        </main>
        <footer class="site-footer" role="contentinfo">
          <p class="demo-notice">${DEMO_NOTICE}</p>
          ${options.footer ?? ''}
        </footer>
      </div>
      <script type="application/json" data-drupal-selector="drupal-settings-json">
        ${jsonScript(settings)}
      </script>
      ${options.tail ?? ''}
    </body>
  </html>`}`;
}

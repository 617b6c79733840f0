/**
 * The bundle entry: one `<script type="module">` registers every widget and starts the runtime.
 * Loading it twice (or another version beside it) warns and leaves the first copy in charge.
 */
import * as runtime from './runtime';
import * as adapter from './ajax';
import type * as ReactApi from './react-api';
import { widgets } from './widgets';
import { scriptGlobal } from './runtime/globals';

declare const __TRELLIS_VERSION__: string;
declare const __TRELLIS_BUILD__: string;

export const version = __TRELLIS_VERSION__;
export const build = __TRELLIS_BUILD__;

/**
 * `window.Trellis`, name by name (README "Public API" documents each): what a host script may
 * use. Everything else in the runtime is internal and may change in any version.
 */
const api = {
  defineWidget: runtime.defineWidget,
  upgrade: runtime.upgrade,
  teardown: runtime.teardown,
  instancesOf: runtime.instancesOf,
  attr: runtime.attr,
  whenNear: runtime.whenNear,
  MarkupError: runtime.MarkupError,
  emit: runtime.emit,
  getSettings: runtime.getSettings,
  setting: runtime.setting,
  baseUrl: runtime.baseUrl,
  siteUrl: runtime.siteUrl,
  t: runtime.t,
  formatPlural: runtime.formatPlural,
  formatString: runtime.formatString,
  breakpoints: runtime.breakpoints,
  matches: runtime.matches,
  mediaQuery: runtime.mediaQuery,
  watchMedia: runtime.watchMedia,
  prefersReducedMotion: runtime.prefersReducedMotion,
  focusElement: runtime.focusElement,
  isRendered: runtime.isRendered,
  focus: runtime.focus,
  storage: runtime.storage,
  announce: runtime.announce,
  joinGroup: runtime.joinGroup,
  debounce: runtime.debounce,
  throttle: runtime.throttle,
  addStyles: runtime.addStyles,
  reserveScrollTop: runtime.reserveScrollTop,
};

/** `Trellis.ajax`: the adapter's API (src/ajax/README.md). */
const ajax = {
  ajax: adapter.ajax,
  runCommands: adapter.runCommands,
  registerCommand: adapter.registerCommand,
  getData: adapter.getData,
  loadUi: adapter.loadUi,
  isLocal: adapter.isLocal,
  isTrusted: adapter.isTrusted,
  AjaxError: adapter.AjaxError,
};

/**
 * What the test harness reads (leak counts), under a symbol rather than a name: not API. The
 * Playwright fixtures expose it to specs as `window.trellisInternals`.
 */
const INTERNALS = Symbol.for('trellis.internals');

/** What the bundle puts on `window.Trellis` for host scripts (the package's types describe it). */
export type TrellisGlobal = typeof api & {
  /** The bundle's own React API and the runtime's hooks, in a chunk fetched on the first call. */
  react: () => Promise<typeof ReactApi>;
  /** The AJAX command adapter. */
  ajax: typeof ajax;
  version: string;
  /** `'preact'` (dist/) or `'react'` (dist/react/). */
  build: string;
};

declare global {
  interface Window {
    /** Set by the first copy of the bundle to run; markup cannot pass for it (scriptGlobal). */
    Trellis?: TrellisGlobal;
  }
}

function boot(): void {
  const existing = scriptGlobal<NonNullable<Window['Trellis']>>('Trellis');
  if (existing) {
    console.warn(
      `[trellis] Trellis ${existing.version} (${existing.build}) is already on this page; ` +
        `this copy (${version}, ${build}) does nothing.`,
    );
    return;
  }
  // Host pages without a build step can write React-based widgets with these, loaded on demand.
  const react = () => import('./react-api');
  window.Trellis = Object.defineProperty({ ...api, react, ajax, version, build }, INTERNALS, {
    value: { stats: runtime.stats },
  });
  adapter.startAjax();
  for (const def of widgets) runtime.defineWidget(def);
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => runtime.start(), { once: true });
  } else {
    runtime.start();
  }
}

boot();

/**
 * The bundle entry: one `<script type="module">` registers every widget and starts the runtime.
 * Loading it twice (or another version beside it) warns and leaves the first copy in charge.
 */
import * as runtime from './runtime';
import * as ajax from './ajax';
import type * as ReactApi from './react-api';
import { widgets } from './widgets';
import { scriptGlobal } from './runtime/globals';

declare const __TRELLIS_VERSION__: string;
declare const __TRELLIS_BUILD__: string;

export const version = __TRELLIS_VERSION__;
export const build = __TRELLIS_BUILD__;

export * from './runtime';
export { ajax };

/** What the bundle puts on `window.Trellis` for host scripts (the package's types describe it). */
export type TrellisGlobal = typeof runtime & {
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
  window.Trellis = { ...runtime, react, ajax, version, build };
  ajax.startAjax();
  for (const def of widgets) runtime.defineWidget(def);
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => runtime.start(), { once: true });
  } else {
    runtime.start();
  }
}

boot();

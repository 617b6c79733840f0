/**
 * The bundle entry: one `<script type="module">` registers every widget and starts the runtime.
 * Loading it twice (or another version beside it) warns and leaves the first copy in charge.
 */
import * as runtime from './runtime';
import * as ajax from './ajax';
import { widgets } from './widgets';
import { scriptGlobal } from './runtime/globals';

declare const __TRELLIS_VERSION__: string;
declare const __TRELLIS_BUILD__: string;

export const version = __TRELLIS_VERSION__;
export const build = __TRELLIS_BUILD__;

export * from './runtime';
export { ajax };

declare global {
  interface Window {
    Trellis?: { version: string; build: string } & Record<string, unknown>;
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

/**
 * The toolbar's implementation chunk: loaded the first time a toolbar is on the page, so
 * visitors who never see a toolbar never download it.
 */
import { setting, siteUrl, type WidgetImplementation } from '../../src/runtime';
import { ajax, registerCommand } from '../../src/ajax';
import { loadSubtrees, setToolbarSubtrees } from './subtrees';
import { createToolbar, type Toolbar } from './controller';
import { BREAKPOINT_IDS, DEFAULT_BREAKPOINTS, type BreakpointId } from './logic';
import { parseToolbar, type ToolbarDom } from './parse';
import { ToolbarControls } from './ToolbarControls';
import css from './style.css?inline';

export interface ToolbarModel {
  dom: ToolbarDom;
  /** Absent when the page is not on a screen (Drupal skips the toolbar then too). */
  toolbar?: Toolbar;
}

const theme = () => setting<string>('ajaxPageState.theme') ?? '';

registerCommand('setToolbarSubtrees', (command) => setToolbarSubtrees(theme, command));

function breakpoints(): Record<BreakpointId, string> {
  const fromSettings = setting<Record<string, unknown>>('toolbar.breakpoints') ?? {};
  const out = { ...DEFAULT_BREAKPOINTS };
  for (const id of BREAKPOINT_IDS) {
    const query = fromSettings[id];
    if (typeof query === 'string' && query) out[id] = query;
  }
  return out;
}

export const implementation: WidgetImplementation<ToolbarModel, Record<string, never>> = {
  parse: (host) => ({ dom: parseToolbar(host) }),
  setup(model, ctx) {
    if (!window.matchMedia('only screen').matches) return;
    model.toolbar = createToolbar(model.dom, ctx as never, {
      breakpoints: breakpoints(),
      theme: theme(),
      subtreesHash: setting<string>('toolbar.subtreesHash') ?? null,
      currentPath: setting<string>('path.currentPath') ?? location.pathname.slice(1),
      currentPathIsAdmin: setting<boolean>('path.currentPathIsAdmin') === true,
      rtl: document.documentElement.dir === 'rtl',
      loadSubtrees: (hash, signal) =>
        loadSubtrees({
          theme: theme(),
          hash,
          signal,
          // GET (spec §7), not the adapter's default POST: the server marks the answer privately
          // cacheable for a year, and a browser only reuses a cached GET.
          request: (url, requestSignal) =>
            ajax({ url: siteUrl(url), httpMethod: 'GET', signal: requestSignal }),
        }),
    });
  },
  Component: ToolbarControls,
  styles: css,
};

/** The Manage tray's submenus, from the cache or one GET, inserted when a vertical tray opens. */
import { useLayoutEffect, useRef } from 'react';
import { siteUrl, type WidgetContext } from '../../src/runtime';
import { ajax, registerCommand } from '../../src/ajax';
import { storage } from '../../src/runtime/storage';
import { isSubtrees, set, shouldLoadSubtrees, type Subtrees, type ToolbarState } from './logic';
import { KEYS, parseStored } from './logic-storage';
import type { ToolbarStore } from './use-toolbar-store';
import { tabById, type ToolbarDom } from './parse';
import type { MenuItem } from './use-admin-menu';
import type { ToolbarOptions } from './use-toolbar-state';

/*
 * Served from localStorage when the page's hash equals the stored one, else fetched once per
 * hash from `toolbar/subtrees/{hash}` through the AJAX adapter, whose `setToolbarSubtrees`
 * command delivers them.
 */
let waiting: ((subtrees: Subtrees) => void) | null = null;

/** The `setToolbarSubtrees` command: hands the map to the waiting toolbar and caches it. */
export function setToolbarSubtrees(theme: () => string, response: { subtrees?: unknown }): void {
  // PHP sends an empty map as [].
  const subtrees = Array.isArray(response.subtrees) ? {} : response.subtrees;
  if (!isSubtrees(subtrees)) {
    console.warn('[trellis] <admin-toolbar> setToolbarSubtrees carried no subtrees map.');
    return;
  }
  storage('local').setRaw(KEYS.subtrees(theme()), JSON.stringify(subtrees));
  const deliver = waiting;
  waiting = null;
  deliver?.(subtrees);
}

export interface LoadOptions {
  theme: string;
  hash: string;
  signal: AbortSignal;
  /** Runs the AJAX request; resolves once the response's commands have run. */
  request(url: string, signal: AbortSignal): Promise<void>;
}

export async function loadSubtrees(
  options: LoadOptions,
): Promise<{ subtrees: Subtrees; fromCache: boolean }> {
  registerCommand('setToolbarSubtrees', (command) =>
    setToolbarSubtrees(() => options.theme, command),
  );
  const local = storage('local');
  const hashKey = KEYS.subtreesHash(options.theme);
  const dataKey = KEYS.subtrees(options.theme);
  const cached = parseStored<unknown>(local.getRaw(dataKey));
  if (local.getRaw(hashKey) === options.hash && isSubtrees(cached))
    return { subtrees: cached, fromCache: true };
  local.remove(hashKey);
  local.remove(dataKey);
  const delivered = new Promise<Subtrees>((resolve) => {
    waiting = resolve;
  });
  local.setRaw(hashKey, options.hash);
  try {
    await options.request(`toolbar/subtrees/${encodeURIComponent(options.hash)}`, options.signal);
  } catch (error) {
    waiting = null;
    local.remove(hashKey);
    throw error;
  }
  // The commands have all run: the subtrees came with them, or they never will.
  const result = await Promise.race([delivered, Promise.resolve(null)]);
  if (!result) {
    waiting = null;
    local.remove(hashKey);
    throw new Error('the response carried no setToolbarSubtrees command');
  }
  return { subtrees: result, fromCache: false };
}

function insertSubtrees(subtrees: Subtrees): void {
  for (const [id, markup] of Object.entries(subtrees)) {
    if (!markup) continue;
    const link = document.getElementById(`toolbar-link-${id}`);
    const li = link?.closest('li');
    if (!link || !li || li.querySelector(':scope > ul.toolbar-menu')) continue;
    const anchor = link.parentElement?.hasAttribute('data-trellis-box') ? link.parentElement : link;
    anchor.insertAdjacentHTML('afterend', markup);
  }
}

/** The Manage tray's submenus, once it is open in a vertical tray. */
export function useSubtrees(
  dom: ToolbarDom,
  ctx: WidgetContext<unknown>,
  store: ToolbarStore,
  state: ToolbarState,
  options: ToolbarOptions,
  items: MenuItem[],
): void {
  const loading = useRef(false);
  // Sent once the new items have their handles.
  const loaded = useRef<{ fromCache: boolean } | null>(null);
  useLayoutEffect(() => {
    const detail = loaded.current;
    loaded.current = null;
    if (detail && !ctx.signal.aborted) ctx.emit('admin-toolbar:subtrees-loaded', detail);
  }, [ctx, items]);
  const { activeTab, orientation, areSubtreesLoaded } = state;
  useLayoutEffect(() => {
    const hash = options.subtreesHash;
    const tab = tabById(dom, activeTab);
    if (!hash || loading.current || ctx.signal.aborted) return;
    if (!shouldLoadSubtrees(store.state, !!tab?.link.hasAttribute('data-drupal-subtrees'))) return;
    loading.current = true;
    loadSubtrees({
      theme: options.theme,
      hash,
      signal: ctx.signal,
      // GET (spec §7), not the adapter's default POST: the server marks the answer privately
      // cacheable for a year, and a browser only reuses a cached GET.
      request: (url, signal) => ajax({ url: siteUrl(url), httpMethod: 'GET', signal }),
    }).then(
      ({ subtrees, fromCache }) => {
        loading.current = false;
        if (ctx.signal.aborted) return;
        insertSubtrees(subtrees);
        // Without a menu no handles come: sent at once.
        if (dom.adminMenu) loaded.current = { fromCache };
        store.apply(set(store.state, { areSubtreesLoaded: true }));
        if (!dom.adminMenu) ctx.emit('admin-toolbar:subtrees-loaded', { fromCache });
      },
      (error: unknown) => {
        loading.current = false;
        // The tray keeps its top-level links; the next page load tries again.
        if (!ctx.signal.aborted) ctx.warn('menu subtrees could not be loaded', error);
      },
    );
  }, [dom, ctx, store, options, activeTab, orientation, areSubtreesLoaded]);
}

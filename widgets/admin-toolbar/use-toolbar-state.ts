/** The toolbar's state: drupalSettings read once, start-up as Drupal's, the stored choices. */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { setting, t, type WidgetContext } from '../../src/runtime';
import { storage } from '../../src/runtime/storage';
import {
  applyBreakpoint,
  BREAKPOINT_IDS,
  DEFAULT_BREAKPOINTS,
  initialState,
  needsDefaultTab,
  set,
  type BreakpointId,
  type ToolbarView,
} from './logic';
import { KEYS, parseStored } from './logic-storage';
import { ToolbarStore } from './use-toolbar-store';
import { firstTab, type ToolbarDom } from './parse';
import { useOnChange } from './use-on-change';

/** What the toolbar reads from drupalSettings and the page, once. */
export interface ToolbarOptions {
  breakpoints: Record<BreakpointId, string>;
  theme: string;
  subtreesHash: string | null;
  currentPath: string;
  currentPathIsAdmin: boolean;
  rtl: boolean;
}

/** What the page's drupalSettings say (Drupal's defaults where they say nothing). */
export function readOptions(): ToolbarOptions {
  const fromSettings = setting<Record<string, unknown>>('toolbar.breakpoints') ?? {};
  const breakpoints = { ...DEFAULT_BREAKPOINTS };
  for (const id of BREAKPOINT_IDS) {
    const query = fromSettings[id];
    if (typeof query === 'string' && query) breakpoints[id] = query;
  }
  return {
    breakpoints,
    theme: setting<string>('ajaxPageState.theme') ?? '',
    subtreesHash: setting<string>('toolbar.subtreesHash') ?? null,
    currentPath: setting<string>('path.currentPath') ?? location.pathname.slice(1),
    currentPathIsAdmin: setting<boolean>('path.currentPathIsAdmin') === true,
    rtl: document.documentElement.dir === 'rtl',
  };
}

const local = () => storage('local');
const session = () => storage('session');

/** Start-up as Drupal's (§5.3, §5.4): the stored choices, the breakpoints in order, the default tab. */
function startToolbar(
  dom: ToolbarDom,
  ctx: WidgetContext<unknown>,
  options: ToolbarOptions,
): ToolbarStore {
  const storedTab = parseStored<string>(local().getRaw(KEYS.activeTab));
  const tab = dom.tabs.find((tab) => tab.link.id && tab.link.id === storedTab);
  const state = initialState({
    locked: parseStored<boolean>(local().getRaw(KEYS.locked)),
    activeTab: tab?.trayName ? tab.link.id : null,
  });
  const store = new ToolbarStore(
    {
      state: { ...state, activeTray: tab?.trayName ?? null },
      hidden: session().getRaw(KEYS.hidden) === 'true',
      localTasksHidden: session().getRaw(KEYS.localTasksHidden) === 'true',
    },
    (message) => {
      // t(): strings marked translatable() in logic.ts.
      const text = t(message);
      ctx.warn(text);
      ctx.emit('admin-toolbar:invalid', { message: text });
    },
  );
  // Read before the first render rewrites it: has the editor ever chosen anything?
  const sessionState = parseStored<{ orientation?: unknown }>(session().getRaw(KEYS.state));
  for (const id of BREAKPOINT_IDS)
    store.apply(applyBreakpoint(store.state, id, matchMedia(options.breakpoints[id]).matches));
  if (needsDefaultTab(store.state, sessionState?.orientation)) {
    const first = firstTab(dom);
    if (first)
      store.apply(set(store.state, { activeTab: first.link.id, activeTray: first.trayName }));
  }
  return store;
}

/** The state, following the breakpoints; the open tab is remembered across pages. */
export function useToolbarState(
  dom: ToolbarDom,
  ctx: WidgetContext<unknown>,
  options: ToolbarOptions,
): [ToolbarStore, ToolbarView] {
  const [store] = useState(() => startToolbar(dom, ctx, options));
  const view = useSyncExternalStore(store.subscribe, store.snapshot);
  useLayoutEffect(() => {
    const stop = new AbortController();
    for (const id of BREAKPOINT_IDS)
      matchMedia(options.breakpoints[id]).addEventListener(
        'change',
        (event) => store.apply(applyBreakpoint(store.state, id, event.matches)),
        { signal: stop.signal },
      );
    return () => stop.abort();
  }, [store, options]);
  useStoredChoices(view);
  return [store, view];
}

const storeFlag = (area: () => ReturnType<typeof storage>, key: string) => (on: boolean | null) =>
  on ? area().setRaw(key, 'true') : area().remove(key);

/** What the editor chose, for the next page: Drupal's keys and Trellis' own. */
function useStoredChoices(view: ToolbarView): void {
  const { activeTab, locked } = view.state;
  // The open tab is written from the first render on, as Drupal's toolbar does.
  useLayoutEffect(() => {
    if (activeTab) local().setRaw(KEYS.activeTab, JSON.stringify(activeTab));
    else local().remove(KEYS.activeTab);
  }, [activeTab]);
  useOnChange(locked, storeFlag(local, KEYS.locked));
  useOnChange(view.hidden, storeFlag(session, KEYS.hidden));
  useOnChange(view.localTasksHidden, storeFlag(session, KEYS.localTasksHidden));
}

/**
 * The toolbar's behaviour on Drupal's markup (spec drupal-ajax §5.3–§5.9), as hooks: the state
 * (Drupal's model from logic.ts plus Trellis' two toggles), what it writes on the tabs, trays,
 * body and page offsets, the events and announcements Drupal's toolbar sends, the menu's
 * accordion and its subtrees, and the hand-over from the anti-flicker snippet. What an effect
 * writes on server markup its cleanup puts back. A click changes the state; the effects keyed to
 * what changed write it, before the browser paints.
 */
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { setting, siteUrl, t, type WidgetContext } from '../../src/runtime';
import { ajax, registerCommand } from '../../src/ajax';
import { announce } from '../../src/runtime/announce';
import { reserveScrollTop } from '../../src/runtime/scroll-padding';
import { storage } from '../../src/runtime/storage';
import {
  ANTI_FLICKER_CLASSES,
  applyBreakpoint,
  BREAKPOINT_IDS,
  bodyClasses,
  DEFAULT_BREAKPOINTS,
  EDGES,
  edgeOffset,
  initialState,
  isSubtrees,
  KEYS,
  needsDefaultTab,
  parseStored,
  pathAncestors,
  set,
  shouldLoadSubtrees,
  storedToolbarState,
  trayAnnouncement,
  trayOrientation,
  type BreakpointId,
  type Offsets,
  type Orientation,
  type Subtrees,
  type ToolbarState,
  ToolbarStore,
  type ToolbarView,
} from './logic';
import type { TabRef, ToolbarDom } from './parse';

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

/** What an enhanced toolbar offers host scripts. */
export interface AdminToolbarElement {
  /** Asks for an orientation, validated as any request (refused while locked vertical). */
  setOrientation(orientation: Orientation): boolean;
  /** As a click on `tab` (its id or link); no tab: the open one, else the first (Manage). */
  toggleTray(tab?: string | HTMLElement): void;
}

const local = () => storage('local');
const session = () => storage('session');

const tabById = (dom: ToolbarDom, id: string | null): TabRef | undefined =>
  id ? dom.tabs.find((tab) => tab.link.id === id) : undefined;

/** The first tab with a tray that is not "Back to site" (Manage). */
const firstTab = (dom: ToolbarDom): TabRef | undefined =>
  dom.tabs.find((tab) => tab.trayName && !tab.wrapper.classList.contains('home-toolbar-tab'));

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

/** Runs `write` when `value` changes after the first render. */
function useOnChange<T>(value: T, write: (value: T) => void): void {
  const last = useRef(value);
  useLayoutEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    write(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
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

/** The server's anti-flicker classes and style have done their job once the toolbar renders. */
export function useAntiFlicker(): void {
  useLayoutEffect(() => {
    document.querySelector('style[data-toolbar-anti-flicker-loading]')?.remove();
    document.documentElement.classList.remove(...ANTI_FLICKER_CLASSES);
    document.body.classList.remove('toolbar-loading');
  }, []);
}

/** Tabs and trays: the active one, the trays' orientation, the bar oriented or hidden. */
export function useTrayMarkup(dom: ToolbarDom, view: ToolbarView): void {
  const { activeTab, activeTray, isOriented } = view.state;
  const orientation = trayOrientation(view.state);
  useLayoutEffect(() => {
    for (const tab of dom.tabs) {
      const active = tab.link.id !== '' && tab.link.id === activeTab;
      tab.link.classList.toggle('is-active', active);
      if (tab.trayName) tab.link.setAttribute('aria-pressed', String(active));
    }
    for (const tray of dom.trays)
      tray.classList.toggle('is-active', tray.getAttribute('data-toolbar-tray') === activeTray);
  }, [dom, activeTab, activeTray]);
  useLayoutEffect(() => {
    for (const tray of dom.trays) {
      tray.classList.toggle('toolbar-tray-vertical', orientation === 'vertical');
      tray.classList.toggle('toolbar-tray-horizontal', orientation === 'horizontal');
    }
    dom.root.classList.toggle('toolbar-oriented', isOriented);
    dom.root.classList.toggle('toolbar-hidden', view.hidden);
  }, [dom, orientation, isOriented, view.hidden]);
  // The bar fades back in when shown again; the class stays until the next hide.
  useOnChange(view.hidden, (hidden) => dom.root.classList.toggle('toolbar-fade-in', !hidden));
  useLayoutEffect(
    () => () => {
      for (const tab of dom.tabs) {
        tab.link.classList.remove('is-active');
        if (tab.trayName) tab.link.setAttribute('aria-pressed', 'false');
      }
      for (const tray of dom.trays)
        tray.classList.remove('is-active', 'toolbar-tray-vertical', 'toolbar-tray-horizontal');
      dom.root.classList.remove('toolbar-oriented', 'toolbar-hidden', 'toolbar-fade-in');
    },
    [dom],
  );
}

/* ------------------------------------------------------------ displacement (§6.4) */

declare global {
  interface Window {
    Drupal?: { displace?: (broadcast?: boolean) => Offsets } & Record<string, unknown>;
  }
}

let displaced: Offsets = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * Drupal's `displace`: elements marked `data-offset-<edge>` reserve that edge; the largest
 * reservation per edge becomes `--drupal-displace-offset-<edge>` on <html>, announced with
 * `drupalViewportOffsetChange`. Drupal's own is used when it is on the page.
 */
export function displace(): void {
  const drupal = window.Drupal?.displace;
  if (typeof drupal === 'function') return void drupal(true);
  const html = document.documentElement;
  const viewport = { width: html.clientWidth, height: html.clientHeight };
  const offsets: Offsets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const edge of EDGES)
    for (const el of document.querySelectorAll<HTMLElement>(`[data-offset-${edge}]`)) {
      const value = el.getAttribute(`data-offset-${edge}`) ?? '';
      const px =
        value.trim() !== '' && Number.isFinite(Number(value))
          ? Number(value)
          : el.style.display === 'none' || !el.getClientRects().length
            ? 0
            : edgeOffset(edge, el.getBoundingClientRect(), viewport);
      offsets[edge] = Math.max(offsets[edge], Math.round(px));
    }
  for (const edge of EDGES)
    if (
      offsets[edge] !== displaced[edge] ||
      !html.style.getPropertyValue(`--drupal-displace-offset-${edge}`)
    )
      html.style.setProperty(`--drupal-displace-offset-${edge}`, `${offsets[edge]}px`);
  const changed = EDGES.some((edge) => offsets[edge] !== displaced[edge]);
  displaced = offsets;
  if (changed)
    document.dispatchEvent(new CustomEvent('drupalViewportOffsetChange', { detail: offsets }));
}

function clearDisplace(): void {
  for (const edge of EDGES)
    document.documentElement.style.removeProperty(`--drupal-displace-offset-${edge}`);
  displaced = { top: 0, right: 0, bottom: 0, left: 0 };
}

const OFFSET_ATTRS = ['data-offset-top', 'data-offset-left', 'data-offset-right'];
const BODY_CLASSES = [
  'toolbar-tray-open',
  'toolbar-fixed',
  'toolbar-vertical',
  'toolbar-horizontal',
  'toolbar-loading',
] as const;

/** `Drupal.toolbar.toolbarState` as Drupal writes it, with the user button's width. */
function writeSession(dom: ToolbarDom, state: ToolbarState): void {
  const previous = parseStored<unknown>(session().getRaw(KEYS.state));
  const width = dom.userButton?.clientWidth ?? 0;
  session().setRaw(KEYS.state, JSON.stringify(storedToolbarState(previous, state, width)));
}

/** Bar plus open horizontal tray: the body is padded by this so nothing hides under it. */
function padBody(dom: ToolbarDom, store: ToolbarStore, initialPadding: string): void {
  const { state, hidden } = store.view;
  const tray = hidden ? null : tabById(dom, state.activeTab)?.tray;
  const trayHeight =
    tray && trayOrientation(state) === 'horizontal' && state.isOriented ? tray.offsetHeight : 0;
  const height = dom.bar.offsetHeight + trayHeight;
  store.keep({ height });
  document.body.style.paddingTop = state.isOriented ? `${height}px` : initialPadding;
  // Its share of the scroll padding, beside the page's sticky bars (not over theirs).
  reserveScrollTop('admin-toolbar', state.isOriented ? height : null);
}

/**
 * The page is never under the toolbar: Drupal's body classes, `data-offset-*` on the bar, the
 * open tray and the local tasks sidebar, the body padded by the bar and an open horizontal tray
 * (also the toolbar's share of the scroll padding), displacement, and the session state.
 */
export function usePageOffsets(
  dom: ToolbarDom,
  store: ToolbarStore,
  view: ToolbarView,
  rtl: boolean,
): void {
  const { body } = document;
  const [initial] = useState(() => ({
    classes: BODY_CLASSES.map((c) => [c, body.classList.contains(c)] as const),
    paddingTop: body.style.paddingTop,
    localTasksHidden: dom.localTasks?.hidden ?? false,
    hadId: !!dom.localTasks?.id,
  }));

  useLayoutEffect(() => {
    const { localTasks } = dom;
    if (localTasks && !initial.hadId) localTasks.id = 'toolbar-local-tasks';
    const stop = new AbortController();
    const { signal } = stop;
    document.addEventListener(
      'drupalViewportOffsetChange',
      (event) => {
        const offsets = (event as CustomEvent).detail;
        if (!offsets || typeof offsets !== 'object') return;
        store.keep({ offsets: { ...store.state.offsets, ...offsets } });
        writeSession(dom, store.state);
      },
      { signal },
    );
    // Displacement follows the window (debounced as Drupal's is: 200 ms).
    let timer: ReturnType<typeof setTimeout> | undefined;
    signal.addEventListener('abort', () => clearTimeout(timer));
    window.addEventListener(
      'resize',
      () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          padBody(dom, store, initial.paddingTop);
          displace();
        }, 200);
      },
      { signal },
    );
    return () => {
      stop.abort();
      for (const el of [dom.bar, ...dom.trays]) for (const a of OFFSET_ATTRS) el.removeAttribute(a);
      for (const [cls, on] of initial.classes) body.classList.toggle(cls, on);
      body.style.paddingTop = initial.paddingTop;
      reserveScrollTop('admin-toolbar', null);
      if (localTasks) {
        localTasks.hidden = initial.localTasksHidden;
        localTasks.removeAttribute('data-offset-right');
        if (!initial.hadId) localTasks.removeAttribute('id');
      }
      clearDisplace();
    };
  }, [dom, store, initial, body]);

  const { hidden, localTasksHidden, state } = view;
  const { activeTab, activeTray, orientation, isOriented, isFixed } = state;
  const overflow = state.isViewportOverflowConstrained;
  useLayoutEffect(() => {
    const state = store.state;
    const classes = bodyClasses(state);
    if (hidden) classes['toolbar-tray-open'] = false;
    for (const [cls, on] of Object.entries(classes)) body.classList.toggle(cls, on);
    for (const el of [dom.bar, ...dom.trays]) for (const a of OFFSET_ATTRS) el.removeAttribute(a);
    if (isOriented) dom.bar.setAttribute('data-offset-top', '');
    const tray = hidden ? null : tabById(dom, activeTab)?.tray;
    if (tray) {
      if (orientation === 'vertical')
        tray.setAttribute(rtl ? 'data-offset-right' : 'data-offset-left', '');
      else tray.setAttribute('data-offset-top', '');
    }
    const { localTasks } = dom;
    if (localTasks) {
      localTasks.hidden = localTasksHidden || initial.localTasksHidden;
      // From the standard width the theme's CSS makes it a sidebar: it reserves the right edge.
      if (!localTasksHidden && isFixed) localTasks.setAttribute('data-offset-right', '');
      else localTasks.removeAttribute('data-offset-right');
    }
    padBody(dom, store, initial.paddingTop);
    displace();
    writeSession(dom, store.state);
  }, [
    dom,
    store,
    initial,
    body,
    rtl,
    hidden,
    localTasksHidden,
    activeTab,
    activeTray,
    orientation,
    isOriented,
    isFixed,
    overflow,
  ]);
}

/* ---------------------------------------------------------------- events (§5.6) */

function fire(name: string, detail: unknown): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
  // Drupal modules listen with jQuery and read the second handler argument.
  const jq = (
    window as unknown as { jQuery?: (el: unknown) => { trigger(n: string, a: unknown[]): void } }
  ).jQuery;
  if (typeof jq === 'function') jq(document).trigger(name, [detail]);
}

const trayName = (tray: HTMLElement | null | undefined): string | null =>
  tray?.querySelector('.toolbar-tray-name')?.textContent?.trim() || null;

/** Drupal's events, Trellis' and the announcements, for each change after the first render. */
export function useToolbarEvents(
  dom: ToolbarDom,
  ctx: WidgetContext<unknown>,
  view: ToolbarView,
): void {
  const { state } = view;
  useOnChange(view.hidden, (hidden) => {
    if (!ctx.signal.aborted) ctx.emit('admin-toolbar:visibility-change', { hidden });
  });
  const previous = useRef(state);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before === state || ctx.signal.aborted) return;
    if (before.orientation !== state.orientation) {
      const { orientation } = state;
      announce(t('Tray orientation changed to @orientation.', { '@orientation': orientation }));
      fire('drupalToolbarOrientationChange', orientation);
      ctx.emit('admin-toolbar:orientation-change', { orientation });
    }
    if (before.activeTab !== state.activeTab) {
      const tab = tabById(dom, state.activeTab)?.link ?? null;
      fire('drupalToolbarTabChange', tab);
      ctx.emit('admin-toolbar:tab-change', { tab });
    }
    if (before.activeTray !== state.activeTray) {
      const was = tabById(dom, before.activeTab)?.tray ?? null;
      const tray = tabById(dom, state.activeTab)?.tray ?? null;
      const message = trayAnnouncement(
        was ? { name: trayName(was) } : null,
        tray ? { name: trayName(tray) } : null,
      );
      // t(): strings marked translatable() in logic.ts.
      if (message) announce(t(message.template, { '@tray': message.name ?? '' }));
      fire('drupalToolbarTrayChange', tray);
      ctx.emit('admin-toolbar:tray-change', { tray });
    }
  }, [dom, ctx, state]);
}

/* ------------------------------------------------------------- interaction (§5.5) */

/** Tabs open and close their trays; Space on a link-button, Escape, focus leaving an overlay. */
export function useTrayInteraction(
  dom: ToolbarDom,
  ctx: WidgetContext<unknown>,
  store: ToolbarStore,
): void {
  useLayoutEffect(() => {
    const stop = new AbortController();
    const listen = (target: EventTarget, type: string, fn: (event: never) => void) =>
      target.addEventListener(type, fn as EventListener, { signal: stop.signal });
    const closeTray = (focusTab: boolean) => {
      const tab = tabById(dom, store.state.activeTab);
      if (!tab) return;
      store.toggleTab(tab.link.id, tab.trayName);
      if (focusTab) tab.link.focus();
    };
    listen(dom.root, 'click', (event: MouseEvent) => {
      const target = event.target as Element;
      const link = target.closest<HTMLElement>('.toolbar-item[data-toolbar-tray]');
      if (link && dom.bar.contains(link)) {
        event.preventDefault();
        event.stopPropagation();
        const tab = dom.tabs.find((tab) => tab.link === link);
        if (tab) store.toggleTab(tab.link.id, tab.trayName);
        return;
      }
      // A menu link closes an overlaying tray on its way to the next page.
      const { state } = store;
      if (target.closest('.toolbar-tray a[href]') && !state.isFixed && state.activeTab)
        store.closeTray();
    });
    listen(dom.root, 'keydown', (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      // A link with role="button" answers Space as a button does.
      if (
        (event.key === ' ' || event.key === 'Spacebar') &&
        target.matches('a.toolbar-item[role="button"]')
      ) {
        event.preventDefault();
        target.click();
        return;
      }
      if (event.key !== 'Escape' || !store.state.activeTab || store.view.hidden) return;
      const tab = tabById(dom, store.state.activeTab);
      if (!tab || !(tab.link === target || tab.tray?.contains(target))) return;
      event.preventDefault();
      closeTray(true);
    });
    // A tray that overlays the page (not fixed) closes when focus moves on into the page, so it
    // never hides the focused element.
    listen(dom.root, 'focusout', (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      const { state } = store;
      if (!next || dom.root.contains(next) || state.isFixed || !state.activeTab) return;
      if (state.orientation === 'vertical') closeTray(false);
    });
    listen(ctx.host, 'admin-toolbar:set-orientation', (event: CustomEvent) => {
      const orientation = (event.detail as { orientation?: unknown } | null)?.orientation;
      if (orientation === 'horizontal' || orientation === 'vertical')
        store.setOrientation(orientation);
    });
    // Dialogs sit over the bar: no margin while one is open, the off-canvas top tray's height
    // when that is where it opens.
    listen(
      window,
      'dialog:aftercreate',
      (event: Event & { settings?: { drupalOffCanvasPosition?: string } }) => {
        const top = event.settings?.drupalOffCanvasPosition === 'top';
        const wrapper = top
          ? (event.target as HTMLElement | null)?.closest<HTMLElement>('.ui-dialog')
          : null;
        dom.bar.style.marginTop = top && wrapper ? `${wrapper.offsetHeight}px` : '0';
      },
    );
    listen(window, 'dialog:beforeclose', () => {
      dom.bar.style.marginTop = '0';
    });
    return () => {
      stop.abort();
      dom.bar.style.marginTop = '';
    };
  }, [dom, ctx, store]);
}

/** `setOrientation()` and `toggleTray()` on the element, for host scripts, while enhanced. */
export function usePublicMethods(dom: ToolbarDom, host: HTMLElement, store: ToolbarStore): void {
  useLayoutEffect(() => {
    const api: AdminToolbarElement = {
      setOrientation: (orientation) => store.setOrientation(orientation),
      toggleTray(tab) {
        const ref =
          tab === undefined
            ? (tabById(dom, store.state.activeTab) ?? firstTab(dom))
            : dom.tabs.find((ref) => ref.link === tab || (ref.link.id && ref.link.id === tab));
        if (ref) store.toggleTab(ref.link.id, ref.trayName);
      },
    };
    Object.assign(host, api);
    return () => {
      const el = host as Partial<AdminToolbarElement>;
      delete el.setOrientation;
      delete el.toggleTray;
    };
  }, [dom, host, store]);
}

/** "Back to site" (§5.8) returns to the last non-admin page visited. */
export function useEscapeAdmin(dom: ToolbarDom, currentPathIsAdmin: boolean): void {
  useLayoutEffect(() => {
    const hrefs = new Map(dom.escapeLinks.map((a) => [a, a.getAttribute('href')]));
    if (!currentPathIsAdmin) {
      if (!location.search.includes('destination='))
        session().setRaw(KEYS.escapeAdmin, location.href);
    } else {
      const back = session().getRaw(KEYS.escapeAdmin);
      if (back) for (const a of dom.escapeLinks) a.href = back;
    }
    return () => {
      for (const [a, href] of hrefs) {
        if (href === null) a.removeAttribute('href');
        else a.setAttribute('href', href);
      }
    };
  }, [dom, currentPathIsAdmin]);
}

/* ------------------------------------------------- the administration menu (§5.5) */

/** An item with a submenu: the handle the component renders goes into its box. */
export interface MenuItem {
  li: HTMLElement;
  /** `div.toolbar-box` around the item's link (the server's, or one the menu wrapped it in). */
  box: HTMLElement;
  /** The submenu, with an id for the handle's aria-controls. */
  sub: HTMLElement;
  label: string;
}

/** What decorating added to the server's menu, so that teardown takes exactly that away. */
export interface MenuMarks {
  levels: Map<HTMLElement, string>;
  ids: Set<HTMLElement>;
  root: HTMLElement | null;
  /** The server's own active marks (Drupal renders the trail), put back on teardown. */
  serverActive: (readonly [Element, string])[];
}

const ACTIVE_CLASSES = ['menu-item--active', 'menu-item--active-trail', 'is-active'];
let submenuIds = 0;

const childMenu = (li: HTMLElement): HTMLElement | null =>
  li.querySelector<HTMLElement>(':scope > ul.toolbar-menu');

const rootList = (container: HTMLElement): HTMLElement | null =>
  container.querySelector<HTMLElement>(':scope > ul.toolbar-menu, ul.toolbar-menu');

export function menuMarks(container: HTMLElement): MenuMarks {
  return {
    levels: new Map(),
    ids: new Set(),
    root: null,
    serverActive: ACTIVE_CLASSES.flatMap((cls) =>
      [...container.querySelectorAll(`.${cls}`)].map((el) => [el, cls] as const),
    ),
  };
}

/**
 * Drupal's accordion markup on the menu: `root` and `level-N` classes, each link in a
 * `div.toolbar-box`, an id on each submenu. Again after subtrees arrive (it skips what is done).
 * Returns the items with a submenu.
 */
export function decorateMenu(container: HTMLElement, marks: MenuMarks): MenuItem[] {
  const items: MenuItem[] = [];
  const decorate = (ul: HTMLElement, level: number) => {
    for (const li of ul.querySelectorAll<HTMLElement>(':scope > li')) {
      const cls = `level-${level}`;
      if (!li.classList.contains(cls)) {
        li.classList.add(cls);
        marks.levels.set(li, cls);
      }
      let box = li.querySelector<HTMLElement>(':scope > .toolbar-box');
      const link = li.querySelector<HTMLElement>(':scope > a, :scope > .toolbar-box > a');
      if (!box && link && link.parentElement === li) {
        box = document.createElement('div');
        box.className = 'toolbar-box';
        box.dataset.trellisBox = '';
        link.before(box);
        box.append(link);
      }
      const sub = childMenu(li);
      if (!sub) continue;
      if (box) {
        if (!sub.id) {
          // Numbered for the page, not per toolbar: a toolbar enhanced again, or its subtrees
          // loaded later, must not repeat an id still in the page.
          sub.id = `toolbar-submenu-${++submenuIds}`;
          marks.ids.add(sub);
        }
        items.push({ li, box, sub, label: (link?.textContent ?? '').trim() });
      }
      decorate(sub, level + 1);
    }
  };
  const root = rootList(container);
  if (!root) return items;
  if (!root.classList.contains('root')) {
    root.classList.add('root');
    marks.root = root;
  }
  decorate(root, 1);
  return items;
}

/** Takes away what decorating and the accordion added; the server's own marks go back. */
export function undecorateMenu(container: HTMLElement, marks: MenuMarks): void {
  for (const box of container.querySelectorAll<HTMLElement>('[data-trellis-box]')) {
    // The handle stays in the box it leaves with: the component removes it from there.
    box.before(...[...box.childNodes].filter((node) => !isHandle(node)));
    box.remove();
  }
  for (const [li, cls] of marks.levels) li.classList.remove(cls);
  marks.root?.classList.remove('root');
  for (const cls of ['open', ...ACTIVE_CLASSES])
    for (const el of container.querySelectorAll(`.${cls}`)) el.classList.remove(cls);
  for (const sub of marks.ids) sub.removeAttribute('id');
  for (const [el, cls] of marks.serverActive) el.classList.add(cls);
  // A class added to an element that had none leaves an empty attribute behind.
  for (const el of container.querySelectorAll('[class=""]')) el.removeAttribute('class');
}

const isHandle = (node: Node) =>
  node instanceof HTMLElement && node.classList.contains('toolbar-handle');

function matchingLink(container: HTMLElement, currentPath: string): HTMLElement | null {
  const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const exact = links.find((a) => a.pathname === location.pathname);
  if (exact) return exact;
  for (const path of pathAncestors(currentPath)) {
    const found = container.querySelector<HTMLElement>(
      `a[data-drupal-link-system-path="${CSS.escape(path)}"]`,
    );
    if (found) return found;
  }
  return null;
}

/**
 * Marks the active trail and returns the items on it to open: vertical marks the link and each
 * item above it; horizontal only the deepest matching link in the bar's top level.
 */
export function markActive(
  container: HTMLElement,
  orientation: Orientation,
  currentPath: string,
): HTMLElement[] {
  for (const cls of ACTIVE_CLASSES)
    for (const el of container.querySelectorAll(`.${cls}`)) el.classList.remove(cls);
  if (orientation === 'horizontal') {
    const root = rootList(container);
    for (const path of pathAncestors(currentPath)) {
      const link = `a[data-drupal-link-system-path="${CSS.escape(path)}"]`;
      const found = root?.querySelector<HTMLElement>(
        `:scope > li > ${link}, :scope > li > .toolbar-box > ${link}`,
      );
      if (found) {
        found.classList.add('is-active');
        break;
      }
    }
    return [];
  }
  const link = matchingLink(container, currentPath);
  if (!link) return [];
  link.classList.add('menu-item--active');
  const own = link.closest('li');
  const open: HTMLElement[] = [];
  for (let li = own; li && container.contains(li); li = li.parentElement?.closest('li') ?? null) {
    li.classList.add('menu-item--active-trail');
    if (li !== own && childMenu(li)) open.push(li);
  }
  return open;
}

/** The menu's items with a submenu, decorated, and again once subtrees were inserted. */
export function useMenuItems(container: HTMLElement | null, subtreesLoaded: boolean): MenuItem[] {
  const [items, setItems] = useState<MenuItem[]>([]);
  const [marks] = useState(() => container && menuMarks(container));
  useLayoutEffect(() => {
    if (container && marks) setItems(decorateMenu(container, marks));
  }, [container, marks, subtreesLoaded]);
  useLayoutEffect(
    () => () => {
      if (container && marks) undecorateMenu(container, marks);
    },
    [container, marks],
  );
  return items;
}

/** Each handle's open state, by item, for the accordion to reach. */
export type Accordion = {
  readonly handles: Map<HTMLElement, (open: boolean) => void>;
  /** Opens (closing its open siblings: one branch per level) or closes an item. */
  toggle(li: HTMLElement, open: boolean): void;
};

/** One open branch per level, and the active trail opened, following the orientation. */
export function useAccordion(
  container: HTMLElement | null,
  items: MenuItem[],
  orientation: Orientation,
  currentPath: string,
): Accordion {
  const [accordion] = useState<Accordion>(() => {
    const handles = new Map<HTMLElement, (open: boolean) => void>();
    return {
      handles,
      toggle(li, open) {
        if (open)
          for (const sibling of li.parentElement?.children ?? [])
            if (sibling !== li) handles.get(sibling as HTMLElement)?.(false);
        handles.get(li)?.(open);
      },
    };
  });
  useLayoutEffect(() => {
    if (!container) return;
    for (const li of markActive(container, orientation, currentPath))
      accordion.handles.get(li)?.(true);
  }, [container, items, orientation, currentPath, accordion]);
  return accordion;
}

/** One item's open state: on its `li` (Drupal's CSS shows the submenu), from the server's. */
export function useMenuItemOpen(item: MenuItem, accordion: Accordion): boolean {
  const [open, setOpen] = useState(() => item.li.classList.contains('open'));
  useLayoutEffect(() => {
    accordion.handles.set(item.li, setOpen);
    return () => void accordion.handles.delete(item.li);
  }, [item, accordion]);
  useLayoutEffect(() => {
    item.li.classList.toggle('open', open);
  }, [item, open]);
  return open;
}

/* ------------------------------------------------------------- subtrees (§5.7) */

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

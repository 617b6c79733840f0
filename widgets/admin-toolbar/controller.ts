/**
 * The toolbar controller: holds the model (logic.ts), applies it to Drupal's markup with the
 * classes, attributes, storage keys and events Drupal's toolbar uses (spec drupal-ajax §5.5–§5.9),
 * and restores the server markup on teardown.
 */
import { t, type WidgetContext } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import { reserveScrollTop } from '../../src/runtime/scroll-padding';
import { storage } from '../../src/runtime/storage';
import { adminMenu, type AdminMenu } from './menu';
import { clearDisplace, displace } from './displace';
import {
  applyBreakpoint,
  BREAKPOINT_IDS,
  bodyClasses,
  clickTab,
  initialState,
  KEYS,
  needsDefaultTab,
  parseStored,
  requestOrientation,
  set,
  shouldLoadSubtrees,
  storedToolbarState,
  toggleOrientation,
  trayAnnouncement,
  trayOrientation,
  type BreakpointId,
  type Orientation,
  type SetResult,
  type ToolbarState,
} from './logic';
import type { TabRef, ToolbarDom } from './parse';

export interface ToolbarOptions {
  breakpoints: Record<BreakpointId, string>;
  theme: string;
  subtreesHash: string | null;
  currentPath: string;
  currentPathIsAdmin: boolean;
  rtl: boolean;
  /** Resolves with the subtrees map (cache or network); rejects on failure. */
  loadSubtrees?: (
    hash: string,
    signal: AbortSignal,
  ) => Promise<{ subtrees: Record<string, string>; fromCache: boolean }>;
}

export interface ToolbarSnapshot {
  state: ToolbarState;
  /** The Show/Hide Toolbar toggle: only the toggle stays in the bar. */
  hidden: boolean;
  /** The Show/Hide Local Tasks toggle. */
  localTasksHidden: boolean;
}

/** Trellis' own keys for the two toggles Drupal's toolbar does not have. */
export const VISIBILITY_KEYS = {
  hidden: 'Trellis.toolbar.hidden',
  localTasksHidden: 'Trellis.toolbar.localTasksHidden',
} as const;

const BODY_CLASSES = [
  'toolbar-tray-open',
  'toolbar-fixed',
  'toolbar-vertical',
  'toolbar-horizontal',
  'toolbar-loading',
] as const;

const HTML_ANTI_FLICKER = [
  'toolbar-loading',
  'toolbar-horizontal',
  'toolbar-vertical',
  'toolbar-tray-open',
  'toolbar-fixed',
  'toolbar-oriented',
  'toolbar-anti-flicker',
  'toolbar-local-tasks-hidden',
];

const OFFSET_ATTRS = ['data-offset-top', 'data-offset-left', 'data-offset-right'];

function fire(name: string, detail: unknown): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
  // Drupal modules listen with jQuery and read the second handler argument.
  const jq = (
    window as unknown as { jQuery?: (el: unknown) => { trigger(n: string, a: unknown[]): void } }
  ).jQuery;
  if (typeof jq === 'function') jq(document).trigger(name, [detail]);
}

export interface Toolbar {
  subscribe(listener: () => void): () => void;
  snapshot(): ToolbarSnapshot;
  toggleOrientation(): void;
  setHidden(hidden: boolean): void;
  setLocalTasksHidden(hidden: boolean): void;
  readonly localTasks: HTMLElement | null;
}

export function createToolbar(
  dom: ToolbarDom,
  ctx: WidgetContext<unknown>,
  options: ToolbarOptions,
): Toolbar {
  const local = storage('local');
  const session = storage('session');
  const body = document.body;
  const html = document.documentElement;
  const initialBody = new Map(BODY_CLASSES.map((c) => [c, body.classList.contains(c)]));
  const initialPadding = body.style.paddingTop;
  const localTasks = document.querySelector<HTMLElement>('.block-local-tasks-block');
  const localTasksWasHidden = localTasks?.hidden ?? false;
  const localTasksHadId = !!localTasks?.id;
  if (localTasks && !localTasksHadId) localTasks.id = 'toolbar-local-tasks';
  const listeners = new Set<() => void>();

  const storedTab = parseStored<string>(local.getRaw(KEYS.activeTab));
  const storedTabRef = dom.tabs.find((tab) => tab.link.id && tab.link.id === storedTab);
  let state = initialState({
    locked: parseStored<boolean>(local.getRaw(KEYS.locked)),
    activeTab: storedTabRef?.trayName ? storedTabRef.link.id : null,
  });
  state = { ...state, activeTray: storedTabRef?.trayName ?? null };
  let hidden = session.getRaw(VISIBILITY_KEYS.hidden) === 'true';
  let localTasksHidden = session.getRaw(VISIBILITY_KEYS.localTasksHidden) === 'true';
  let snapshot: ToolbarSnapshot = { state, hidden, localTasksHidden };
  let started = false;
  let menu: AdminMenu | null = null;
  let loadingSubtrees = false;

  const tabById = (id: string | null): TabRef | undefined =>
    id ? dom.tabs.find((tab) => tab.link.id === id) : undefined;
  const trayName = (tray: HTMLElement | null | undefined): string | null =>
    tray?.querySelector('.toolbar-tray-name')?.textContent?.trim() || null;

  function notify(): void {
    snapshot = { state, hidden, localTasksHidden };
    for (const listener of listeners) listener();
  }

  function report(message: string): void {
    // t(): strings marked translatable() in logic.ts.
    const text = t(message);
    ctx.warn(text);
    ctx.emit('admin-toolbar:invalid', { message: text });
  }

  function apply(result: SetResult): boolean {
    if (result.error) report(result.error);
    if (!result.changed.length) return !result.error;
    const previous = state;
    state = result.state;
    render(previous, new Set(result.changed));
    return true;
  }

  function applyTabs(): void {
    for (const tab of dom.tabs) {
      const active = tab.link.id !== '' && tab.link.id === state.activeTab;
      tab.link.classList.toggle('is-active', active);
      if (tab.trayName) tab.link.setAttribute('aria-pressed', String(active));
    }
    for (const tray of dom.trays) {
      const active = tray.getAttribute('data-toolbar-tray') === state.activeTray;
      tray.classList.toggle('is-active', active);
    }
  }

  function applyOrientation(): void {
    const orientation = trayOrientation(state);
    for (const tray of dom.trays) {
      tray.classList.toggle('toolbar-tray-vertical', orientation === 'vertical');
      tray.classList.toggle('toolbar-tray-horizontal', orientation === 'horizontal');
    }
    dom.root.classList.toggle('toolbar-oriented', state.isOriented);
    dom.root.classList.toggle('toolbar-hidden', hidden);
  }

  function applyOffsets(): void {
    for (const el of [dom.bar, ...dom.trays]) for (const a of OFFSET_ATTRS) el.removeAttribute(a);
    if (state.isOriented) dom.bar.setAttribute('data-offset-top', '');
    const tray = hidden ? null : tabById(state.activeTab)?.tray;
    if (tray) {
      if (state.orientation === 'vertical')
        tray.setAttribute(options.rtl ? 'data-offset-right' : 'data-offset-left', '');
      else tray.setAttribute('data-offset-top', '');
    }
    if (localTasks) {
      localTasks.hidden = localTasksHidden || localTasksWasHidden;
      // From the standard width the theme's CSS makes it a sidebar: it reserves the right edge.
      const sidebar = !localTasksHidden && state.isFixed;
      if (sidebar) localTasks.setAttribute('data-offset-right', '');
      else localTasks.removeAttribute('data-offset-right');
    }
  }

  function applyBody(): void {
    const classes = bodyClasses(state);
    if (hidden) classes['toolbar-tray-open'] = false;
    for (const [cls, on] of Object.entries(classes)) body.classList.toggle(cls, on);
    // The server's anti-flicker classes and styles have done their job once we render.
    document.querySelector('style[data-toolbar-anti-flicker-loading]')?.remove();
    html.classList.remove(...HTML_ANTI_FLICKER);
    body.classList.remove('toolbar-loading');
  }

  /** Bar plus open horizontal tray: the body is padded by this so nothing hides under it. */
  function applyHeight(): void {
    const tray = hidden ? null : tabById(state.activeTab)?.tray;
    const trayHeight =
      tray && trayOrientation(state) === 'horizontal' && state.isOriented ? tray.offsetHeight : 0;
    const height = dom.bar.offsetHeight + trayHeight;
    state = { ...state, height };
    if (state.isOriented) {
      body.style.paddingTop = `${height}px`;
      // Its share of the scroll padding, beside the page's sticky bars (not over theirs).
      reserveScrollTop('admin-toolbar', height);
    } else {
      body.style.paddingTop = initialPadding;
      reserveScrollTop('admin-toolbar', null);
    }
  }

  function writeSession(): void {
    const previous = parseStored<unknown>(session.getRaw(KEYS.state));
    const width = dom.userButton?.clientWidth ?? 0;
    session.setRaw(KEYS.state, JSON.stringify(storedToolbarState(previous, state, width)));
  }

  function render(previous: ToolbarState | null, changed: Set<keyof ToolbarState>): void {
    applyTabs();
    applyOrientation();
    applyBody();
    applyOffsets();
    applyHeight();
    displace();
    writeSession();
    if (started && previous) {
      if (changed.has('orientation')) {
        announce(
          t('Tray orientation changed to @orientation.', { '@orientation': state.orientation }),
        );
        fire('drupalToolbarOrientationChange', state.orientation);
        ctx.emit('admin-toolbar:orientation-change', { orientation: state.orientation });
        menu?.markActive(state.orientation);
      }
      if (changed.has('activeTab')) {
        const tab = tabById(state.activeTab)?.link ?? null;
        fire('drupalToolbarTabChange', tab);
        ctx.emit('admin-toolbar:tab-change', { tab });
      }
      if (changed.has('activeTray')) {
        const before = tabById(previous.activeTab)?.tray ?? null;
        const after = tabById(state.activeTab)?.tray ?? null;
        const message = trayAnnouncement(
          before ? { name: trayName(before) } : null,
          after ? { name: trayName(after) } : null,
        );
        // t(): strings marked translatable() in logic.ts.
        if (message) announce(t(message.template, { '@tray': message.name ?? '' }));
        fire('drupalToolbarTrayChange', after);
        ctx.emit('admin-toolbar:tray-change', { tray: after });
      }
    }
    if (changed.has('activeTab')) {
      if (state.activeTab) local.setRaw(KEYS.activeTab, JSON.stringify(state.activeTab));
      else local.remove(KEYS.activeTab);
    }
    if (changed.has('orientation') || changed.has('activeTab')) loadSubtreesIfNeeded();
    notify();
  }

  function insertSubtrees(subtrees: Record<string, string>): void {
    for (const [id, markup] of Object.entries(subtrees)) {
      if (!markup) continue;
      const link = document.getElementById(`toolbar-link-${id}`);
      const li = link?.closest('li');
      if (!link || !li || li.querySelector(':scope > ul.toolbar-menu')) continue;
      const anchor = link.parentElement?.hasAttribute('data-trellis-box')
        ? link.parentElement
        : link;
      anchor.insertAdjacentHTML('afterend', markup);
    }
  }

  function loadSubtreesIfNeeded(): void {
    const tab = tabById(state.activeTab);
    const hash = options.subtreesHash;
    if (!options.loadSubtrees || !hash || loadingSubtrees) return;
    if (!shouldLoadSubtrees(state, !!tab?.link.hasAttribute('data-drupal-subtrees'))) return;
    loadingSubtrees = true;
    options.loadSubtrees(hash, ctx.signal).then(
      ({ subtrees, fromCache }) => {
        loadingSubtrees = false;
        if (ctx.signal.aborted) return;
        insertSubtrees(subtrees);
        menu?.refresh();
        menu?.markActive(state.orientation);
        apply(set(state, { areSubtreesLoaded: true }));
        ctx.emit('admin-toolbar:subtrees-loaded', { fromCache });
      },
      (error: unknown) => {
        loadingSubtrees = false;
        // The tray keeps its top-level links; the next page load tries again.
        if (!ctx.signal.aborted) ctx.warn('menu subtrees could not be loaded', error);
      },
    );
  }

  /* ----------------------------------------------------------------- start-up (§5.3, §5.4) */

  // Read before the first render rewrites it: has the editor ever chosen anything?
  const sessionState = parseStored<{ orientation?: unknown }>(session.getRaw(KEYS.state));
  for (const id of BREAKPOINT_IDS) {
    const list = window.matchMedia(options.breakpoints[id]);
    apply(applyBreakpoint(state, id, list.matches));
    ctx.listen(list, 'change', (event) =>
      apply(applyBreakpoint(state, id, (event as MediaQueryListEvent).matches)),
    );
  }
  if (needsDefaultTab(state, sessionState?.orientation)) {
    const first = dom.tabs.find(
      (tab) => tab.trayName && !tab.wrapper.classList.contains('home-toolbar-tab'),
    );
    if (first) apply(set(state, { activeTab: first.link.id, activeTray: first.trayName }));
  }
  if (dom.adminMenu) {
    menu = adminMenu(dom.adminMenu, { currentPath: options.currentPath, signal: ctx.signal });
    menu.markActive(state.orientation);
  }
  render(null, new Set(['activeTab', 'orientation']));
  started = true;

  /* -------------------------------------------------------------- escape admin (§5.8) */

  const escapeHrefs = new Map(dom.escapeLinks.map((a) => [a, a.getAttribute('href')]));
  if (!options.currentPathIsAdmin) {
    if (!location.search.includes('destination=')) session.setRaw(KEYS.escapeAdmin, location.href);
  } else {
    const back = session.getRaw(KEYS.escapeAdmin);
    if (back) for (const a of dom.escapeLinks) a.href = back;
  }

  /* ------------------------------------------------------------------- interaction (§5.5) */

  const closeTray = (focusTab: boolean) => {
    const tab = tabById(state.activeTab);
    if (!tab) return;
    apply(clickTab(state, tab.link.id, tab.trayName));
    if (focusTab) tab.link.focus();
  };

  ctx.listen(dom.root, 'click', (event) => {
    const target = event.target as Element;
    const link = target.closest<HTMLElement>('.toolbar-item[data-toolbar-tray]');
    if (link && dom.bar.contains(link)) {
      event.preventDefault();
      event.stopPropagation();
      const tab = dom.tabs.find((t) => t.link === link);
      if (tab?.link.id) apply(clickTab(state, tab.link.id, tab.trayName));
      return;
    }
    // A menu link closes an overlaying tray on its way to the next page.
    const menuLink = target.closest('.toolbar-tray a[href]');
    if (menuLink && !state.isFixed && state.activeTab)
      apply(set(state, { activeTab: null, activeTray: null }));
  });

  ctx.listen(dom.root, 'keydown', (event) => {
    const key = event as KeyboardEvent;
    const target = key.target as HTMLElement;
    // A link with role="button" should answer Space like a button does.
    if (
      (key.key === ' ' || key.key === 'Spacebar') &&
      target.matches('a.toolbar-item[role="button"]')
    ) {
      key.preventDefault();
      target.click();
      return;
    }
    if (key.key !== 'Escape' || !state.activeTab || hidden) return;
    const tab = tabById(state.activeTab);
    if (!tab || !(tab.link === target || tab.tray?.contains(target))) return;
    key.preventDefault();
    closeTray(true);
  });

  // A tray that overlays the page (not fixed) closes when focus moves on into the page, so it
  // never hides the focused element.
  ctx.listen(dom.root, 'focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget as Node | null;
    if (!next || dom.root.contains(next) || state.isFixed || !state.activeTab) return;
    if (state.orientation === 'vertical') closeTray(false);
  });

  ctx.listen(ctx.host, 'admin-toolbar:set-orientation', (event) => {
    const orientation = (event as CustomEvent<{ orientation?: unknown }>).detail?.orientation;
    if (orientation === 'horizontal' || orientation === 'vertical')
      apply(requestOrientation(state, orientation as Orientation));
  });

  ctx.listen(document, 'drupalViewportOffsetChange', (event) => {
    const offsets = (event as CustomEvent).detail;
    if (offsets && typeof offsets === 'object') {
      state = { ...state, offsets: { ...state.offsets, ...offsets } };
      writeSession();
      notify();
    }
  });

  // Displacement follows the window (debounced as Drupal's is: 200 ms).
  let resizeTimer: (() => void) | undefined;
  ctx.listen(window, 'resize', () => {
    resizeTimer?.();
    resizeTimer = ctx.timeout(() => {
      applyHeight();
      displace();
    }, 200);
  });

  // Dialogs sit over the bar: no margin while one is open, the off-canvas top tray's height
  // when that is where it opens.
  ctx.listen(window, 'dialog:aftercreate', (event) => {
    const settings = (event as CustomEvent & { settings?: { drupalOffCanvasPosition?: string } })
      .settings;
    const top = settings?.drupalOffCanvasPosition === 'top';
    const wrapper = top
      ? (event.target as HTMLElement | null)?.closest<HTMLElement>('.ui-dialog')
      : null;
    dom.bar.style.marginTop = top && wrapper ? `${wrapper.offsetHeight}px` : '0';
  });
  ctx.listen(window, 'dialog:beforeclose', () => {
    dom.bar.style.marginTop = '0';
  });

  /* -------------------------------------------------------------------------- teardown */

  ctx.signal.addEventListener(
    'abort',
    () => {
      menu?.destroy();
      for (const tab of dom.tabs) {
        tab.link.classList.remove('is-active');
        if (tab.trayName) tab.link.setAttribute('aria-pressed', 'false');
      }
      for (const tray of dom.trays) {
        tray.classList.remove('is-active', 'toolbar-tray-vertical', 'toolbar-tray-horizontal');
        for (const a of OFFSET_ATTRS) tray.removeAttribute(a);
      }
      for (const a of OFFSET_ATTRS) dom.bar.removeAttribute(a);
      dom.bar.style.marginTop = '';
      dom.root.classList.remove('toolbar-oriented', 'toolbar-hidden', 'toolbar-fade-in');
      for (const [cls, on] of initialBody) body.classList.toggle(cls, on);
      body.style.paddingTop = initialPadding;
      reserveScrollTop('admin-toolbar', null);
      if (localTasks) {
        localTasks.hidden = localTasksWasHidden;
        localTasks.removeAttribute('data-offset-right');
        if (!localTasksHadId) localTasks.removeAttribute('id');
      }
      for (const [a, href] of escapeHrefs) {
        if (href === null) a.removeAttribute('href');
        else a.setAttribute('href', href);
      }
      listeners.clear();
      clearDisplace();
    },
    { once: true },
  );

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
    toggleOrientation() {
      const result = toggleOrientation(state);
      if (apply(result) && !result.error) {
        if (state.locked) local.setRaw(KEYS.locked, 'true');
        else local.remove(KEYS.locked);
      }
    },
    setHidden(value) {
      if (hidden === value) return;
      hidden = value;
      // The bar fades back in (150 ms); the class stays until the next hide.
      dom.root.classList.toggle('toolbar-fade-in', !hidden);
      if (hidden) session.setRaw(VISIBILITY_KEYS.hidden, 'true');
      else session.remove(VISIBILITY_KEYS.hidden);
      render(state, new Set());
      ctx.emit('admin-toolbar:visibility-change', { hidden });
    },
    setLocalTasksHidden(value) {
      if (localTasksHidden === value) return;
      localTasksHidden = value;
      if (localTasksHidden) session.setRaw(VISIBILITY_KEYS.localTasksHidden, 'true');
      else session.remove(VISIBILITY_KEYS.localTasksHidden);
      render(state, new Set());
    },
    localTasks,
  };
}

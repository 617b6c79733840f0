/** The page never under the toolbar: body classes and padding, `data-offset-*`, displacement. */
import { useLayoutEffect, useState } from 'react';
import { reserveScrollTop } from '../../src/runtime/scroll-padding';
import { storage } from '../../src/runtime/storage';
import {
  bodyClasses,
  EDGES,
  edgeOffset,
  trayOrientation,
  type Offsets,
  type ToolbarState,
  type ToolbarView,
} from './logic';
import { KEYS, parseStored, storedToolbarState } from './logic-storage';
import type { ToolbarStore } from './use-toolbar-store';
import { tabById, type ToolbarDom } from './parse';

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
function displace(): void {
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
  const session = storage('session');
  const previous = parseStored<unknown>(session.getRaw(KEYS.state));
  const width = dom.userButton?.clientWidth ?? 0;
  session.setRaw(KEYS.state, JSON.stringify(storedToolbarState(previous, state, width)));
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

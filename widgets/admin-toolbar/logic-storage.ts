/**
 * What the toolbar keeps in the browser's storage, as Drupal's toolbar does: the keys, values
 * read back without throwing, the session state in Drupal's own shape, and the anti-flicker
 * snippet that reads that state before the bundle runs.
 */
import type { Orientation, ToolbarState } from './logic';

export const KEYS = {
  activeTab: 'Drupal.toolbar.activeTabID',
  locked: 'Drupal.toolbar.trayVerticalLocked',
  subtreesHash: (theme: string) => `Drupal.toolbar.subtreesHash.${theme}`,
  subtrees: (theme: string) => `Drupal.toolbar.subtrees.${theme}`,
  state: 'Drupal.toolbar.toolbarState',
  escapeAdmin: 'escapeAdminPath',
  /** Trellis' own keys (sessionStorage) for the two toggles Drupal's toolbar does not have. */
  hidden: 'Trellis.toolbar.hidden',
  localTasksHidden: 'Trellis.toolbar.localTasksHidden',
} as const;

/** `JSON.parse` of a stored value that never throws (a hand-edited key is not fatal). */
export function parseStored<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export interface StoredToolbarState {
  orientation: Orientation;
  hasActiveTab: boolean;
  activeTabId: string | null;
  activeTray?: string;
  isOriented: boolean;
  isFixed: boolean;
  userButtonMinWidth: number;
}

/**
 * `Drupal.toolbar.toolbarState` as Drupal writes it: these keys in this order (a test of
 * Drupal's compares the JSON string), `activeTray` omitted when no tab is open, and any other
 * earlier keys kept after them.
 */
export function storedToolbarState(
  previous: unknown,
  state: ToolbarState,
  userButtonMinWidth: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    orientation: state.orientation,
    hasActiveTab: !!state.activeTab,
    activeTabId: state.activeTab,
  };
  if (state.activeTab && state.activeTray) out.activeTray = state.activeTray;
  out.isOriented = state.isOriented;
  out.isFixed = state.isFixed;
  out.userButtonMinWidth = userButtonMinWidth;
  if (previous && typeof previous === 'object' && !Array.isArray(previous)) {
    for (const [key, value] of Object.entries(previous)) {
      if (key === '__proto__' || key in out || key === 'activeTray') continue;
      out[key] = value;
    }
  }
  return out;
}

/** What the anti-flicker snippet puts on <html>, taken away once the toolbar renders. */
export const ANTI_FLICKER_CLASSES = [
  'toolbar-loading',
  'toolbar-horizontal',
  'toolbar-vertical',
  'toolbar-tray-open',
  'toolbar-fixed',
  'toolbar-oriented',
  'toolbar-anti-flicker',
  'toolbar-local-tasks-hidden',
];

/** The property that marks the snippet's constructed stylesheet. */
export const ANTI_FLICKER_MARK = 'trellisToolbarAntiFlicker';

/**
 * The anti-flicker snippet (spec drupal-ajax §5.5) the server inlines in <head>, so a reload
 * paints the toolbar as the editor left it before the bundle runs: it reads the session state
 * the toolbar writes and puts Drupal's `toolbar-*` classes on <html>, with a temporary style for
 * the open tray. The bundle never runs it (a module script runs after the first paint); the
 * widget removes what it added on its first render. Plain ES5 in a string.
 */
export const ANTI_FLICKER_SCRIPT = `(function () {
  var s = {}, hidden = false;
  // Blocked storage throws on every access, not only on a read of broken JSON.
  try { s = JSON.parse(sessionStorage.getItem('${KEYS.state}') || '{}') || {}; } catch (e) {}
  try { hidden = sessionStorage.getItem('${KEYS.localTasksHidden}') === 'true'; } catch (e) {}
  var c = document.documentElement.classList;
  c.add('toolbar-loading', 'toolbar-anti-flicker', 'toolbar-' + (s.orientation === 'vertical' ? 'vertical' : 'horizontal'));
  if (s.hasActiveTab !== false) c.add('toolbar-tray-open');
  if (s.isFixed) c.add('toolbar-fixed');
  if (s.isOriented) c.add('toolbar-oriented');
  if (hidden) c.add('toolbar-local-tasks-hidden');
  var css = '';
  if (s.activeTray && /^[A-Za-z][\\w-]*$/.test(s.activeTray)) {
    var t = '#' + s.activeTray;
    css += t + '{display:block}';
    if (s.isOriented && s.orientation !== 'vertical') css += t + '{position:absolute;top:100%;left:0;right:0}';
    if (s.isOriented && s.orientation === 'vertical') css += t + '{position:' + (s.isFixed ? 'fixed' : 'absolute') + ';top:var(--toolbar-bar-height,2.625rem);bottom:0;left:0;width:15rem}';
    if (s.activeTabId && /^[A-Za-z][\\w-]*$/.test(s.activeTabId)) css += '#' + s.activeTabId + '{background:#2b2b2b}';
  }
  if (s.userButtonMinWidth > 0) css += '#toolbar-item-user{min-width:' + Number(s.userButtonMinWidth) + 'px}';
  if (!css) return;
  // A constructed sheet: a strict Content-Security-Policy refuses a <style> element. The widget
  // finds it by its mark. A <style> element where the browser has no constructed sheets.
  try {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheet.${ANTI_FLICKER_MARK} = true;
    document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
  } catch (e) {
    var style = document.createElement('style');
    style.setAttribute('data-toolbar-anti-flicker-loading', '');
    style.textContent = css;
    document.head.appendChild(style);
  }
})();`;

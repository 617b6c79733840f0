/**
 * The toolbar's model as Drupal's toolbar keeps it (spec drupal-ajax §5.3–§5.6), as pure
 * functions: every change goes through `set`, which validates like Backbone's `validate` option
 * (a refused set changes nothing and reports the message). What is stored is `logic-storage`;
 * the store a component subscribes to, `use-toolbar-store`.
 */
export type Orientation = 'horizontal' | 'vertical';

export interface Offsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ToolbarState {
  /** Id of the active tab link, or null. */
  activeTab: string | null;
  /** `data-toolbar-tray` name of the active tray, or null. */
  activeTray: string | null;
  isOriented: boolean;
  isFixed: boolean;
  areSubtreesLoaded: boolean;
  isViewportOverflowConstrained: boolean;
  orientation: Orientation;
  /** JSON of the stored flag: null when never set (Drupal's own test asserts null, not false). */
  locked: boolean | null;
  isTrayToggleVisible: boolean;
  height: number | null;
  offsets: Offsets;
}

/**
 * Marks a string the controller translates later with `t(value)`: scripts/strings.mjs lists it
 * for translators as if it were a `t()` literal.
 */
const translatable = (source: string): string => source;

export const LOCKED_MESSAGE = translatable(
  'The toolbar cannot be set to a horizontal orientation when it is locked.',
);

export const BREAKPOINT_IDS = ['toolbar.narrow', 'toolbar.standard', 'toolbar.wide'] as const;
export type BreakpointId = (typeof BREAKPOINT_IDS)[number];

/** Drupal's `toolbar.breakpoints.yml` (16.5em, 38.125em, 61em). */
export const DEFAULT_BREAKPOINTS: Record<BreakpointId, string> = {
  'toolbar.narrow': 'only screen and (min-width: 16.5em)',
  'toolbar.standard': 'only screen and (min-width: 38.125em)',
  'toolbar.wide': 'only screen and (min-width: 61em)',
};

export function initialState(stored: {
  locked: boolean | null;
  activeTab: string | null;
}): ToolbarState {
  return {
    activeTab: stored.activeTab,
    activeTray: null,
    isOriented: false,
    isFixed: false,
    areSubtreesLoaded: false,
    isViewportOverflowConstrained: false,
    orientation: 'horizontal',
    locked: stored.locked,
    isTrayToggleVisible: true,
    height: null,
    offsets: { top: 0, right: 0, bottom: 0, left: 0 },
  };
}

export interface SetOptions {
  validate?: boolean;
  /** The user's orientation toggle: wins over the vertical lock. */
  override?: boolean;
}

export interface SetResult {
  state: ToolbarState;
  changed: (keyof ToolbarState)[];
  /** The validation message when the set was refused (nothing changed). */
  error?: string;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

export function validate(
  state: ToolbarState,
  attrs: Partial<ToolbarState>,
  options: SetOptions = {},
): string | undefined {
  if (options.validate && attrs.orientation === 'horizontal' && state.locked && !options.override)
    return LOCKED_MESSAGE;
  return undefined;
}

export function set(
  state: ToolbarState,
  attrs: Partial<ToolbarState>,
  options: SetOptions = {},
): SetResult {
  const error = validate(state, attrs, options);
  if (error) return { state, changed: [], error };
  const next = { ...state };
  const changed: (keyof ToolbarState)[] = [];
  for (const key of Object.keys(attrs) as (keyof ToolbarState)[]) {
    if (!same(state[key], attrs[key])) {
      (next as Record<string, unknown>)[key] = attrs[key];
      changed.push(key);
    }
  }
  return { state: changed.length ? next : state, changed };
}

/** Chains several sets; the first refusal's message is kept, later sets still run. */
function chain(state: ToolbarState, steps: ((s: ToolbarState) => SetResult)[]): SetResult {
  let current = state;
  const changed = new Set<keyof ToolbarState>();
  let error: string | undefined;
  for (const step of steps) {
    const result = step(current);
    current = result.state;
    for (const key of result.changed) changed.add(key);
    error ??= result.error;
  }
  return { state: current, changed: [...changed], ...(error ? { error } : {}) };
}

/**
 * A breakpoint handler (run at start-up in the order narrow, standard, wide, and on each change):
 * narrow orients and hides the orientation toggle (vertical below it), standard fixes the bar,
 * wide gives horizontal unless locked, and shows the toggle.
 */
export function applyBreakpoint(
  state: ToolbarState,
  id: BreakpointId,
  matches: boolean,
): SetResult {
  switch (id) {
    case 'toolbar.narrow':
      return chain(state, [
        (s) => set(s, { isOriented: matches, isTrayToggleVisible: false }),
        (s) =>
          !matches || !s.orientation
            ? set(s, { orientation: 'vertical' }, { validate: true })
            : { state: s, changed: [] },
      ]);
    case 'toolbar.standard':
      return set(state, { isFixed: matches });
    case 'toolbar.wide':
      return chain(state, [
        (s) =>
          set(
            s,
            { orientation: matches && !s.locked ? 'horizontal' : 'vertical' },
            { validate: true },
          ),
        (s) => set(s, { isTrayToggleVisible: matches }),
      ]);
  }
}

export function antiOrientation(orientation: Orientation): Orientation {
  return orientation === 'vertical' ? 'horizontal' : 'vertical';
}

/**
 * The orientation toggle: flips with validation and override; vertical locks, horizontal
 * unlocks. The caller stores or removes `Drupal.toolbar.trayVerticalLocked` from `locked`.
 */
export function toggleOrientation(state: ToolbarState): SetResult {
  const orientation = antiOrientation(state.orientation);
  return set(
    state,
    { orientation, locked: orientation === 'vertical' },
    { validate: true, override: true },
  );
}

/** A programmatic request (an API call, another module): validated, never overriding. */
export function requestOrientation(state: ToolbarState, orientation: Orientation): SetResult {
  return set(state, { orientation }, { validate: true });
}

/** Clicking the active tab closes it; clicking another activates it. */
export function clickTab(state: ToolbarState, tabId: string, trayName: string | null): SetResult {
  return state.activeTab === tabId
    ? set(state, { activeTab: null, activeTray: null })
    : set(state, { activeTab: tabId, activeTray: trayName });
}

/**
 * Horizontal with no active tab and no stored session orientation (the editor has never
 * chosen): the first tab that is not "Back to site" opens.
 */
export function needsDefaultTab(state: ToolbarState, sessionOrientation: unknown): boolean {
  return state.orientation === 'horizontal' && !state.activeTab && !sessionOrientation;
}

export function shouldLoadSubtrees(state: ToolbarState, activeTabHasSubtrees: boolean): boolean {
  return !state.areSubtreesLoaded && activeTabHasSubtrees && state.orientation === 'vertical';
}

/** Body classes the toolbar owns, from the state (Drupal's CSS keys off these). */
export function bodyClasses(state: ToolbarState): Record<string, boolean> {
  return {
    'toolbar-tray-open': !!state.activeTray,
    'toolbar-fixed': state.isFixed || state.isViewportOverflowConstrained,
    'toolbar-vertical': state.orientation === 'vertical',
    'toolbar-horizontal': state.orientation === 'horizontal',
  };
}

/** The classes a tray carries: its orientation, forced vertical when the bar is not oriented. */
export function trayOrientation(state: ToolbarState): Orientation {
  return state.isOriented ? state.orientation : 'vertical';
}

/** Walks `a/b/c` up to `a/b`, `a` (Drupal's active-trail fallback on currentPath). */
export function pathAncestors(path: string): string[] {
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  const out: string[] = [];
  for (let i = parts.length; i > 0; i--) out.push(parts.slice(0, i).join('/'));
  return out.filter(Boolean);
}

/** The screen-reader text for a tray change; '' when neither the old nor the new tray exists. */
export function trayAnnouncement(
  previous: { name: string | null } | null,
  next: { name: string | null } | null,
): { template: string; name: string | null } | null {
  if (next)
    return {
      template: next.name ? translatable('Tray "@tray" opened.') : translatable('Tray opened.'),
      name: next.name,
    };
  if (previous)
    return {
      template: previous.name ? translatable('Tray "@tray" closed.') : translatable('Tray closed.'),
      name: previous.name,
    };
  return null;
}

/** A subtrees map as the server sends it: link id → the submenu's markup. */
export type Subtrees = Record<string, string>;

export function isSubtrees(value: unknown): value is Subtrees {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

export type Edge = keyof Offsets;
export const EDGES: readonly Edge[] = ['top', 'right', 'bottom', 'left'];

/** How far an element's box reaches into the viewport from `edge` (Drupal's displace). */
export function edgeOffset(
  edge: Edge,
  rect: { top: number; left: number; width: number; height: number },
  viewport: { width: number; height: number },
): number {
  switch (edge) {
    case 'top':
      return rect.top + rect.height;
    case 'left':
      return rect.left + rect.width;
    case 'bottom':
      return viewport.height - rect.top;
    case 'right':
      return viewport.width - rect.left;
  }
}

/** The toolbar's state with Trellis' two toggles: what the component renders from. */
export interface ToolbarView {
  state: ToolbarState;
  /** The Show/Hide Toolbar toggle: only the toggle stays in the bar. */
  hidden: boolean;
  /** The Show/Hide Local Tasks toggle. */
  localTasksHidden: boolean;
}

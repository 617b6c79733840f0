/**
 * The header's state and its rules, pure (unit-tested in site-header.test.ts). Apart from
 * logic.ts, whose forms' rules would otherwise come into the chunk every page loads.
 */
import type { Category, PanelName } from './parse';
import type { Flyout } from './parse-menu';

/**
 * What the header shows: the wide layout or the narrow one, the main menu, its open section
 * and flyout, and the open panel. Sections and flyouts are whatever the caller keys them by.
 */
export interface HeaderState<S = unknown, F = unknown> {
  wide: boolean;
  menu: boolean;
  section: S | null;
  flyout: F | null;
  panel: string | null;
}

/** A change to the header; a key left out keeps its value. `shut` closes that panel only. */
export type HeaderChange<S, F> = Partial<HeaderState<S, F>> & { shut?: string };

/**
 * The header's rules over a change: a closed menu closes its section and flyout, a new section
 * closes the flyout, the wide layout shows a panel or the menu (the later of the two), and the
 * state stays the same object when nothing changes.
 */
export function reduceHeader<S, F>(
  s: HeaderState<S, F>,
  { shut, ...change }: HeaderChange<S, F>,
): HeaderState<S, F> {
  const next = { ...s, ...change };
  if (shut && shut === s.panel) next.panel = null;
  if ('section' in change) next.flyout = null;
  if (next.wide && next.panel && (next.panel !== s.panel || !s.wide)) next.menu = false;
  if (!next.menu) next.section = next.flyout = null;
  return (Object.keys(next) as (keyof HeaderState)[]).some((key) => next[key] !== s[key])
    ? next
    : s;
}

export type State = HeaderState<Category, Flyout> & { panel: PanelName | null };

/** The part of the state the mega menu shows: a panel opening leaves it as it is. */
export type MenuView = Pick<State, 'wide' | 'section' | 'flyout'>;

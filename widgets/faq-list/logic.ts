/**
 * Open/closed state of an FAQ list or accordion. An FAQ toggles the clicked item; an accordion
 * opens it and closes the others (its only open item cannot be closed by its own title).
 */
export type Mode = 'faq' | 'accordion';

/** First item open at start; a deep-linked item too (in an accordion, instead). */
/**
 * The items open at setup: the first, the one the page's fragment links to, and (an FAQ) every
 * item already open, by the markup or by a visitor before this code came (a tap, find in page).
 * An accordion keeps one: the linked item, else one opened beyond the first, else the first.
 */
export function initialOpen(
  count: number,
  mode: Mode,
  linked = -1,
  already: readonly boolean[] = [],
): boolean[] {
  const open = Array.from({ length: count }, (_, i) => i === 0 || !!already[i]);
  const chosen =
    linked >= 0 && linked < count ? linked : mode === 'accordion' ? open.indexOf(true, 1) : -1;
  if (chosen >= 0) {
    if (mode === 'accordion') open.fill(false);
    open[chosen] = true;
  }
  return open;
}

/** The item whose title does nothing when clicked (an accordion's only open item), or -1. */
export function lockedIndex(open: boolean[], mode: Mode): number {
  const first = open.indexOf(true);
  return mode === 'accordion' && first >= 0 && open.indexOf(true, first + 1) < 0 ? first : -1;
}

/** Whether clicking title `index` would do nothing (an accordion's only open item). */
export function isLocked(open: boolean[], index: number, mode: Mode): boolean {
  return index >= 0 && lockedIndex(open, mode) === index;
}

export function toggle(open: boolean[], index: number, mode: Mode): boolean[] {
  if (index < 0 || index >= open.length || isLocked(open, index, mode)) return open;
  if (mode === 'faq') return open.map((o, i) => (i === index ? !o : o));
  return open.map((_, i) => i === index);
}

/** Opens item `index` (an accordion closes the others); the same state when it is open. */
export function openItem(open: boolean[], index: number, mode: Mode): boolean[] {
  return open[index] === false ? toggle(open, index, mode) : open;
}

/** Closes item `index`; the same state when it is closed or is an accordion's only open item. */
export function closeItem(open: boolean[], index: number, mode: Mode): boolean[] {
  return open[index] ? toggle(open, index, mode) : open;
}

export const allOpen = (open: boolean[]): boolean => open.length > 0 && open.every(Boolean);

/** Show all / Hide all: closes everything when all are open, else opens everything. */
export function toggleAll(open: boolean[]): boolean[] {
  const next = !allOpen(open);
  return open.map(() => next);
}

/** Clicks less than 200 ms apart are ignored (spec §9). */
export const CLICK_GUARD_MS = 200;
/** jQuery's "fast". */
export const SLIDE_MS = 200;

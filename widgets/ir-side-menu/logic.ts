/** Pure rules of the investor side menu (spec §9), unit-tested without a browser. */

/** Slide duration of the side menu (spec §9). */
export const SIDE_MENU_MS = 200;

/** A link's text as one line, for the label of its sub-menu trigger. */
export function linkText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The open drop-downs after a trigger press: `item` opens, or closes when it was open. */
export function toggled<T>(open: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(open);
  if (!next.delete(item)) next.add(item);
  return next;
}

/**
 * The open drop-downs after a click or focus elsewhere: only those that hold `target` stay open
 * (none without a target). The same set when nothing closes, so a state update re-renders
 * nothing.
 */
export function keepingOnly<T>(open: ReadonlySet<T>, holds: (item: T) => boolean): ReadonlySet<T> {
  const next = new Set([...open].filter(holds));
  return next.size === open.size ? open : next;
}

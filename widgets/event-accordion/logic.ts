/** Open and closed items of an event accordion: each toggles on its own (not exclusive). */

/** jQuery's "fast": the slide's duration. */
export const SLIDE_MS = 200;

/** The state after title `index` is pressed: that item flips, the others stay. */
export function toggle(open: readonly boolean[], index: number): boolean[] {
  if (index < 0 || index >= open.length) return [...open];
  return open.map((o, i) => (i === index ? !o : o));
}

/** Opens (`to` true) or closes item `index`; the same state when it already is so. */
export function setItem(open: boolean[], index: number, to: boolean): boolean[] {
  return index >= 0 && index < open.length && open[index] !== to ? toggle(open, index) : open;
}

/** The items whose state differs between two states, with the state they go to. */
export function changes(
  before: readonly boolean[],
  after: readonly boolean[],
): { index: number; open: boolean }[] {
  return after.flatMap((open, index) => (before[index] === open ? [] : [{ index, open }]));
}

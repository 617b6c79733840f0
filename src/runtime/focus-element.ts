/* The two focus helpers the entry's own widgets need at once; the rest of ./focus is lazy. */

/** Whether `el` is rendered: it has a box (no `display: none` on it or an ancestor). */
export function isRendered(el: Element): boolean {
  return el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0;
}

/** Focuses `el` without scrolling past sticky bars and without throwing on detached nodes. */
export function focusElement(
  el: HTMLElement | SVGElement | null | undefined,
  preventScroll = false,
): boolean {
  if (!el || !el.isConnected) return false;
  el.focus({ preventScroll });
  return document.activeElement === el;
}

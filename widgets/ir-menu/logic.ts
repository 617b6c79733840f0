/** Pure rules of the investor menu (spec §2, §9), unit-tested without a browser. */

/** The banner's padding is the menu height plus this (spec §9). */
export const BANNER_EXTRA = 80;
/** Back-to-top scroll duration (spec §9). */
export const BACK_TO_TOP_MS = 500;

/** Fixed once the visitor has scrolled past the header height; reversed when back above it. */
export function isStuck(scrollY: number, headerHeight: number): boolean {
  return scrollY > headerHeight;
}

export function bannerPadding(menuHeight: number): number {
  return Math.round(menuHeight) + BANNER_EXTRA;
}

/**
 * The scroll padding that keeps a focused element clear of the fixed bar (WCAG 2.4.11, C43):
 * the bar's top offset plus its height.
 */
export function scrollPaddingTop(offset: number, menuHeight: number): number {
  return Math.ceil(offset + menuHeight);
}

/** Ease-in-out (cubic) progress for 0 ≤ t ≤ 1. */
export function ease(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Where the back-to-top scroll is `elapsed` ms after starting at `from`. */
export function scrollAt(from: number, elapsed: number, duration = BACK_TO_TOP_MS): number {
  if (duration <= 0 || elapsed >= duration) return 0;
  return Math.round(from * (1 - ease(elapsed / duration)));
}

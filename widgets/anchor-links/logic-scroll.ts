/**
 * The scroll's own rules, apart from what the entry needs to hold a press (logic.ts): only the
 * lazy chunk reads these.
 */
import { isSamePage } from './logic';

/** "Quickly": jQuery's fast speed, which the CMS's anchor scrolling used. */
export const SCROLL_MS = 200;

/** Ease in and out: slow start, slow stop, over `t` in 0..1. */
export function ease(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** The element a same-page link points at, or null when the link goes elsewhere. */
export function anchorTarget(
  link: HTMLAnchorElement,
  doc: Document = document,
): HTMLElement | null {
  if (!isSamePage(link, doc)) return null;
  let id: string;
  try {
    id = decodeURIComponent(link.hash.slice(1));
  } catch {
    return null;
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

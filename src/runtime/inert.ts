/**
 * The background of a modal: everything outside it made inert. In Chromium `inert` restyles the
 * whole subtree it lands on (the whole page, here), so it is set just after the frame that shows
 * the modal instead of inside it. Until then the modal's focus
 * trap and its backdrop already keep keyboard and pointer inside.
 */

import { afterPaint } from './timing';

const SKIP = /^(HEAD|SCRIPT|STYLE|TEMPLATE|LINK)$/;

/**
 * Makes every sibling of `el` and of each of its ancestors inert, after the next frame (or
 * 100 ms, when frames do not run: a background tab). Live regions stay reachable. Returns the
 * undo, which also cancels a pending start; it un-inerts only what this call made inert.
 */
export function inertOutside(el: HTMLElement): () => void {
  let made: HTMLElement[] = [];
  const pending = new AbortController();
  afterPaint(() => {
    if (!el.isConnected) return;
    for (let node: HTMLElement | null = el; node?.parentElement; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (
          sibling !== node &&
          sibling instanceof HTMLElement &&
          !sibling.inert &&
          !SKIP.test(sibling.tagName) &&
          !sibling.hasAttribute('aria-live')
        ) {
          sibling.inert = true;
          made.push(sibling);
        }
      }
    }
  }, pending.signal);
  return () => {
    pending.abort();
    made.forEach((node) => (node.inert = false));
    made = [];
  };
}

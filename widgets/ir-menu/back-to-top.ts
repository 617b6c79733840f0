/**
 * Back to top (spec §9): the page scrolls to the top over 500 ms (at once under reduced motion),
 * then focus moves to the top: the link's own target, else the page's first focusable element.
 */
import { focusElement, focusable } from '../../src/runtime/focus';
import { prefersReducedMotion } from '../../src/runtime/media';
import { scrollAt } from './logic';

/** The scroll under way, one for the page whichever link started it. */
let running: AbortController | undefined;

function topTarget(link: Element): HTMLElement | null {
  const id = link.getAttribute('href')?.replace(/^#/, '');
  return (id && document.getElementById(id)) || focusable(document.body)[0] || null;
}

function landed(link: Element): void {
  const target = topTarget(link);
  if (!target || focusElement(target, true)) return;
  // Focusable for this move only: the target's tabindex is the page's own again on blur.
  target.tabIndex = -1;
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  focusElement(target, true);
}

export function scrollToTop(link: Element, signal: AbortSignal): void {
  running?.abort();
  const run = (running = new AbortController());
  const options = { passive: true, capture: true, signal: run.signal };
  signal.addEventListener('abort', () => run.abort(), { once: true, signal: run.signal });
  // The visitor taking over the scroll ends it (and its focus move): the wheel, a touch, a press
  // (the scrollbar, an in-page link) or a key (PageDown, Space, arrows, Tab).
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'])
    addEventListener(type, () => run.abort(), options);
  const land = () => {
    run.abort();
    landed(link);
  };
  const from = window.scrollY;
  if (prefersReducedMotion() || from <= 0) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return land();
  }
  const start = performance.now();
  let frame = 0;
  const step = () => {
    const y = scrollAt(from, performance.now() - start);
    window.scrollTo({ top: y, behavior: 'instant' });
    if (y > 0) frame = requestAnimationFrame(step);
    else land();
  };
  frame = requestAnimationFrame(step);
  run.signal.addEventListener('abort', () => cancelAnimationFrame(frame), { once: true });
}

/**
 * Back to top (spec §9): the page scrolls to the top over 500 ms (at once under reduced motion),
 * then focus moves to the top: the link's own target, else the page's first focusable element.
 */
import { focusForNow, focusable } from '../../src/runtime/focus';
import { prefersReducedMotion } from '../../src/runtime/media';
import { scrollAt } from './logic';

/** The scroll under way, one for the page whichever link started it. */
let running: AbortController | undefined;

function topTarget(link: Element): HTMLElement | null {
  const id = link.getAttribute('href')?.replace(/^#/, '');
  return (id && document.getElementById(id)) || focusable(document.body)[0] || null;
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
    focusForNow(topTarget(link), true);
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

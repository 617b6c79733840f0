/**
 * The first signs of a visitor's intent on the header, and the work done then rather than in
 * the click that follows: a mouse pointing at it, a finger touching it, keyboard focus coming in.
 */
import { useLayoutEffect } from 'react';
import type { WidgetContext } from '../../src/runtime/widget';

/**
 * Calls `fn` on each sign of intent while `pending()` says work is left: a pointer's arrival (a
 * finger's comes with the tap itself, see `isTouch`) or keyboard focus. Focus that a press moves
 * is the click's own moment: the pointer's arrival has done the work by then.
 */
export function useIntent(
  ctx: WidgetContext<unknown>,
  fn: (event: Event) => void,
  pending: () => boolean,
): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => listenForIntent(ctx, fn, pending), []);
}

function listenForIntent(
  ctx: WidgetContext<unknown>,
  fn: (event: Event) => void,
  pending: () => boolean,
): void {
  const foreseen = (event: Event): void => {
    if (!pending()) return;
    if (event.type !== 'focusin' || (event.target as Element).matches(':focus-visible')) fn(event);
  };
  for (const type of ['pointerover', 'focusin'])
    ctx.listen(ctx.host, type, foreseen, { passive: true });
}

/**
 * A finger's sign of intent comes with the tap, in the task of the touch's pointerdown. What is
 * cheap to start (asking for a chunk) starts then; a layout does not: there it would hold up the
 * touch's own frame, and put off it cannot land while the finger is down. Chromium defers timers
 * and posted tasks while a touch begins (its scheduler's touchstart use case, about 100 ms), so
 * deferred work runs as the finger lifts, in the click's way.
 * https://chromium.googlesource.com/chromium/src/+/main/third_party/blink/renderer/platform/scheduler/main_thread/main_thread_scheduler_impl.cc
 */
export function isTouch(event: Event): boolean {
  return (event as PointerEvent).pointerType === 'touch';
}

/**
 * A panel's first showing pays for what the browser then caches: its form controls' inner
 * parts, font lookup, matched styles (half of a search click's own work, in traces). The closed
 * panels are laid out once, out of flow and invisible, and hidden again before any frame, at the
 * first sign of intent from a mouse or the keyboard: a click follows that by a hundred
 * milliseconds or more. Not at idle: every visitor would pay for that layout.
 */
export function warmPanels(panels: (HTMLElement | undefined)[]): void {
  const closed = panels.filter((el): el is HTMLElement => !!el?.hidden);
  const styles = closed.map((el) => el.getAttribute('style'));
  for (const el of closed) {
    el.style.position = 'absolute';
    el.style.visibility = 'hidden';
    el.hidden = false;
  }
  // A call, not a bare property read: minifiers may drop `el?.offsetHeight` as pure.
  closed[0]?.getBoundingClientRect();
  closed.forEach((el, i) => {
    el.hidden = true;
    if (styles[i] === null) el.removeAttribute('style');
    // CSSOM, not setAttribute: a strict CSP refuses style attributes set from script.
    else el.style.cssText = styles[i]!;
  });
}

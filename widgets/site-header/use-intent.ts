/**
 * The first signs of a visitor's intent on the header, and the work done then rather than in
 * the click that follows: a mouse pointing at it, keyboard focus coming into it.
 */
import { useLayoutEffect } from 'react';
import { afterPaint } from '../../src/runtime/timing';
import type { WidgetContext } from '../../src/runtime/widget';

/**
 * Calls `fn` on each sign of intent while `pending()` says work is left. A finger's pointerover
 * comes with the tap itself: the work waits for the frame that answers the touch, and lands while
 * the finger is still down. Focus that a press moves is the click's own moment: the pointer's
 * arrival has done the work by then.
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
    if (event.type === 'focusin') {
      if ((event.target as Element).matches(':focus-visible')) fn(event);
    } else if ((event as PointerEvent).pointerType === 'touch')
      afterPaint(() => fn(event), ctx.signal);
    else fn(event);
  };
  for (const type of ['pointerover', 'focusin'])
    ctx.listen(ctx.host, type, foreseen, { passive: true });
}

/**
 * A panel's first showing pays for what the browser then caches: its form controls' inner
 * parts, font lookup, matched styles (half of a search click's own work, in traces). The closed
 * panels are laid out once, out of flow and invisible, and hidden again before any frame, at the
 * first sign of intent: a click follows that by a hundred milliseconds or more. Not at idle:
 * every visitor would pay for that layout.
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

import type { WidgetDefinition } from '../../src/runtime';
import { followElement } from '../../src/runtime/followed';
import { reserveScrollTop } from '../../src/runtime/scroll-padding';
import { pressesByHost } from '../../src/runtime/presses';
import { HEADER, PART, clickedLink, isSamePage } from './logic';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    /** The quick scroll is wired (its code arrived on the first pointing at, or focus on, a link). */
    'anchor-links:ready': Record<string, never>;
  }
}

/** A same-page link followed before the code arrived: the scroll is done when it lands. */
export const presses = pressesByHost<HTMLAnchorElement>();

/**
 * The header reserved at the top of the page's scroll padding, for the connection's life, from
 * the load on: the browser's own fragment jumps and Tab read it, with or without the links' code.
 * It reaches its height below where it sticks (an editor's toolbar displaces it). A header that
 * leaves the page (an AJAX insert replacing it, a script's) gives its space back and is let go;
 * the page's size then says when one comes back.
 */
function reserveHeaderHeight(signal: AbortSignal): void {
  if (!document.querySelector(HEADER) || typeof ResizeObserver !== 'function') return;
  const reserve = () => {
    const header = current();
    // A header that does not stick has `top: auto`, which parses to nothing.
    reserveScrollTop(
      PART,
      header && (parseFloat(getComputedStyle(header).top) || 0) + header.offsetHeight,
    );
  };
  const observer = new ResizeObserver(reserve);
  const current = followElement(HEADER, observer);
  document.addEventListener('drupalViewportOffsetChange', reserve, { signal });
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      reserveScrollTop(PART, null);
    },
    { once: true },
  );
}

/**
 * Same-page anchor links scroll quickly (200 ms, at once under reduced motion) to their target
 * minus the site header's height, then focus the target. The header height is also reserved in
 * `scroll-padding-top`, so the browser's own fragment jumps and Tab never hide a focused element
 * under a sticky header. The entry holds the height; the scroll is a lazy chunk that
 * comes when a visitor points at or focuses a link (a page nobody navigates within never loads it).
 */
export const definition: WidgetDefinition<HTMLElement> = {
  tag: 'anchor-links',
  selector: 'body',
  element: false,
  defer: (host, signal) => {
    reserveHeaderHeight(signal);
    // Should the code fail or be late, the browser's own jump.
    const hold = presses.hold(host, signal, ({ target }) => (location.hash = target.hash));
    return new Promise<void>((resolve) => {
      const intent = (event: Event) => {
        if (event.type !== 'click') {
          if ((event.target as Element | null)?.closest?.('a[href*="#"]')) resolve();
          return;
        }
        // A plain click on a link to a place on this very page (the rest is the chunk's to judge).
        const link = clickedLink(event as MouseEvent);
        if (!link || !isSamePage(link)) return;
        // A tap comes a moment after the pointerover that asked for the code: it is held and
        // done when the code lands, or given back if the code is late.
        hold.keep(link, event, true);
        setTimeout(() => {
          if (hold.pressed?.target === link) hold.release();
        }, 2000);
        resolve();
      };
      const stop = hold.signal;
      // On window, as the chunk listens: widgets that handle a link's click have done so by now.
      addEventListener('click', intent, { signal: stop });
      for (const type of ['pointerover', 'focusin'])
        document.addEventListener(type, intent, { signal: stop, passive: true });
    });
  },
  load: () => import('./impl').then((m) => m.implementation),
};

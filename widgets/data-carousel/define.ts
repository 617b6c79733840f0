import type { WidgetDefinition } from '../../src/runtime/define';
import type { CarouselModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    /** The current slide changed (0-based position, slide count). */
    'data-carousel:change': { index: number; count: number };
  }
}

/** What an enhanced carousel offers host scripts. */
export interface CarouselElement {
  /** Moves one slide on (wraps when the carousel loops). */
  next(): void;
  /** Moves one slide back (wraps when the carousel loops). */
  previous(): void;
  /** Shows the slide at `index` (0-based; an index it cannot stop at does nothing). */
  goTo(index: number): void;
  /** Starts automatic rotation (carousels with autoplay only: they have the Stop button). */
  play(): void;
  /** Stops automatic rotation until play() or the rotation button starts it again. */
  pause(): void;
}

/**
 * Rows a visitor swiped (scrolled natively) before the code came, noted as they scroll (a capture
 * listener: scroll does not bubble). Only those have their scroll position read at mount, where
 * reading it forces a layout; the carousel goes on from the slide the visitor reached.
 */
export const swipedRows = new WeakSet<EventTarget>();
addEventListener(
  'scroll',
  (event) => {
    if ((event.target as Element).classList?.contains('carousel__viewport'))
      swipedRows.add(event.target!);
  },
  { capture: true, passive: true },
);

/**
 * Carousels are on some pages only: the entry keeps this stub, the rest is a lazy chunk. A row
 * further down than a viewport height waits until the visitor scrolls towards it: its clones,
 * controls and roles cost a few milliseconds each, and its server markup reads and scrolls
 * natively meanwhile (a swipe before then is kept, see `swipedRows`).
 */
export const definition: WidgetDefinition<CarouselModel> = {
  tag: 'data-carousel',
  selector: '[data-carousel]',
  defer: 'near-viewport',
  load: () => import('./impl').then((m) => m.implementation),
};

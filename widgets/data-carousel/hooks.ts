/**
 * The carousel for its component: `useCarousel` makes one (`use-moves.ts`) and hands the
 * component what a render shows and what its controls can do. Everything the carousel adds goes
 * on unmount.
 */
import { useLayoutEffect, useState } from 'react';
import type { WidgetContext } from '../../src/runtime/widget';
import type { CarouselModel } from './parse';
import { carousel } from './use-moves';

/** What a render shows: the position, the positions there are, and whether rotation is on. */
export interface View {
  at: number;
  positions: number;
  playing: boolean;
}

/** What the controls can do. */
export interface Carousel {
  trackId: string;
  /** Slide names ("Title, 2 of 5"), which the dots carry too. */
  names: string[];
  /** Where the rotation button goes: first in the carousel. */
  slot: HTMLElement;
  /** Moves one step; a visitor's moves (`guard`) less than GUARD_MS apart are dropped. */
  stepBy(direction: 1 | -1, guard?: boolean): void;
  goTo(index: number, guard?: boolean): void;
  /** Starts or stops rotation (`playing` undefined: the other way). */
  rotate(playing?: boolean): void;
  /** The ref of the counter's text, which the carousel writes ("2 / 5"). */
  counter(el: HTMLElement | null): void;
}

/**
 * The carousel for a component: made once, derived on each render, its server nodes in line
 * before each paint. Listeners, the resize debounce, the rotation timer and the video import
 * start before the first paint too: a press, a resize or a clock tick right after enhancing
 * counts.
 */
export function useCarousel(model: CarouselModel, ctx: WidgetContext<unknown>): [View, Carousel] {
  const [, render] = useState({});
  const [c] = useState(() => carousel(model, ctx, () => render({})));
  useLayoutEffect(() => c.mount(), [c]);
  useLayoutEffect(() => c.write());
  return [c.derive(), c];
}

import type { WidgetDefinition } from '../../src/runtime/define';
import type { CarouselModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    /** The current slide changed (0-based position, slide count). */
    'data-carousel:change': { index: number; count: number };
  }
}

/** Carousels are on some pages only: the entry keeps this stub, the rest is a lazy chunk. */
export const definition: WidgetDefinition<CarouselModel> = {
  tag: 'data-carousel',
  selector: '[data-carousel]',
  load: () => import('./impl').then((m) => m.implementation),
  parse: () => {
    throw new Error('data-carousel: implementation not loaded');
  },
};

/** The lazy part of the carousel: fetched when a carousel comes near the viewport. */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { DataCarousel } from './DataCarousel';
import { parse, type CarouselModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<CarouselModel> = {
  parse: (host, ctx) => parse(host, (message) => ctx.warn(message)),
  Component: DataCarousel,
  styles: css,
};

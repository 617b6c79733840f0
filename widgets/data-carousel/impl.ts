import type { WidgetDefinition } from '../../src/runtime/define';
import { Carousel } from './Carousel';
import { parse, type CarouselModel } from './parse';
import css from './style.css?inline';

export const implementation: Partial<WidgetDefinition<CarouselModel>> = {
  parse: (host, ctx) => parse(host, (message) => ctx.warn(message)),
  Component: Carousel,
  styles: css,
};

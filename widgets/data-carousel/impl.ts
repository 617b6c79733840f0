import type { WidgetImplementation } from '../../src/runtime/define';
import { parse, type CarouselModel } from './parse';
import { setup } from './setup';
import css from './style.css?inline';

export const implementation: WidgetImplementation<CarouselModel> = {
  parse: (host, ctx) => parse(host, (message) => ctx.warn(message)),
  setup,
  styles: css,
};

import type { WidgetImplementation } from '../../src/runtime/define';
import { parse, type FaqModel } from './parse';
import { setup } from './setup';
import css from './style.css?inline';

export const implementation: WidgetImplementation<FaqModel> = {
  parse: (host, ctx) => parse(host, (message) => ctx.warn(message)),
  setup,
  styles: css,
};

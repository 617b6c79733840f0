import type { WidgetImplementation } from '../../src/runtime/define';
import { parse, type CtaModalModel } from './parse';
import { setup } from './setup';
import css from './style.css?inline';

export const implementation: WidgetImplementation<CtaModalModel> = {
  parse,
  setup,
  styles: css,
};

import type { WidgetImplementation } from '../../src/runtime/define';
import { parse, type TooltipModel } from './parse';
import { setup } from './setup';
import css from './style.css?inline';

export const implementation: WidgetImplementation<TooltipModel> = {
  parse,
  setup,
  styles: css,
};

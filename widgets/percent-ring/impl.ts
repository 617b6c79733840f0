import type { WidgetImplementation } from '../../src/runtime/define';
import { parse, type PercentRingModel } from './parse';
import { setup } from './setup';
import css from './style.css?inline';

export const implementation: WidgetImplementation<PercentRingModel> = {
  parse,
  setup,
  styles: css,
};

import type { WidgetDefinition } from '../../src/runtime/define';
import { parse, type TooltipModel } from './parse';
import { setup } from './setup';
import css from './style.css?inline';

export const implementation: Partial<WidgetDefinition<TooltipModel>> = {
  parse,
  setup,
  styles: css,
};

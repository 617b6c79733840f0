/** The lazy part of the tooltip: fetched when a tooltip comes near the viewport. */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { parse, type TooltipModel } from './parse';
import { ToolTip } from './ToolTip';
import css from './style.css?inline';

export const implementation: WidgetImplementation<TooltipModel> = {
  parse,
  Component: ToolTip,
  styles: css,
};

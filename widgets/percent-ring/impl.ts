/** The lazy part of the percent rings: fetched when one is on the page. */
import type { WidgetImplementation } from '../../src/runtime/define';
import { parse, type PercentRingModel } from './parse';
import { PercentRing } from './PercentRing';
import css from './style.css?inline';

export const implementation: WidgetImplementation<PercentRingModel> = {
  parse,
  Component: PercentRing,
  styles: css,
};

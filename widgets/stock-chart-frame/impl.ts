/** The lazy part of the iframe chart: fetched when one is on the page. */
import type { WidgetImplementation } from '../../src/runtime';
import { parse, type StockChartFrameModel } from './parse';
import { StockChartFrame } from './StockChartFrame';

export const implementation: WidgetImplementation<StockChartFrameModel> = {
  parse,
  Component: StockChartFrame,
};

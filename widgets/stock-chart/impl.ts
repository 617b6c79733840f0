/** The lazy part of <stock-chart>: uPlot and the chart code arrive as one chunk on first use. */
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import type { WidgetImplementation } from '../../src/runtime';
import { parse, type ChartModel, type ChartProps } from './parse';
import { StockChart } from './StockChart';
import css from './style.css?inline';

export const implementation: WidgetImplementation<ChartModel, ChartProps> = {
  parse,
  Component: StockChart,
  styles: uplotCss + css,
};

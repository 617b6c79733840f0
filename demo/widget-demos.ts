/** Every widget's demo page. Add a widget's `demo.ts` here. */
import type { WidgetDemo } from './lib/widget-demo.ts';
import { ajaxPlayground } from './pages/ajax-playground.ts';
import { runtimeDemo } from './pages/runtime.ts';
import { demo as irMenuDemo } from '../widgets/ir-menu/demo.ts';
import { demo as stockQuoteDemo } from '../widgets/stock-quote/demo.ts';
import { demo as stockChartDemo } from '../widgets/stock-chart/demo.ts';
import { demo as eventAccordionDemo } from '../widgets/event-accordion/demo.ts';

export const widgetDemos: WidgetDemo[] = [
  runtimeDemo,
  ajaxPlayground,
  irMenuDemo,
  stockQuoteDemo,
  stockChartDemo,
  eventAccordionDemo,
];

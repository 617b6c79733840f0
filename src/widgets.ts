/**
 * Every widget the bundle registers. Each entry is a widget folder's `define.ts`; the runtime
 * itself never imports a widget, only this list does.
 */
import type { WidgetDefinition } from './runtime';
import { definition as irMenu } from '../widgets/ir-menu/define';
import { definition as irSideMenu } from '../widgets/ir-side-menu/define';
import { definition as eventAccordion } from '../widgets/event-accordion/define';
import { definition as stockQuote } from '../widgets/stock-quote/define';
import { definition as stockChartFrame } from '../widgets/stock-chart-frame/define';
import { definition as stockChart } from '../widgets/stock-chart/define';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgets: WidgetDefinition<any, any>[] = [
  irMenu,
  irSideMenu,
  eventAccordion,
  stockQuote,
  stockChartFrame,
  stockChart,
];

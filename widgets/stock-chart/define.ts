import { attr, type WidgetDefinition } from '../../src/runtime';
import type { ChartModel, ChartProps } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'stock-chart:range': { range: string };
  }
}

/** Only tag and props live in the entry; uPlot and the chart load on first use. */
export const definition: WidgetDefinition<ChartModel, ChartProps> = {
  tag: 'stock-chart',
  props: { src: attr.string('data-src'), range: attr.string('data-range', '1Y') },
  parse: (host) => ({ host, fallback: null }),
  load: () => import('./impl').then((m) => m.implementation),
};

/**
 * The IR platform's iframe stock chart (`iframe.nir-stock-chart`) sizes itself when loaded, so it
 * reloads its own source after an orientation change or a resize (debounced, and only when the
 * width really changed — mobile browsers fire resize when the address bar hides).
 */
import type { WidgetDefinition } from '../../src/runtime';
import type { StockChartFrameModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'stock-chart-frame:reload': { src: string };
  }
}

export const definition: WidgetDefinition<StockChartFrameModel> = {
  tag: 'stock-chart-frame',
  selector: 'iframe.nir-stock-chart',
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
};

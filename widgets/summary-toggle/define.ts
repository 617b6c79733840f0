import type { WidgetDefinition } from '../../src/runtime';
import type { SummaryModel } from './parse';

/**
 * Summary toggles in news and events table rows and widget accordions: a button before each
 * teaser opens and closes it with a slide, and marks its row `is-open`. Rows without a teaser
 * get no toggle. Without JavaScript every teaser is simply shown.
 */
export const definition: WidgetDefinition<SummaryModel> = {
  tag: 'summary-toggle',
  selector: '.nir-widget--news-table, .nir-widget--events-table, .nir-widget--accordion',
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
};

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'summary-toggle:toggle': { item: HTMLElement; open: boolean };
  }
}

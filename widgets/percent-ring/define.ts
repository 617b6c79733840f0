import type { WidgetDefinition } from '../../src/runtime/define';
import type { PercentRingModel } from './parse';

/** Percent rings: `<percent-ring data-percent>` or `.percent-ring[data-percent]`. */
export const definition: WidgetDefinition<PercentRingModel> = {
  tag: 'percent-ring',
  selector: '.percent-ring[data-percent]',
  load: () => import('./impl').then((m) => m.implementation),
};

/** The batch progress page (`[data-drupal-progress]`): editors only, so a lazy chunk. */
import type { WidgetDefinition } from '../../src/runtime';
import type { BatchProgressModel } from './parse';

export const definition: WidgetDefinition<BatchProgressModel> = {
  tag: 'batch-progress',
  selector: '[data-drupal-progress]',
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
};

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'batch-progress:finished': { uri: string };
    'batch-progress:error': { uri: string };
  }
}

/** The batch progress page (`[data-drupal-progress]`): editors only, so a lazy chunk. */
import type { WidgetDefinition } from '../../src/runtime';

export const definition = {
  tag: 'batch-progress',
  selector: '[data-drupal-progress]',
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
} as WidgetDefinition<unknown>;

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'batch-progress:finished': { uri: string };
    'batch-progress:error': { uri: string };
  }
}

/**
 * Entity browser selection on a field widget: `<entity-browser>` or the CMS markup
 * `.entity-browser-selection`. Editors only: the implementation is a lazy chunk.
 */
import type { WidgetDefinition } from '../../src/runtime/widget';
import type { EntityBrowserModel } from './parse';

export const definition: WidgetDefinition<EntityBrowserModel> = {
  tag: 'entity-browser',
  selector: '.entity-browser-selection:not(entity-browser *)',
  load: () => import('./impl').then((m) => m.implementation),
};

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    /** The hidden value changed (also `entity_browser_value_updated` on the input, for Drupal). */
    'entity-browser:change': {
      value: string;
      tokens: string[];
      reason: 'select' | 'move' | 'remove';
    };
    /** Sent TO the widget by a browser elsewhere: `{ entities: [{ type, id, label }] }`. */
    'entity-browser:select': { entities: { type: string; id: string | number; label?: string }[] };
  }
}

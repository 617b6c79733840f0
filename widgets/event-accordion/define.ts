/**
 * Event accordion (spec §2): a title button toggles the item's `opened` state and slides its
 * content. Each item toggles on its own. Server markup stays the content; the button wraps the
 * title's own nodes and gives them back on disconnect. The implementation is a lazy chunk.
 */
import type { WidgetDefinition } from '../../src/runtime';
import type { EventAccordionModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'event-accordion:toggle': { index: number; open: boolean };
  }
}

export const definition: WidgetDefinition<EventAccordionModel> = {
  tag: 'event-accordion',
  selector: '.event-accordion',
  parse: (host) => host as never, // replaced by the lazy implementation
  load: () => import('./impl').then((m) => m.implementation),
};

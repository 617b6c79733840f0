/**
 * Event accordion (spec §2): a title button toggles the item's `opened` state and slides its
 * content. Each item toggles on its own. Server markup stays the content; the button wraps the
 * title's own nodes and gives them back on disconnect. The implementation is a lazy chunk.
 */
import type { WidgetDefinition } from '../../src/runtime/widget';
import { pressesByHost } from '../../src/runtime/presses';
import type { EventAccordionModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'event-accordion:toggle': { index: number; open: boolean };
  }
}

/** A title tapped while the code is on the way: its item toggles when the code lands. */
export const presses = pressesByHost<HTMLElement>();

export const definition: WidgetDefinition<EventAccordionModel> = {
  tag: 'event-accordion',
  selector: '.event-accordion',
  // Not a wait: the moment the host is found, its titles' taps are kept until the mount.
  defer: (host, signal) => {
    const hold = presses.hold(host, signal);
    host.addEventListener(
      'click',
      (event) => {
        const title = (event.target as Element).closest<HTMLElement>('.event-accordion__title');
        // A link in the title is followed as the server meant it.
        if (title && !(event.target as Element).closest('a[href]')) hold.keep(title, event);
      },
      { signal: hold.signal },
    );
  },
  load: () => import('./impl').then((m) => m.implementation),
};

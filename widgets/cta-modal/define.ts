import { whenNear, type WidgetDefinition } from '../../src/runtime/define';
import type { CtaModalModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'cta-modal:open': { id: string };
    'cta-modal:close': { id: string };
  }
}

/** Call-to-action buttons: `.cta-button` whose `data-id` is the modal's id. */
export const TRIGGER = '.cta-button[data-id]';

/** Call-to-action modals: `<cta-modal id>` or `.cta-modal[id]`, opened by `.cta-button[data-id]`. */
export const definition: WidgetDefinition<CtaModalModel> = {
  tag: 'cta-modal',
  selector: '.cta-modal[id]',
  // A closed modal has no box to come near: it loads when one of its buttons does, or when the
  // modal itself shows (a link's :target, the no-JS way) before that. Without buttons, at once.
  defer: (host, signal) =>
    whenNear(
      [
        host,
        ...[...document.querySelectorAll(TRIGGER)].filter(
          (button) => button.getAttribute('data-id') === host.id,
        ),
      ],
      signal,
    ),
  load: () => import('./impl').then((m) => m.implementation),
  parse: () => {
    throw new Error('cta-modal: implementation not loaded');
  },
};

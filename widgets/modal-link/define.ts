import type { WidgetDefinition } from '../../src/runtime';
import type { ModalLinkModel } from './parse';

/**
 * Links with the modal class load the linked page (same origin only) and show its node content
 * in a modal dialog sized to the content area. The code is a lazy chunk fetched when the first
 * modal link is on the page; until then, and without JavaScript, the link simply navigates.
 */
export const definition: WidgetDefinition<ModalLinkModel> = {
  tag: 'modal-link',
  selector: 'a.modal[href]',
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
};

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'modal-link:loaded': { href: string };
    'modal-link:failed': { href: string };
  }
}

/**
 * `<site-header>`: mega menu (disclosure navigation), language / search / login panels (modal
 * dialogs, one open at a time), and the page-load data layer event.
 */
import { attr, type WidgetDefinition } from '../../src/runtime/define';
import { pressesByHost } from '../../src/runtime/presses';
import type { Model, PanelOrMenu } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'site-header:panel-open': { panel: PanelOrMenu };
    'site-header:panel-close': { panel: PanelOrMenu };
    /** Cancelable: a host page may handle the search itself. */
    'site-header:search': { term: string; url: string };
    /** Cancelable: the FBGA form is about to submit. */
    'site-header:fbga': { code: string };
    /** `success` is cancelable (the page then stays); `failure` = Success false; `error` = no usable answer. */
    'site-header:login': { outcome: 'success' | 'failure' | 'error' };
  }
}

export interface Props {
  platform: string;
}

/** What host scripts may call on the enhanced `<site-header>` (README: public methods). */
export interface SiteHeaderElement {
  /** Opens a panel, or the main menu, as the toggle this screen width shows would. */
  open(panel: PanelOrMenu): void;
  /** Closes what is open, as the backdrop does. */
  close(): void;
}

/** A toggle pressed while the header's code loads: its button is pressed once it is here. */
export const heldPresses = pressesByHost<HTMLAnchorElement>();

export const definition: WidgetDefinition<Model, Props> = {
  tag: 'site-header',
  props: { platform: attr.string('data-platform') },
  // Not a wait: the press hold, while the code comes (a chunk on the React build). Without the
  // code, the link's own jump.
  defer(host, signal) {
    const hold = heldPresses.hold(host, signal, ({ target }) => (location.hash = target.hash));
    host.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest?.<HTMLAnchorElement>(
          'a[data-header-toggle]',
        );
        if (link) hold.keep(link, event, true);
      },
      { signal: hold.signal },
    );
  },
  load: () => import('./impl').then((m) => m.implementation),
};

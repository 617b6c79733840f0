/**
 * `<site-header>`: mega menu (disclosure navigation), language / search / login panels (modal
 * dialogs, one open at a time), and the page-load data layer event.
 */
import { attr, type WidgetDefinition } from '../../src/runtime/define';
import { pressesByHost } from '../../src/runtime/presses';
import type { Model, PanelOrMenu } from './parse';
import type { Props } from './use-header';

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

/** A toggle pressed while the header's code loads: its button is pressed once it is here. */
export const heldPresses = pressesByHost<HTMLAnchorElement>();

export const definition: WidgetDefinition<Model, Props> = {
  tag: 'site-header',
  props: { platform: attr.string('data-platform') },
  // Not a wait: the press hold, while the chunk comes. Without the code, the link's own jump.
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

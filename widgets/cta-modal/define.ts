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

/** The call-to-action buttons of the modal `id` on the page now. */
export const buttonsOf = (id: string): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>(TRIGGER)].filter(
    (el) => el.getAttribute('data-id') === id,
  );

/** Call-to-action modals: `<cta-modal id>` or `.cta-modal[id]`, opened by `.cta-button[data-id]`. */
export const definition: WidgetDefinition<CtaModalModel> = {
  tag: 'cta-modal',
  selector: '.cta-modal[id]',
  // A closed modal has no box to come near: it loads when one of its buttons does, or when the
  // modal itself shows (a link's :target, the no-JS way) before that. Without buttons, at once.
  // A button a script adds later is not watched: pointing at it or focusing it loads the modal.
  defer: (host, signal) => {
    const waiting = new AbortController();
    signal.addEventListener('abort', () => waiting.abort(), { once: true });
    const pointed = new Promise<void>((resolve) => {
      const intent = (event: Event) => {
        const button = (event.target as Element | null)?.closest?.(TRIGGER);
        if (button?.getAttribute('data-id') === host.id) resolve();
      };
      for (const type of ['pointerover', 'focusin'])
        document.addEventListener(type, intent, { signal: waiting.signal, passive: true });
    });
    const near = whenNear([host, ...buttonsOf(host.id)], waiting.signal);
    return Promise.race([pointed, near]).then(() => waiting.abort());
  },
  load: () => import('./impl').then((m) => m.implementation),
  parse: () => {
    throw new Error('cta-modal: implementation not loaded');
  },
};

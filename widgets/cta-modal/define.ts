import { whenNear, type WidgetDefinition } from '../../src/runtime/define';
import { pressesByHost } from '../../src/runtime/presses';
import { TRIGGER } from './logic';
import type { CtaModalModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'cta-modal:open': { id: string };
    'cta-modal:close': { id: string };
  }
}

/** The call-to-action buttons of the modal `id` on the page now. */
export const buttonsOf = (id: string): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>(TRIGGER)].filter(
    (el) => el.getAttribute('data-id') === id,
  );

/**
 * A button (not a link: its #id is the no-JS way) pressed before the mount: the modal opens for it
 * when the code lands. A first tap on touch comes a moment after the pointerover that asks for
 * the code, and would be lost.
 */
export const presses = pressesByHost<HTMLElement>();

/** The modals waiting for their code: what a sign of use of one of its buttons does. */
const waiting = new Map<(button: HTMLElement, event: Event) => void, HTMLElement>();
const INTENT = ['pointerover', 'focusin', 'click'];

/** One set of document listeners for every modal waiting for its code, not one per modal. */
function intent(event: Event): void {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGER);
  for (const [on, host] of waiting)
    if (button?.getAttribute('data-id') === host.id) on(button, event);
}

/** Calls `on` when one of `host`'s buttons is pointed at, focused or pressed, until `signal`. */
function whenUsed(
  host: HTMLElement,
  signal: AbortSignal,
  on: (button: HTMLElement, event: Event) => void,
): void {
  if (signal.aborted) return;
  if (!waiting.size)
    for (const type of INTENT) document.addEventListener(type, intent, { passive: true });
  waiting.set(on, host);
  signal.addEventListener('abort', () => {
    waiting.delete(on);
    if (!waiting.size) for (const type of INTENT) document.removeEventListener(type, intent);
  });
}

/** Call-to-action modals: `<cta-modal id>` or `.cta-modal[id]`, opened by `.cta-button[data-id]`. */
export const definition: WidgetDefinition<CtaModalModel> = {
  tag: 'cta-modal',
  selector: '.cta-modal[id]',
  // A closed modal has no box to come near: it loads when one of its buttons does, or when the
  // modal itself shows (a link's :target, the no-JS way) before that. Without buttons, at once.
  // A button a script adds later is not watched: pointing at it or focusing it loads the modal.
  defer: (host, signal) => {
    const hold = presses.hold(host, signal);
    const used = new Promise<void>((resolve) =>
      whenUsed(host, hold.signal, (button, event) => {
        if (event.type === 'click' && !button.matches('a[href]')) hold.keep(button, event);
        resolve();
      }),
    );
    return Promise.race([used, whenNear([host, ...buttonsOf(host.id)], hold.signal)]);
  },
  load: () => import('./impl').then((m) => m.implementation),
};

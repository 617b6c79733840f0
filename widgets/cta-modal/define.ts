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

type ButtonListener = (button: HTMLElement, event: Event) => void;

/** What a button of the modal `id` does on an event, by event type and modal id. */
const listeners = new Map<string, Map<string, Set<ButtonListener>>>();

function onButtonEvent(event: Event): void {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGER);
  const fns = button && listeners.get(event.type)?.get(button.getAttribute('data-id') ?? '');
  if (fns) for (const fn of fns) fn(button, event);
}

/**
 * Calls `fn` on each `type` event of a button of the modal `id` until the returned function is
 * called: one document listener per event type for every modal of the page, waiting or loaded,
 * not one per modal each running closest() on every event anywhere.
 */
export function onButtons(type: string, id: string, fn: ButtonListener): () => void {
  let ids = listeners.get(type);
  if (!ids) {
    listeners.set(type, (ids = new Map()));
    document.addEventListener(type, onButtonEvent);
  }
  const fns = ids.get(id) ?? new Set();
  ids.set(id, fns.add(fn));
  return () => {
    fns.delete(fn);
    if (!fns.size) ids.delete(id);
    if (ids.size) return;
    listeners.delete(type);
    document.removeEventListener(type, onButtonEvent);
  };
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
    const used = new Promise<void>((resolve) => {
      if (hold.signal.aborted) return;
      const onUse: ButtonListener = (button, event) => {
        if (event.type === 'click' && !button.matches('a[href]')) hold.keep(button, event);
        resolve();
      };
      const offs = ['pointerover', 'focusin', 'click'].map((type) =>
        onButtons(type, host.id, onUse),
      );
      hold.signal.addEventListener('abort', () => offs.forEach((off) => off()), { once: true });
    });
    return Promise.race([used, whenNear([host, ...buttonsOf(host.id)], hold.signal)]);
  },
  load: () => import('./impl').then((m) => m.implementation),
};

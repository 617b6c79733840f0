import { whenNear, type WidgetDefinition } from '../../src/runtime/define';
import { earlyPresses } from '../../src/runtime/presses';
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

/**
 * A button (not a link: its #id is the no-JS way) pressed before setup: the modal opens for it
 * when the code lands. A first tap on touch comes a moment after the pointerover that asks for
 * the code, and would be lost.
 */
export const presses = earlyPresses<HTMLElement>();

/** The page's buttons, read once for all the modals that connect in one task (not ten times). */
let triggers: HTMLElement[] | undefined;
function triggersOf(id: string): HTMLElement[] {
  if (!triggers) {
    triggers = [...document.querySelectorAll<HTMLElement>(TRIGGER)];
    queueMicrotask(() => (triggers = undefined));
  }
  return triggers.filter((el) => el.getAttribute('data-id') === id);
}

/**
 * Modals waiting for a visitor to point at, focus or click one of their buttons, by id: one set
 * of document listeners serves them all, and goes when the last one stops waiting.
 */
const intents = new Map<string, (button: HTMLElement, type: string) => void>();
const INTENTS = ['pointerover', 'focusin', 'click'];
const intent = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGER);
  if (button) intents.get(button.getAttribute('data-id')!)?.(button, event.type);
};
function onIntent(
  id: string,
  fn: (button: HTMLElement, type: string) => void,
  signal: AbortSignal,
): void {
  if (!intents.size)
    for (const type of INTENTS) document.addEventListener(type, intent, { passive: true });
  intents.set(id, fn);
  signal.addEventListener(
    'abort',
    () => {
      if (intents.get(id) === fn) intents.delete(id);
      if (!intents.size) for (const type of INTENTS) document.removeEventListener(type, intent);
    },
    { once: true },
  );
}

/** Call-to-action modals: `<cta-modal id>` or `.cta-modal[id]`, opened by `.cta-button[data-id]`. */
export const definition: WidgetDefinition<CtaModalModel> = {
  tag: 'cta-modal',
  selector: '.cta-modal[id]',
  // A closed modal has no box to come near: it loads when one of its buttons does, or when the
  // modal itself shows (a link's :target, the no-JS way) before that. Without buttons, at once.
  // A button a script adds later is not watched: pointing at it or focusing it loads the modal.
  defer: (host, signal) => {
    const wait = presses.wait(host, signal);
    const pointed = new Promise<void>((resolve) =>
      onIntent(
        host.id,
        (button, type) => {
          if (type === 'click' && !button.matches('a[href]')) wait.pressed = button;
          resolve();
        },
        wait.stop.signal,
      ),
    );
    return Promise.race([pointed, whenNear([host, ...triggersOf(host.id)], wait.stop.signal)]);
  },
  load: () => import('./impl').then((m) => m.implementation),
  parse: () => {
    throw new Error('cta-modal: implementation not loaded');
  },
};

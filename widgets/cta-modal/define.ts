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

/**
 * The page's buttons by modal id, read once for all the modals that connect in one task (ten
 * modals asked the whole document ten times during load).
 */
let triggers: Map<string, HTMLElement[]> | undefined;
function triggersOf(id: string): HTMLElement[] {
  if (!triggers) {
    const found = new Map<string, HTMLElement[]>();
    for (const el of document.querySelectorAll<HTMLElement>(TRIGGER)) {
      const key = el.getAttribute('data-id')!;
      found.set(key, [...(found.get(key) ?? []), el]);
    }
    triggers = found;
    queueMicrotask(() => (triggers = undefined));
  }
  return triggers.get(id) ?? [];
}

/** Modals waiting for a visitor to point at, focus or click one of their buttons, by id. */
const intents = new Map<string, Set<(button: HTMLElement, type: string) => void>>();
let stopIntents: AbortController | undefined;

/** One set of document listeners serves every waiting modal; it goes when the last one stops. */
function onIntent(
  id: string,
  fn: (button: HTMLElement, type: string) => void,
  signal: AbortSignal,
): void {
  let waiting = intents.get(id);
  if (!waiting) intents.set(id, (waiting = new Set()));
  waiting.add(fn);
  if (!stopIntents) {
    stopIntents = new AbortController();
    const intent = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGER);
      const fns = button && intents.get(button.getAttribute('data-id')!);
      if (fns) for (const each of [...fns]) each(button, event.type);
    };
    for (const type of ['pointerover', 'focusin', 'click'])
      document.addEventListener(type, intent, { signal: stopIntents.signal, passive: true });
  }
  signal.addEventListener(
    'abort',
    () => {
      waiting.delete(fn);
      if (!waiting.size && intents.get(id) === waiting) intents.delete(id);
      if (!intents.size) {
        stopIntents?.abort();
        stopIntents = undefined;
      }
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

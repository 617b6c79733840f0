/**
 * The entry's watch for triggers until the bindings listen: pointing at or focusing one fetches
 * them, and a click that comes first is held until they are there. Should they not come, the
 * click does what it does without JavaScript.
 */
import { drupal } from '../drupal';
import { holdPresses, isPlainClick, type PressHold } from '../../runtime/presses';
import { bindTriggers } from '../load-engine';
import { followTrigger } from './fallback';
import { bindings, TRIGGERS } from './state';

/**
 * Until the bindings listen (a trigger another script adds later; an early click on a page that
 * has triggers): pointing at or focusing a trigger fetches them, and a click that comes first is
 * held until they are there. Should they not come, the click does what it does without script.
 */
export function watchForTriggers(): void {
  const watch = new AbortController();
  const options = { capture: true, signal: watch.signal };
  const ready = () => bindTriggers().then((engine) => (watch.abort(), engine));
  const intent = (event: Event) => {
    if (bindings.listening) watch.abort();
    else if ((event.target as Element).closest?.(TRIGGERS)) ready().catch(() => {});
  };
  let hold: PressHold<HTMLElement> | undefined;
  const holdClick = (trigger: HTMLElement, event: MouseEvent) => {
    if (!hold) {
      const current = (hold = holdPresses<HTMLElement>(undefined, ({ target }) =>
        followTrigger(target),
      ));
      bindTriggers()
        .then(
          (engine) => {
            const press = current.take();
            watch.abort();
            if (press) engine.replay(press.event as MouseEvent, press.target);
          },
          (error: unknown) => {
            console.error(error);
            current.release();
          },
        )
        .finally(() => hold === current && (hold = undefined));
    }
    hold.keep(trigger, event, true);
  };
  document.addEventListener('pointerover', intent, options);
  document.addEventListener('focusin', intent, options);
  document.addEventListener(
    'click',
    (event) => {
      const trigger = (event.target as Element).closest?.<HTMLElement>(
        '.use-ajax[href], .use-ajax-submit',
      );
      // Bound by now (an AJAX response brought a trigger): the bindings have this click.
      if (bindings.listening) return watch.abort();
      if (!trigger || drupal()?.Ajax) return;
      // A modifier opens a link natively (a new tab); a submit button is sent all the same.
      if (trigger.matches('.use-ajax[href]') && !isPlainClick(event)) return;
      holdClick(trigger, event);
    },
    options,
  );
}

/**
 * Drupal's AJAX protocol without jQuery: requests, trust, the command runner and its core
 * commands, messages, dialogs and progress. Works with no Drupal JS on the page and cooperates
 * when it is there (behaviours attach and detach around inserts; its ajax.js keeps its bindings).
 *
 * The entry holds what must answer synchronously (trust rules, the command registry and a watch
 * for triggers); the event bindings are a chunk a page with triggers fetches (`bindTriggers()`);
 * the request core with the core commands, and the page's requests, are the engine chunks,
 * loaded on the first request (all commands but insert, remove and settings in a chunk of their
 * own, see commands.ts); messages, dialogs and the progress bar are the UI chunk (`loadUi()`),
 * loaded the first time one of them is shown.
 */
import { setting } from '../runtime';
import { followTrigger, isPlainClick } from './fallback';
import { bindTriggers, loadEngine, loadUi, triggersBound, TRIGGERS } from './lazy';
import { drupal } from './runner';

export { ajax, runCommands, loadUi } from './lazy';
export type { AjaxRequest } from './request';
export { registerCommand, getData, type CommandContext, type CommandHandler } from './runner';
export { AjaxError, type AjaxErrorInit } from './errors';
export { isLocal, isTrusted } from './url';
export type { MessageOptions } from './messages';
export type { DialogOptions, DialogHandle, DialogButton, DialogEvent } from './dialog';
export type { ProgressBar } from './progress';

let started = false;

/**
 * Binds `.use-ajax` links, `.use-ajax-submit` buttons and server-declared elements (once). A page
 * that has any at start-up fetches the bindings, the engine with all its commands and the UI
 * now rather than on the first click; a page whose requests are background refreshes loads the
 * engine on demand and the bindings only if a trigger turns up (see `watchForTriggers`). A page
 * with Drupal's ajax.js binds nothing: Drupal's code sends each request.
 */
export function startAjax(): void {
  if (started) return;
  started = true;
  // Drupal's own ajax.js binds the triggers on this page: Trellis stays out of its way.
  if (drupal()?.Ajax) return;
  // One class per query: Chromium finds a lone class without checking every element.
  if (
    setting('ajax') ||
    document.querySelector('.use-ajax') ||
    document.querySelector('.use-ajax-submit')
  )
    // A failure here is reported by the first click or request that needs the chunk.
    Promise.all([
      bindTriggers(),
      loadEngine().then((engine) => engine.loadMoreCommands()),
      loadUi(),
    ]).catch(() => {});
  else watchForTriggers();
}

/**
 * A trigger that another script adds later (an AJAX response's inserts load the bindings
 * themselves): pointing at or focusing it fetches the bindings, and a click that comes first is
 * held until they are there, as the anchor links' scroll does. Should they not come, the click
 * does what it does without JavaScript.
 */
function watchForTriggers(): void {
  const watch = new AbortController();
  const options = { capture: true, signal: watch.signal };
  const ready = () =>
    bindTriggers().then((bind) => {
      watch.abort();
      return bind;
    });
  const intent = (event: Event) => {
    if (triggersBound()) watch.abort();
    else if ((event.target as Element).closest?.(TRIGGERS)) ready().catch(() => {});
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
      if (triggersBound()) return watch.abort();
      if (!trigger || drupal()?.Ajax) return;
      // A modifier opens a link natively (a new tab); a submit button is sent all the same.
      if (trigger.matches('.use-ajax[href]') && !isPlainClick(event)) return;
      event.preventDefault();
      ready().then(
        (bind) => bind.replay(event, trigger),
        (error: unknown) => {
          console.error(error);
          followTrigger(trigger);
        },
      );
    },
    options,
  );
}

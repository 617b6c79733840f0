/**
 * Drupal's AJAX protocol without jQuery: requests, trust, the command runner and its core
 * commands, messages, dialogs and progress. Works with no Drupal JS on the page and cooperates
 * when it is there (behaviours attach and detach around inserts; its ajax.js keeps its bindings).
 *
 * The entry holds what must answer synchronously (trust rules, the command registry and a watch
 * for triggers). Two lazy doors lead to the rest: the engine (`load-engine.ts`: the page's
 * requests, every command, the trigger bindings), loaded on the first request or at start-up on a
 * page with triggers, and the UI (`ui/load.ts`: messages, dialogs, progress), loaded the first
 * time one of them is shown. README.md has the map.
 */
import { setting } from '../runtime';
import { drupal } from './drupal';
import { bindTriggers } from './load-engine';
import { watchForTriggers } from './triggers/watch';
import { loadUi } from './ui/load';

export { ajax, runCommands } from './load-engine';
export { loadUi } from './ui/load';
export type { AjaxRequest } from './protocol/wire';
export {
  registerCommand,
  getData,
  type CommandContext,
  type CommandHandler,
} from './commands/registry';
export { AjaxError, type AjaxErrorInit } from './protocol/errors';
export { isLocal, isTrusted } from './protocol/url';
export type { MessageOptions } from './ui/messages';
export type { DialogOptions, DialogHandle, DialogButton, DialogEvent } from './ui/dialog';
export type { ProgressBar } from './ui/progress';

let started = false;

/**
 * Binds `.use-ajax` links, `.use-ajax-submit` buttons and server-declared elements (once). A page
 * that has any at start-up fetches the engine (with the bindings) and the UI now rather than on
 * the first click; a page whose requests are background refreshes loads the engine on demand.
 * Until the bindings listen, the watch holds a click on a trigger (see `watchForTriggers`). A
 * page with Drupal's ajax.js binds nothing: Drupal's code sends each request.
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
    Promise.all([bindTriggers(), loadUi()]).catch(() => {});
  watchForTriggers();
}

/**
 * Drupal's AJAX protocol without jQuery: requests, trust, the command runner and its core
 * commands, messages, dialogs and progress. Works with no Drupal JS on the page and cooperates
 * when it is there (behaviours attach and detach around inserts; its ajax.js keeps its bindings).
 *
 * The entry holds what must answer synchronously (trust rules, the command registry and the
 * event bindings); request building, the runner and the core commands are the engine chunk,
 * loaded on the first request (all but insert, remove and settings in a chunk of their own, see
 * commands.ts); messages, dialogs and the progress bar are the UI chunk (`loadUi()`), loaded the
 * first time one of them is shown.
 */
import { setting } from '../runtime';
import { bindAjax } from './bind';
import { loadEngine, loadUi } from './lazy';

export { ajax, runCommands, loadUi } from './lazy';
export type { AjaxRequest } from './request';
export { registerCommand, getData, type CommandContext, type CommandHandler } from './runner';
export { AjaxError, type AjaxErrorInit } from './errors';
export { isLocal, isTrusted } from './url';
export type { MessageOptions } from './messages';
export type { DialogOptions, DialogHandle, DialogButton, DialogEvent } from './dialog';
export type { ProgressBar } from './progress';

let started = false;

/** Binds `.use-ajax` links, `.use-ajax-submit` buttons and server-declared elements (once). */
export function startAjax(): void {
  if (started) return;
  started = true;
  bindAjax();
  // A page that can send requests fetches the engine and all its commands now rather than on
  // the first click; a page whose requests are background refreshes loads them on demand.
  // One class per query: Chromium finds a lone class without checking every element.
  if (
    setting('ajax') ||
    document.querySelector('.use-ajax') ||
    document.querySelector('.use-ajax-submit')
  )
    // A failure here is reported by the first request that needs the chunk.
    Promise.all([loadEngine().then((engine) => engine.loadMoreCommands()), loadUi()]).catch(
      () => {},
    );
}

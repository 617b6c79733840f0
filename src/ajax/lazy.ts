/** The entry's doors into the engine chunk: the same signatures, loaded on first use. */
import type * as Bind from './bind';
import type * as Engine from './engine';
import type * as Ui from './ui';
import type { AjaxRequest } from './request';
import type { CommandContext } from './runner';

let engine: Promise<typeof Engine> | undefined;

export const loadEngine = () => (engine ??= import('./engine'));

/** What makes a request on a click: Drupal's AJAX links and submit buttons. */
export const TRIGGERS = '.use-ajax, .use-ajax-submit';

let bindings: Promise<typeof Bind> | undefined;
let bound = false;

/** Whether the bindings listen (the entry's watch for triggers then stands back). */
export const triggersBound = () => bound;

/**
 * The trigger bindings (bind.ts), a chunk fetched once the page has something to bind: AJAX
 * links or buttons, or elements the server declares in `drupalSettings.ajax`. Every call scans
 * the settings again; a chunk that failed is asked for again by the next call.
 */
export function bindTriggers(): Promise<typeof Bind> {
  bindings ??= import('./bind').catch((error: unknown) => {
    bindings = undefined;
    throw error;
  });
  return bindings.then((bind) => (bind.bindAjax(), (bound = true), bind));
}

let ui: Promise<typeof Ui> | undefined;

/**
 * The adapter's visible parts (messages, dialogs, the progress bar), a chunk fetched on first
 * use: `const { messages, openDialog, ProgressBar } = await Trellis.ajax.loadUi()`.
 */
export const loadUi = () => (ui ??= import('./ui'));

/**
 * Sends a Drupal AJAX request and runs the commands it returns. Resolves after every command
 * ran (a failing command is logged and stops the rest); rejects with an AjaxError (the "Oops"
 * message already posted), with the refusal of an untrusted callback URL, or with the caller's
 * abort reason.
 */
export async function ajax(request: AjaxRequest): Promise<void> {
  return (await loadEngine()).ajax(request);
}

/** Runs a command list outside a request; resolves after all ran (or after logging a failure). */
export async function runCommands(
  commands: unknown,
  context?: Partial<CommandContext>,
): Promise<void> {
  return (await loadEngine()).runCommands(commands, context);
}

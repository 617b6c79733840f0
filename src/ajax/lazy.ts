/** The entry's doors into the engine chunk: the same signatures, loaded on first use. */
import type * as Engine from './engine';
import type * as Ui from './ui';
import type { AjaxRequest } from './request';
import type { CommandContext } from './runner';

let engine: Promise<typeof Engine> | undefined;

export const loadEngine = () => (engine ??= import('./engine'));

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

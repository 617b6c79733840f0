/**
 * The entry's one door into the engine (the page's requests, every command, the trigger
 * bindings): the same signatures as the engine's own, loaded on first use.
 */
import type * as Engine from './engine';
import { registry, type CommandContext } from './commands/registry';
import { DEFERRED_COMMANDS } from './commands/names';
import type { AjaxRequest } from './protocol/wire';
import { bindings } from './triggers/state';

let engine: Promise<typeof Engine> | undefined;

/** The engine chunk, fetched once; one that failed is asked for again by the next call. */
export function loadEngine(): Promise<typeof Engine> {
  return (engine ??= import('./engine').catch((error: unknown) => {
    engine = undefined;
    throw error;
  }));
}

/**
 * Makes the trigger bindings listen: the page has AJAX links or buttons, or elements the server
 * declares in `drupalSettings.ajax`. Every call scans the settings again.
 */
export function bindTriggers(): Promise<typeof Engine> {
  return loadEngine().then((loaded) => (loaded.bindAjax(), (bindings.listening = true), loaded));
}

bindings.listen = bindTriggers;

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

// Registered now, so a response's first use waits for the engine and the order holds; a host
// command of the same name registered later replaces it, as it replaces any core command.
for (const name of DEFERRED_COMMANDS)
  registry.set(name, async (command, context) => {
    await (await loadEngine()).deferredCommands[name](command, context);
  });

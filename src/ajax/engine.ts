/**
 * The engine, the adapter's one lazy chunk of behaviour (`load-engine.ts` is its door): the
 * page's requests, every command and the trigger bindings. The request core it shares with a
 * background refresh (`send.ts`) becomes a chunk of its own, so the stock quote loads only that.
 */
import type { CommandContext } from './commands/registry';
import { makeContext, run } from './commands/run';

export { commands as deferredCommands } from './commands/deferred';
export { ajax } from './request';
export { send } from './send';
export { bindAjax, replay } from './triggers/bind';

/** Here and not beside `run`: the request core (a background refresh) never runs a bare list. */
export async function runCommands(
  commands: unknown,
  context?: Partial<CommandContext>,
): Promise<void> {
  await run(commands, makeContext(context));
}

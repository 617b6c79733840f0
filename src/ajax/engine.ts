/**
 * The engine, the adapter's one lazy chunk of behaviour (`load-engine.ts` is its door): the
 * page's requests, every command and the trigger bindings. The request core it shares with a
 * background refresh (`send.ts`) becomes a chunk of its own, so the stock quote loads only that.
 */
export { commands as deferredCommands } from './commands/deferred';
export { runCommands } from './commands/run';
export { ajax } from './request';
export { send } from './send';
export { bindAjax, replay } from './triggers/bind';

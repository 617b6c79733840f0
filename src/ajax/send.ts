/**
 * A background request (spec §1, §2.1): no triggering element and no form, so nothing to
 * disable, show progress on or refocus. The stock quote's refresh imports this alone: its chunk
 * holds the wire format, the fetch and its verification, the run and the core commands, not the
 * page's requests (`request.ts`) nor the other commands.
 */
import { registerCoreCommands } from './commands/core';
import { contextOf, run } from './commands/run';
import { exchange } from './protocol/exchange';
import { checkCallbackUrl, rewriteNojs } from './protocol/url';
import { wire, type AjaxRequest } from './protocol/wire';

registerCoreCommands();

/**
 * A request with no triggering element and no form, as `ajax()` sends it (same wire format,
 * verification, errors and commands; nothing to disable, show progress on or refocus). A
 * failure rejects without a message on the page: background work reports quietly.
 */
export async function send(request: AjaxRequest): Promise<void> {
  request.signal?.throwIfAborted();
  const url = rewriteNojs(request.url);
  if (request.checkUrl !== false) checkCallbackUrl(url);
  // No "Oops" message: the caller decides what a visitor sees of a background failure.
  await run(await exchange(url, wire(request, url), request), contextOf(request));
}

/**
 * The lazy half of the adapter: the request core with the core commands (send.ts, a chunk of
 * its own that a background refresh loads alone) and the page's requests (request.ts). The
 * entry loads it on the first request, and preloads it when the page has AJAX triggers.
 */
export { loadMoreCommands } from './commands';
export { ajax, buildRequest } from './request';
export { runCommands, send } from './send';

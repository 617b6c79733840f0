/**
 * The lazy half of the adapter: request building, the command runner and the core commands.
 * The entry loads it on the first request, and preloads it when the page has AJAX triggers.
 */
import { registerCoreCommands } from './commands';

export { loadMoreCommands } from './commands';
export { ajax, buildRequest, runCommands } from './request';

registerCoreCommands();

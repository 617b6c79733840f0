/**
 * The core commands that are not in the request core: their code comes with the engine, on the
 * first use of one (or at start-up on a page with AJAX triggers). The entry registers each name
 * at once, so the runner awaits its handler and the order holds; `deferred.ts` must implement
 * exactly these (its type says so, `npm run check` holds it).
 */
export const DEFERRED_COMMANDS = [
  'changed',
  'alert',
  'announce',
  'redirect',
  'css',
  'data',
  'invoke',
  'restripe',
  'update_build_id',
  'add_css',
  'add_js',
  'message',
  'focusFirst',
  'scrollTop',
  'openDialog',
  'closeDialog',
  'setDialogOption',
  'openModalDialogWithUrl',
] as const;

export type DeferredCommand = (typeof DEFERRED_COMMANDS)[number];

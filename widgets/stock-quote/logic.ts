/**
 * The stock quote request (spec §4, §7; origins.md §1): one GET per block to
 * `ajax/market-data-api/stock-quote/{block id}/{storage id or NULL}/{TRUE|FALSE}`.
 */
import { MAX_TIMER_MS } from '../../src/runtime/timing';

export const ENDPOINT = 'ajax/market-data-api/stock-quote/';
/** The id the IR platform gives a block that only has a uuid. */
export const UUID_PREFIX = 'nir-ipe-block_';

/** The block's own id, else one made from its uuid; `null` when it has neither. */
export function blockId(id: string | null, uuid: string | null): string | null {
  if (id) return id;
  return uuid ? UUID_PREFIX + uuid : null;
}

/**
 * A path segment as the platform sends it: colons stay (panelizer storage ids such as
 * `node:5911:full:27606` go as is); only characters that would change the URL's shape are
 * escaped, so a hostile id cannot add segments, a query or a fragment.
 */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

/** The path relative to the site's base (the caller prefixes base path and language). */
export function quotePath(id: string, storageId: string | null, editing: boolean): string {
  return `${ENDPOINT}${segment(id)}/${storageId ? segment(storageId) : 'NULL'}/${editing ? 'FALSE' : 'TRUE'}`;
}

/**
 * Refresh interval in ms from the attribute's seconds: 0 (off) or at least 5 s, and at most the
 * longest delay a timer takes (about 24.8 days): past it setTimeout fires at once, which turned a
 * large value into a request loop.
 */
export function refreshMs(seconds: number): number {
  return seconds > 0 ? Math.min(Math.max(5, seconds) * 1000, MAX_TIMER_MS) : 0;
}

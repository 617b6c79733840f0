/**
 * Menu subtrees (spec drupal-ajax §5.7): served from localStorage when the page's hash equals
 * the stored one, else fetched once per hash from `toolbar/subtrees/{hash}` through the AJAX
 * adapter, whose `setToolbarSubtrees` command delivers them.
 */
import { storage } from '../../src/runtime/storage';
import { KEYS, parseStored } from './logic';

export type Subtrees = Record<string, string>;

let waiting: ((subtrees: Subtrees) => void) | null = null;

function isSubtrees(value: unknown): value is Subtrees {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** The `setToolbarSubtrees` command: hands the map to the waiting toolbar and caches it. */
export function setToolbarSubtrees(theme: () => string, response: { subtrees?: unknown }): void {
  // PHP sends an empty map as [].
  const subtrees = Array.isArray(response.subtrees) ? {} : response.subtrees;
  if (!isSubtrees(subtrees)) {
    console.warn('[trellis] <admin-toolbar> setToolbarSubtrees carried no subtrees map.');
    return;
  }
  storage('local').setRaw(KEYS.subtrees(theme()), JSON.stringify(subtrees));
  const deliver = waiting;
  waiting = null;
  deliver?.(subtrees);
}

export interface LoadOptions {
  theme: string;
  hash: string;
  signal: AbortSignal;
  /** Runs the AJAX request; resolves once the response's commands have run. */
  request(url: string, signal: AbortSignal): Promise<void>;
}

export async function loadSubtrees(
  options: LoadOptions,
): Promise<{ subtrees: Subtrees; fromCache: boolean }> {
  const local = storage('local');
  const hashKey = KEYS.subtreesHash(options.theme);
  const dataKey = KEYS.subtrees(options.theme);
  const cached = parseStored<unknown>(local.getRaw(dataKey));
  if (local.getRaw(hashKey) === options.hash && isSubtrees(cached))
    return { subtrees: cached, fromCache: true };
  local.remove(hashKey);
  local.remove(dataKey);
  const delivered = new Promise<Subtrees>((resolve) => {
    waiting = resolve;
  });
  local.setRaw(hashKey, options.hash);
  try {
    await options.request(`toolbar/subtrees/${encodeURIComponent(options.hash)}`, options.signal);
  } catch (error) {
    waiting = null;
    local.remove(hashKey);
    throw error;
  }
  // The commands have all run: the subtrees came with them, or they never will.
  const result = await Promise.race([delivered, Promise.resolve(null)]);
  if (!result) {
    waiting = null;
    local.remove(hashKey);
    throw new Error('the response carried no setToolbarSubtrees command');
  }
  return { subtrees: result, fromCache: false };
}

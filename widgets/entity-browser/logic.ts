/**
 * Entity browser selection (contrib entity_browser's rules, spec §4): a space-separated list of
 * `entity type:id` tokens, merged with a new selection by mode and cut to the cardinality.
 */
export type SelectionMode = 'selection_edit' | 'selection_prepend' | 'selection_append';

export const UNLIMITED = -1;

/** `parseInt` semantics: anything that is not a number means unlimited. */
export function parseCardinality(value: unknown): number {
  const n = typeof value === 'number' ? Math.trunc(value) : parseInt(String(value ?? ''), 10);
  return Number.isNaN(n) ? UNLIMITED : n;
}

/** Splits the hidden value into tokens (extra whitespace ignored). */
export function parseTokens(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

export function serialize(tokens: readonly string[]): string {
  return tokens.join(' ');
}

/** `node:12` → `{ type: 'node', id: '12' }`; the id keeps any further colons. */
export function splitToken(token: string): { type: string; id: string } | null {
  const i = token.indexOf(':');
  if (i <= 0 || i === token.length - 1) return null;
  return { type: token.slice(0, i), id: token.slice(i + 1) };
}

export function isToken(value: string): boolean {
  return !/\s/.test(value) && splitToken(value) !== null;
}

/**
 * `selection_edit` replaces, `selection_prepend` puts the new first, any other mode appends;
 * the result is cut from the end to the cardinality when that is above 0.
 */
export function mergeSelection<T = string>(
  existing: readonly T[],
  added: readonly T[],
  mode: string | null | undefined,
  cardinality: unknown,
): T[] {
  let merged: T[];
  if (mode === 'selection_edit') merged = [...added];
  else if (mode === 'selection_prepend') merged = [...added, ...existing];
  else merged = [...existing, ...added];
  const limit = parseCardinality(cardinality);
  return limit > 0 && merged.length > limit ? merged.slice(0, limit) : merged;
}

/** Moves the item at `from` to `to` (both clamped); returns a new array. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item as T);
  return out;
}

/** Whether the "Select entities" launcher may add more (edit mode always may). */
export function canAddMore(count: number, mode: string | null | undefined, cardinality: unknown) {
  const limit = parseCardinality(cardinality);
  return mode === 'selection_edit' || limit === UNLIMITED || limit <= 0 || count < limit;
}

/** An entity picked in a browser: its token and the label the list shows. */
export interface Picked {
  token: string;
  label: string;
}

/**
 * What another browser hands over (`entity-browser:select`'s `entities`), as picks: entries
 * without a string type and a string or number id, or whose token would hold whitespace, are
 * left out; the label defaults to the token.
 */
export function pickedFrom(entities: unknown): Picked[] {
  if (!Array.isArray(entities)) return [];
  const picked: Picked[] = [];
  for (const e of entities) {
    if (!e || typeof e !== 'object') continue;
    const { type, id, label } = e as { type?: unknown; id?: unknown; label?: unknown };
    if (typeof type !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) continue;
    const token = `${type}:${id}`;
    if (/\s/.test(token)) continue;
    picked.push({ token, label: typeof label === 'string' ? label : token });
  }
  return picked;
}

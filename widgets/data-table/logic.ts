/**
 * Pure arithmetic of the data table: paging, counts, search, saved state and idle steps (value
 * keys and sort orders are `logic-order`). Everything works on row indices into arrays read once
 * from the server rows, so sorting and filtering never touch the DOM.
 */

/** DataTables' defaults (aLengthMenu, iDisplayLength, iStateDuration, numbers_length). */
export const PAGE_LENGTHS = [10, 25, 50, 100] as const;
export const DEFAULT_LENGTH = 10;
export const STATE_SECONDS = 7200;
export const PAGE_BUTTONS = 7;

export type Direction = 'asc' | 'desc';
export type PageSlot = number | 'ellipsis';

/**
 * DataTables' simple-numbers paging: at most `buttons` entries (ellipses included), always the
 * first and last page and the current one. Pages are 0-based.
 */
/** English locales that write whole numbers with a comma every three digits (not en-IN's lakhs). */
const COMMA_THOUSANDS = /^en(-(us|gb|ca|au|nz|ie|za))?$/i;

/**
 * `new Intl.NumberFormat(lang).format` for the table's whole, non-negative counts. For English it
 * groups by hand: the first NumberFormat on a page pays for ICU setup, as much as the rest of a
 * mid-sized table's enhancement. Other locales get Intl (their digits and separators).
 */
export function countFormat(lang: string | undefined): (n: number) => string {
  const locale = lang ?? (typeof navigator === 'undefined' ? 'en' : navigator.language);
  if (!COMMA_THOUSANDS.test(locale)) {
    const format = new Intl.NumberFormat(lang);
    return (n) => format.format(n);
  }
  return (n) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function pageButtons(page: number, pages: number, buttons = PAGE_BUTTONS): PageSlot[] {
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
  const half = Math.floor(buttons / 2);
  if (pages <= buttons) return range(0, pages);
  if (page <= half) return [...range(0, buttons - 2), 'ellipsis', pages - 1];
  if (page >= pages - 1 - half) return [0, 'ellipsis', ...range(pages - (buttons - 2), pages)];
  return [0, 'ellipsis', ...range(page - half + 2, page + half - 1), 'ellipsis', pages - 1];
}

/* ------------------------------------------------------------------------------------------- */
/* Search */

/** DataTables' smart search: every word (or "quoted phrase") must appear, case-insensitive. */
export function searchWords(term: string): string[] {
  const words: string[] = [];
  for (const m of term.toLowerCase().matchAll(/"([^"]*)"|(\S+)/g)) {
    const w = m[1] ?? m[2];
    if (w) words.push(w);
  }
  return words;
}

/**
 * Whether every row that matches `next` also matches `previous` (each earlier word lies inside a
 * new one): typing on narrows the last result, so only it needs filtering, not every row.
 */
export function narrows(previous: readonly string[], next: readonly string[]): boolean {
  return previous.length > 0 && previous.every((old) => next.some((word) => word.includes(old)));
}

/** The rows of `order` whose search text holds every word, in that order. */
export function filterRows(
  order: Uint32Array,
  haystacks: readonly string[],
  words: readonly string[],
): Uint32Array {
  if (!words.length) return order;
  const out = new Uint32Array(order.length);
  let o = 0;
  outer: for (let i = 0; i < order.length; i++) {
    const row = order[i]!;
    const text = haystacks[row]!;
    for (const w of words) if (!text.includes(w)) continue outer;
    out[o++] = row;
  }
  return out.subarray(0, o);
}

/* ------------------------------------------------------------------------------------------- */
/* Saved state */

export interface TableState {
  start: number;
  length: number;
  order: [number, Direction];
  search: string;
}

/** What is stored: DataTables' fields plus the column count, which must match on load. */
export interface StoredState extends TableState {
  columns: number;
}

/**
 * The first order the markup declares, in DataTables' own attribute on the table:
 * `data-order='[[0, "desc"]]'`. Nothing (the default, first column ascending) when the table
 * says nothing, or names a column that cannot be sorted.
 */
export function declaredOrder(
  attribute: string | null,
  sortable: boolean[],
): [number, Direction] | undefined {
  try {
    const [[col, dir]] = JSON.parse(attribute!) as [[unknown, unknown]];
    if (typeof col === 'number' && sortable[col] === true && (dir === 'asc' || dir === 'desc'))
      return [col, dir];
  } catch {
    // No attribute, or not DataTables' shape: the default order.
  }
  return undefined;
}

/** `DataTables_<table id>_<page path>`: DataTables' own key, so state is per table and per path. */
export function stateKey(tableId: string, pathname: string): string {
  return `DataTables_${tableId}_${pathname}`;
}

/**
 * Accepts a stored state only when it fits this table; also reads the state DataTables itself
 * saved (`{time, start, length, order: [[col, dir]], search: {search}}`) while it is fresh, so a
 * site switching over keeps its visitors' state.
 */
export function validState(
  raw: unknown,
  columns: number,
  now: number,
  seconds = STATE_SECONDS,
): TableState | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const s = raw as Record<string, unknown>;
  let order = s.order;
  let search = s.search;
  if (typeof s.time === 'number') {
    if (now - s.time > seconds * 1000) return undefined;
    order = Array.isArray(order) ? order[0] : undefined;
    search = (search as { search?: unknown } | undefined)?.search;
    if (Array.isArray(s.columns) && s.columns.length !== columns) return undefined;
  } else if (s.columns !== columns) {
    return undefined;
  }
  const start = s.start;
  const length = s.length;
  if (typeof start !== 'number' || !Number.isInteger(start) || start < 0) return undefined;
  if (!(PAGE_LENGTHS as readonly unknown[]).includes(length)) return undefined;
  if (!Array.isArray(order)) return undefined;
  const [col, dir] = order as unknown[];
  if (typeof col !== 'number' || !Number.isInteger(col) || col < 0 || col >= columns)
    return undefined;
  if (dir !== 'asc' && dir !== 'desc') return undefined;
  return {
    start,
    length: length as number,
    order: [col, dir],
    search: typeof search === 'string' ? search : '',
  };
}

/** The first row index of the page that holds `start`, clamped into range. */
export function clampStart(start: number, length: number, total: number): number {
  if (start >= total) return total ? Math.floor((total - 1) / length) * length : 0;
  return Math.floor(start / length) * length;
}

/** The longest idle period a browser grants is 50 ms; a step needs at most this much room. */
export const IDLE_ROOM_MAX = 48;

/** What `idleSteps` needs of the browser; tests give a fake clock and idle periods. */
export interface IdleHost {
  request(run: (deadline: IdleDeadline) => void): number;
  cancel(id: number): void;
  now(): number;
}

const browserIdle: IdleHost = {
  request: (run) => requestIdleCallback(run),
  cancel: (id) => cancelIdleCallback(id),
  now: () => performance.now(),
};

/**
 * Runs `step` in idle periods until it returns false, one step per period, and only in a period
 * with room for the slowest step seen so far (at first `estimate` ms): on a slow CPU, where a
 * step takes longer than the guess, the steps wait for longer periods instead of running into
 * the next frame. A step slower than any period is given the longest one. Returns a cancel.
 */
export function idleSteps(
  step: () => boolean,
  estimate: number,
  host: IdleHost = browserIdle,
): () => void {
  let room = Math.min(estimate, IDLE_ROOM_MAX);
  let id = 0;
  const run = (deadline: IdleDeadline) => {
    id = 0;
    if (deadline.timeRemaining() < room) {
      id = host.request(run);
      return;
    }
    const started = host.now();
    const more = step();
    room = Math.min(Math.max(room, host.now() - started), IDLE_ROOM_MAX);
    if (more) id = host.request(run);
  };
  id = host.request(run);
  return () => {
    if (id) host.cancel(id);
    id = 0;
  };
}

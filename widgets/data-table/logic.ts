/**
 * Pure arithmetic of the data table: value keys, sort orders, search, paging and saved state.
 * Everything works on row indices into arrays read once from the server rows, so sorting and
 * filtering never touch the DOM.
 */

/** DataTables' defaults (aLengthMenu, iDisplayLength, iStateDuration, numbers_length). */
export const PAGE_LENGTHS = [10, 25, 50, 100] as const;
export const DEFAULT_LENGTH = 10;
export const STATE_SECONDS = 7200;
export const PAGE_BUTTONS = 7;

export type Direction = 'asc' | 'desc';
export type ColumnType = 'number' | 'date' | 'text';
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
/* Values */

const CURRENCY_OR_SPACE = /[$£€¥%\s\u00a0]|,(?=\d{3}(?:\D|$))/g;
const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A formatted number ("$1,234.50", "-12%", "−3") or NaN. */
export function parseNumber(text: string): number {
  const s = text.replace(CURRENCY_OR_SPACE, '').replace('\u2212', '-');
  return NUMERIC.test(s) ? Number(s) : NaN;
}

const MONTHS = 'janfebmaraprmayjunjulaugsepoctnovdec';
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?$/i;
/** An optional time after a date: ", 4:00 PM ET", " 16:05:30", " 9:30 a.m.". */
const TIME = ',? (\\d{1,2}):(\\d{2})(?::(\\d{2}))? ?([ap])?\\.?(?:m\\.?)?(?: [a-z]{1,5})?';
const US = new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4})(?:${TIME})?$`, 'i');
const MONTH_FIRST = new RegExp(`^${MONTH} (\\d{1,2}),? (\\d{4})(?:${TIME})?$`, 'i');
const DAY_FIRST = new RegExp(`^(\\d{1,2}) ${MONTH},? (\\d{4})(?:${TIME})?$`, 'i');

/** The decimal digits s[from, to) as a number, or -1 if any is not a digit. */
function digitsAt(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = s.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

function utc(
  y: string | number,
  m: number,
  d: string | number,
  h = '0',
  min = '0',
  sec = '0',
  half?: string,
): number {
  const day = Number(d);
  let hour = Number(h);
  if (half) {
    if (hour < 1 || hour > 12) return NaN;
    hour = (hour % 12) + (/p/i.test(half) ? 12 : 0);
  }
  if (m < 0 || m > 11 || day < 1 || day > 31 || hour > 23 || Number(min) > 59) return NaN;
  return Date.UTC(Number(y), m, day, hour, Number(min), Number(sec));
}

/**
 * A date in one of the shapes the CMS prints (2025-01-31, 01/31/2025, Jan 31, 2025,
 * 31 January 2025) as a UTC timestamp, or NaN. Parsed by hand: ten times faster than
 * Date.parse, and never lenient enough to read "Form 10-K" as a date.
 */
export function parseDate(text: string): number {
  const s = text.trim();
  // YYYY-MM-DD, the CMS's usual shape, read without a regular expression: the patterns below
  // are slow over a large date column.
  if (s.length === 10 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45) {
    const y = digitsAt(s, 0, 4);
    const mo = digitsAt(s, 5, 7);
    const d = digitsAt(s, 8, 10);
    if (y >= 0 && mo >= 0 && d >= 0) return utc(y, mo - 1, d);
  }
  let m: RegExpExecArray | null;
  if ((m = ISO.exec(s))) return utc(m[1]!, Number(m[2]) - 1, m[3]!, m[4], m[5], m[6]);
  if ((m = US.exec(s))) return utc(m[3]!, Number(m[1]) - 1, m[2]!, m[4], m[5], m[6], m[7]);
  if ((m = MONTH_FIRST.exec(s)))
    return utc(m[3]!, MONTHS.indexOf(m[1]!.toLowerCase()) / 3, m[2]!, m[4], m[5], m[6], m[7]);
  if ((m = DAY_FIRST.exec(s)))
    return utc(m[3]!, MONTHS.indexOf(m[2]!.toLowerCase()) / 3, m[1]!, m[4], m[5], m[6], m[7]);
  return NaN;
}

/** What a table prints for "no value": empty for typing and sorting, as DataTables treats '-'. */
const PLACEHOLDER = /^(?:[-\u2013\u2014]|n\/?a)$/i;

/** A column is numeric or a date only when every non-empty value is. */
export function detectType(values: readonly string[]): ColumnType {
  return typedKeys(values).type;
}

/**
 * The column's type and, for numbers and dates, each row's sort key, in one pass that parses each
 * value once (detecting and then keying parsed a 10,000-row date column twice). Empty cells (and
 * placeholders: -, –, —, N/A) key as -Infinity: they sort first ascending, as in DataTables.
 */
function typedKeys(values: readonly string[]): { type: ColumnType; keys?: Float64Array } {
  const n = values.length;
  let numbers: Float64Array | undefined = new Float64Array(n);
  let dates: Float64Array | undefined = new Float64Array(n);
  let any = false;
  for (let i = 0; i < n; i++) {
    const v = values[i]!.trim();
    if (!v || PLACEHOLDER.test(v)) {
      if (numbers) numbers[i] = -Infinity;
      if (dates) dates[i] = -Infinity;
      continue;
    }
    any = true;
    if (numbers && Number.isNaN((numbers[i] = parseNumber(v)))) numbers = undefined;
    if (dates && Number.isNaN((dates[i] = parseDate(v)))) dates = undefined;
    if (!numbers && !dates) return { type: 'text' };
  }
  if (!any) return { type: 'text' };
  return numbers ? { type: 'number', keys: numbers } : { type: 'date', keys: dates };
}

/**
 * The rows of one column in ascending order, with equal values sharing a rank, so descending is
 * built in O(n) and ties keep their server order in both directions (as DataTables does).
 */
export interface ColumnOrder {
  type: ColumnType;
  asc: Uint32Array;
  rank: Uint32Array;
  desc?: Uint32Array;
}

export function orderColumn(
  values: readonly string[],
  /** The collator, or a function that makes it: only a text column needs one. */
  textOrder: Intl.Collator | (() => Intl.Collator),
  type?: ColumnType,
): ColumnOrder {
  const n = values.length;
  let keys: Float64Array | undefined;
  if (type === undefined) ({ type, keys } = typedKeys(values));
  else if (type !== 'text') {
    const parse = type === 'number' ? parseNumber : parseDate;
    keys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const v = values[i]!.trim();
      keys[i] = v ? parse(v) : -Infinity;
    }
  }
  // A plain array sorts with a comparator about twice as fast as a typed array does.
  const index: number[] = Array.from({ length: n }, (_, i) => i);
  let same: (a: number, b: number) => boolean;
  if (!keys) {
    const collator = typeof textOrder === 'function' ? textOrder() : textOrder;
    index.sort((a, b) => collator.compare(values[a]!, values[b]!) || a - b);
    same = (a, b) => collator.compare(values[a]!, values[b]!) === 0;
  } else {
    const k = keys;
    index.sort((a, b) => k[a]! - k[b]! || a - b);
    same = (a, b) => k[a] === k[b];
  }
  const rank = new Uint32Array(n);
  let r = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && !same(index[i - 1]!, index[i]!)) r++;
    rank[index[i]!] = r;
  }
  return { type, asc: Uint32Array.from(index), rank };
}

/** Descending order with ties in server order: walk the ascending groups from the end. */
export function descending(order: ColumnOrder): Uint32Array {
  if (order.desc) return order.desc;
  const { asc, rank } = order;
  const out = new Uint32Array(asc.length);
  let o = 0;
  let end = asc.length;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && rank[asc[start - 1]!] === rank[asc[end - 1]!]) start--;
    for (let i = start; i < end; i++) out[o++] = asc[i]!;
    end = start;
  }
  return (order.desc = out);
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

/**
 * Pure sort arithmetic of the data table: a cell's value key (a number, a date or text), a
 * column's type, and its orders, ascending and descending, with ties in server order.
 */

export type ColumnType = 'number' | 'date' | 'text';

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

/** Pure chart rules: price data validation, range selection and the table summary. */

export const RANGES = ['1M', '3M', '6M', 'YTD', '1Y', '5Y', 'Max'] as const;
export type Range = (typeof RANGES)[number];

/** Columnar daily prices: `t` in epoch seconds (UTC midnight of the trading day). */
export interface PriceData {
  symbol: string;
  currency: string;
  t: number[];
  o: number[];
  h: number[];
  l: number[];
  c: number[];
  v: number[];
}

export function isRange(value: string): value is Range {
  return (RANGES as readonly string[]).includes(value);
}

const COLUMNS = ['t', 'o', 'h', 'l', 'c', 'v'] as const;

/** Checks the endpoint's JSON; returns a message for what is wrong, or the data. */
export function validatePrices(json: unknown): PriceData | string {
  if (!json || typeof json !== 'object') return 'the response is not an object';
  const data = json as Record<string, unknown>;
  const t = data.t;
  if (!Array.isArray(t) || t.length < 2) return 'the response has fewer than two prices';
  for (const key of COLUMNS) {
    const column = data[key];
    if (!Array.isArray(column) || column.length !== t.length)
      return `column "${key}" is missing or has the wrong length`;
    if (!column.every((n) => typeof n === 'number' && Number.isFinite(n)))
      return `column "${key}" holds a value that is not a finite number`;
  }
  for (let i = 1; i < t.length; i++) if (t[i]! <= t[i - 1]!) return 'dates are not increasing';
  return {
    symbol: typeof data.symbol === 'string' ? data.symbol : '',
    currency: typeof data.currency === 'string' ? data.currency : 'USD',
    t: t as number[],
    o: data.o as number[],
    h: data.h as number[],
    l: data.l as number[],
    c: data.c as number[],
    v: data.v as number[],
  };
}

const DAY = 86_400;

/** First timestamp (seconds) a range includes, counted back from the last trading day. */
export function rangeStart(range: Range, last: number): number {
  const d = new Date(last * 1000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  // The same date `months` back, held to that month's last day (31 Mar → 28 Feb, not 3 Mar),
  // then the day after it.
  const back = (months: number) => {
    const lastOfMonth = new Date(Date.UTC(y, m - months + 1, 0)).getUTCDate();
    return Date.UTC(y, m - months, Math.min(day, lastOfMonth)) / 1000 + DAY;
  };
  switch (range) {
    case '1M':
      return back(1);
    case '3M':
      return back(3);
    case '6M':
      return back(6);
    case 'YTD':
      return Date.UTC(y, 0, 1) / 1000;
    case '1Y':
      return back(12);
    case '5Y':
      return back(60);
    case 'Max':
      return -Infinity;
  }
}

/** Lowest index whose time is ≥ `time` (binary search over increasing times). */
export function lowerBound(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index window [start, end) of a range; never fewer than two points. */
export function rangeWindow(times: readonly number[], range: Range): [number, number] {
  const end = times.length;
  if (!end) return [0, 0];
  const start = Math.min(lowerBound(times, rangeStart(range, times[end - 1]!)), end - 2);
  return [Math.max(0, start), end];
}

export type Granularity = 'day' | 'week' | 'month' | 'quarter' | 'year';

/**
 * One table row per period, coarse enough that the table stays short (at most ~31 rows) and
 * matches what the chart shows at that range; exact daily prices are one lookup away.
 */
export function granularity(points: number): Granularity {
  if (points <= 31) return 'day';
  if (points <= 135) return 'week';
  if (points <= 300) return 'month';
  if (points <= 1300) return 'quarter';
  return 'year';
}

export interface SummaryRow {
  /** Epoch seconds of the period's first trading day. */
  start: number;
  end: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

function periodKey(time: number, unit: Granularity): number {
  const d = new Date(time * 1000);
  const y = d.getUTCFullYear();
  switch (unit) {
    case 'day':
      return time;
    case 'week': {
      // Weeks start on Monday.
      const weekday = (d.getUTCDay() + 6) % 7;
      return time - weekday * DAY;
    }
    case 'month':
      return y * 12 + d.getUTCMonth();
    case 'quarter':
      return y * 4 + Math.floor(d.getUTCMonth() / 3);
    case 'year':
      return y;
  }
}

export function summarize(data: PriceData, start: number, end: number, unit: Granularity) {
  const rows: SummaryRow[] = [];
  let current: SummaryRow | undefined;
  let key: number | undefined;
  for (let i = start; i < end; i++) {
    const k = periodKey(data.t[i]!, unit);
    if (!current || k !== key) {
      current = {
        start: data.t[i]!,
        end: data.t[i]!,
        open: data.o[i]!,
        high: data.h[i]!,
        low: data.l[i]!,
        close: data.c[i]!,
        volume: 0,
      };
      key = k;
      rows.push(current);
    }
    current.end = data.t[i]!;
    current.high = Math.max(current.high, data.h[i]!);
    current.low = Math.min(current.low, data.l[i]!);
    current.close = data.c[i]!;
    current.volume += data.v[i]!;
  }
  return rows;
}

/** Keyboard steps of the chart's point (APG slider): arrows ±1, Page ±one month, Home/End. */
export function stepIndex(key: string, index: number, count: number): number | null {
  const last = count - 1;
  const clamp = (n: number) => Math.max(0, Math.min(last, n));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(index - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(index + 1);
    case 'PageDown':
      return clamp(index - 21);
    case 'PageUp':
      return clamp(index + 21);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

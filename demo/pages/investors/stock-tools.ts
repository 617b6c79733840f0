/**
 * The stock information tools' arithmetic: historical price lookup and the stock price
 * calculator over the fixture's daily prices. Pure functions (unit-tested); no dividends or
 * splits in the demo data, so the calculator is price return only.
 */
import type { PricePoint } from '../../fixtures/index.ts';

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Index of the last point on or before `date` (ISO), or -1. */
export function onOrBefore(prices: readonly PricePoint[], date: string): number {
  let lo = 0;
  let hi = prices.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (prices[mid]!.date <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Index of the first point on or after `date` (ISO), or -1. */
export function onOrAfter(prices: readonly PricePoint[], date: string): number {
  const i = onOrBefore(prices, date);
  if (i >= 0 && prices[i]!.date === date) return i;
  return i + 1 < prices.length ? i + 1 : -1;
}

export type Lookup =
  | { ok: true; requested: string; point: PricePoint; exact: boolean }
  | { ok: false; reason: 'invalid' | 'before' | 'after'; requested: string };

/** The price on a date, or on the last trading day before it (weekends, holidays). */
export function lookupPrice(
  prices: readonly PricePoint[],
  year: number,
  month: number,
  day: number,
): Lookup {
  const requested = isoDate(year, month, day);
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    !Number.isInteger(day) ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month)
  )
    return { ok: false, reason: 'invalid', requested };
  if (!prices.length || requested < prices[0]!.date)
    return { ok: false, reason: 'before', requested };
  if (requested > prices[prices.length - 1]!.date) return { ok: false, reason: 'after', requested };
  const i = onOrBefore(prices, requested);
  const point = prices[i]!;
  return { ok: true, requested, point, exact: point.date === requested };
}

export interface Investment {
  purchaseDate: string;
  purchasePrice: number;
  shares: number;
  currentDate: string;
  currentPrice: number;
  currentValue: number;
  gain: number;
  /** Percent, two decimals. */
  percent: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Buying `amount` at the close of the first trading day of `year`/`month` and holding it to the
 * last close: fractional shares (4 decimals shown), values in cents. Null when the month has no
 * trading day in the data.
 */
export function investmentReturn(
  prices: readonly PricePoint[],
  year: number,
  month: number,
  amount: number,
): Investment | null {
  if (!(amount > 0) || !Number.isFinite(amount) || !prices.length) return null;
  const i = onOrAfter(prices, isoDate(year, month, 1));
  if (i < 0 || !prices[i]!.date.startsWith(`${year}-${pad(month)}`)) return null;
  const buy = prices[i]!;
  const last = prices[prices.length - 1]!;
  const shares = amount / buy.close;
  const currentValue = cents(shares * last.close);
  const gain = cents(currentValue - amount);
  return {
    purchaseDate: buy.date,
    purchasePrice: buy.close,
    shares: Math.round(shares * 10_000) / 10_000,
    currentDate: last.date,
    currentPrice: last.close,
    currentValue,
    gain,
    percent: Math.round((gain / amount) * 10_000) / 100,
  };
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RANGES,
  granularity,
  lowerBound,
  rangeStart,
  rangeWindow,
  stepIndex,
  summarize,
  validatePrices,
  type PriceData,
} from './logic';

const DAY = 86_400;
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000;

/** Weekdays from `from` to `to` (inclusive) as a price series with predictable values. */
function weekdays(from: number, to: number): PriceData {
  const t: number[] = [];
  for (let s = from; s <= to; s += DAY) {
    const wd = new Date(s * 1000).getUTCDay();
    if (wd !== 0 && wd !== 6) t.push(s);
  }
  const n = t.map((_, i) => 10 + i);
  return {
    symbol: 'TEST',
    currency: 'USD',
    t,
    o: n,
    h: n.map((x) => x + 1),
    l: n.map((x) => x - 1),
    c: n,
    v: t.map(() => 100),
  };
}

const tenYears = weekdays(utc(2016, 11, 21), utc(2026, 11, 20));

describe('range selection', () => {
  it('counts back calendar months and years from the last trading day', () => {
    const last = utc(2026, 11, 20);
    expect(rangeStart('1M', last)).toBe(utc(2026, 10, 21));
    expect(rangeStart('3M', last)).toBe(utc(2026, 8, 21));
    expect(rangeStart('6M', last)).toBe(utc(2026, 5, 21));
    expect(rangeStart('1Y', last)).toBe(utc(2025, 11, 21));
    expect(rangeStart('5Y', last)).toBe(utc(2021, 11, 21));
    expect(rangeStart('YTD', last)).toBe(utc(2026, 1, 1));
    expect(rangeStart('Max', last)).toBe(-Infinity);
  });

  it('holds a month-end date to the shorter month it counts back to', () => {
    // 31 March back one month is 28 February: the window starts on 1 March.
    expect(rangeStart('1M', utc(2026, 3, 31))).toBe(utc(2026, 3, 1));
    expect(rangeStart('6M', utc(2026, 8, 31))).toBe(utc(2026, 3, 1));
    // 29 February back a year is 28 February.
    expect(rangeStart('1Y', utc(2028, 2, 29))).toBe(utc(2027, 3, 1));
    expect(rangeStart('3M', utc(2026, 5, 31))).toBe(utc(2026, 3, 1));
  });

  it('selects the window of each range, Max being everything', () => {
    const [s1, e1] = rangeWindow(tenYears.t, '1M');
    expect(e1).toBe(tenYears.t.length);
    expect(tenYears.t[s1]).toBeGreaterThanOrEqual(utc(2026, 10, 21));
    expect(tenYears.t[s1 - 1]).toBeLessThan(utc(2026, 10, 21));
    expect(e1 - s1).toBeGreaterThanOrEqual(20);
    expect(e1 - s1).toBeLessThanOrEqual(23);
    const [sy] = rangeWindow(tenYears.t, 'YTD');
    expect(new Date(tenYears.t[sy]! * 1000).toISOString().slice(0, 10)).toBe('2026-01-01');
    expect(rangeWindow(tenYears.t, 'Max')).toEqual([0, tenYears.t.length]);
    // Longer ranges never hold fewer points.
    const sizes = RANGES.filter((r) => r !== 'YTD').map((r) => {
      const [s, e] = rangeWindow(tenYears.t, r);
      return e - s;
    });
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  });

  it('always keeps at least two points', () => {
    const two = weekdays(utc(2026, 1, 5), utc(2026, 1, 6));
    expect(rangeWindow(two.t, '1M')).toEqual([0, 2]);
  });

  it('lower bound agrees with a linear scan (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: utc(2016, 1, 1), max: utc(2027, 1, 1) }), (time) => {
        expect(lowerBound(tenYears.t, time)).toBe(
          (() => {
            const i = tenYears.t.findIndex((x) => x >= time);
            return i < 0 ? tenYears.t.length : i;
          })(),
        );
      }),
    );
  });
});

describe('summary table', () => {
  it('keeps the table short at every range', () => {
    for (const range of RANGES) {
      const [s, e] = rangeWindow(tenYears.t, range);
      const rows = summarize(tenYears, s, e, granularity(e - s));
      expect(rows.length, range).toBeLessThanOrEqual(31);
      expect(rows.length, range).toBeGreaterThan(0);
    }
  });

  it('summarizes a period as first open, highest high, lowest low, last close and total volume', () => {
    const week = weekdays(utc(2026, 1, 5), utc(2026, 1, 16)); // two full weeks
    const rows = summarize(week, 0, week.t.length, 'week');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ open: 10, high: 15, low: 9, close: 14, volume: 500 });
    expect(rows[1]).toMatchObject({ open: 15, high: 20, low: 14, close: 19, volume: 500 });
  });

  it('picks coarser periods for longer ranges', () => {
    expect(granularity(21)).toBe('day');
    expect(granularity(63)).toBe('week');
    expect(granularity(252)).toBe('month');
    expect(granularity(1260)).toBe('quarter');
    expect(granularity(2520)).toBe('year');
  });
});

describe('price data and keyboard steps', () => {
  it('accepts well-formed data and explains what is wrong with the rest', () => {
    expect(typeof validatePrices(tenYears)).toBe('object');
    expect(validatePrices(null)).toMatch(/not an object/);
    expect(validatePrices({ t: [1] })).toMatch(/fewer than two/);
    expect(validatePrices({ ...tenYears, c: tenYears.c.slice(1) })).toMatch(/"c"/);
    expect(validatePrices({ ...tenYears, v: tenYears.v.map(() => 'x') })).toMatch(/"v"/);
    expect(validatePrices({ ...tenYears, t: [...tenYears.t].reverse() })).toMatch(/increasing/);
  });

  it('moves like an APG slider', () => {
    expect(stepIndex('ArrowLeft', 5, 10)).toBe(4);
    expect(stepIndex('ArrowDown', 0, 10)).toBe(0);
    expect(stepIndex('ArrowRight', 9, 10)).toBe(9);
    expect(stepIndex('ArrowUp', 3, 10)).toBe(4);
    expect(stepIndex('PageDown', 30, 100)).toBe(9);
    expect(stepIndex('PageUp', 90, 100)).toBe(99);
    expect(stepIndex('Home', 50, 100)).toBe(0);
    expect(stepIndex('End', 50, 100)).toBe(99);
    expect(stepIndex('a', 50, 100)).toBeNull();
  });
});

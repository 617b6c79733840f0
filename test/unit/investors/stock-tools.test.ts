import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PricePoint } from '../../../demo/fixtures/index.ts';
import { prices } from '../../../demo/fixtures/index.ts';
import {
  daysInMonth,
  investmentReturn,
  lookupPrice,
  onOrAfter,
  onOrBefore,
} from '../../../demo/pages/investors/stock-tools.ts';

const point = (date: string, close: number): PricePoint => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1000,
});

// Thu 2 Jan 2025 … Mon 6 Jan 2025 (the weekend is missing), then Mon 3 Feb 2025.
const series = [
  point('2025-01-02', 10),
  point('2025-01-03', 12.5),
  point('2025-01-06', 11),
  point('2025-02-03', 20),
];

describe('historical price lookup', () => {
  it('returns the exact trading day when there is one', () => {
    expect(lookupPrice(series, 2025, 1, 3)).toMatchObject({
      ok: true,
      exact: true,
      point: { date: '2025-01-03', close: 12.5 },
    });
  });

  it('falls back to the previous trading day on a weekend', () => {
    expect(lookupPrice(series, 2025, 1, 5)).toMatchObject({
      ok: true,
      exact: false,
      requested: '2025-01-05',
      point: { date: '2025-01-03' },
    });
  });

  it('refuses impossible dates, and dates outside the data', () => {
    expect(lookupPrice(series, 2025, 2, 30)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(lookupPrice(series, 2025, 13, 1)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(lookupPrice(series, 2025, 1, 1)).toMatchObject({ ok: false, reason: 'before' });
    expect(lookupPrice(series, 2025, 2, 4)).toMatchObject({ ok: false, reason: 'after' });
  });

  it('knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('on-or-before and on-or-after agree with a linear scan (property)', () => {
    const all = prices();
    fc.assert(
      fc.property(fc.integer({ min: -5, max: all.length + 5 }), fc.boolean(), (i, shift) => {
        const base = all[Math.max(0, Math.min(all.length - 1, i))]!.date;
        const date = shift
          ? `${base.slice(0, 8)}${base.slice(8) === '01' ? '00' : base.slice(8)}`
          : base;
        const before = all.findLastIndex((p) => p.date <= date);
        const after = all.findIndex((p) => p.date >= date);
        expect(onOrBefore(all, date)).toBe(before);
        expect(onOrAfter(all, date)).toBe(after);
      }),
    );
  });
});

describe('stock price calculator', () => {
  it('buys at the first trading day of the month and values at the last close', () => {
    const result = investmentReturn(series, 2025, 1, 1000);
    expect(result).toEqual({
      purchaseDate: '2025-01-02',
      purchasePrice: 10,
      shares: 100,
      currentDate: '2025-02-03',
      currentPrice: 20,
      currentValue: 2000,
      gain: 1000,
      percent: 100,
    });
  });

  it('keeps fractional shares and rounds money to cents', () => {
    const result = investmentReturn(
      [point('2025-01-02', 3), point('2025-01-03', 4)],
      2025,
      1,
      100,
    )!;
    expect(result.shares).toBe(33.3333);
    expect(result.currentValue).toBe(133.33);
    expect(result.gain).toBe(33.33);
    expect(result.percent).toBe(33.33);
  });

  it('a loss is negative', () => {
    const result = investmentReturn(series, 2025, 2, 500)!;
    expect(result.gain).toBe(0);
    const down = investmentReturn(
      [point('2025-03-03', 50), point('2025-03-04', 40)],
      2025,
      3,
      1000,
    )!;
    expect(down.gain).toBe(-200);
    expect(down.percent).toBe(-20);
  });

  it('has no answer for a month without trading days or a non-positive amount', () => {
    expect(investmentReturn(series, 2024, 12, 1000)).toBeNull();
    expect(investmentReturn(series, 2025, 3, 1000)).toBeNull();
    expect(investmentReturn(series, 2025, 1, 0)).toBeNull();
    expect(investmentReturn(series, 2025, 1, -5)).toBeNull();
    expect(investmentReturn(series, 2025, 1, Number.NaN)).toBeNull();
  });

  it('value = amount × last close ÷ purchase close, within a cent (property)', () => {
    const all = prices();
    fc.assert(
      fc.property(
        fc.integer({ min: 2017, max: 2026 }),
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        (year, month, amount) => {
          const r = investmentReturn(all, year, month, amount);
          if (!r) return;
          const exact = (amount * all.at(-1)!.close) / r.purchasePrice;
          expect(Math.abs(r.currentValue - exact)).toBeLessThanOrEqual(0.005 + 1e-9 * exact);
          expect(r.purchaseDate.startsWith(`${year}-${String(month).padStart(2, '0')}`)).toBe(true);
        },
      ),
    );
  });
});

/**
 * The chart's words and numbers in the page's language: dates (UTC trading days), prices,
 * volumes and the summary table's period labels.
 */
import { useMemo } from 'react';
import { t } from '../../src/runtime';
import type { Granularity, SummaryRow } from './logic';

/** The formatters for a currency, in the page's language (`<html lang>`). */
export function useFormatters(currency: string): Formatters {
  const locale = document.documentElement.lang || 'en';
  return useMemo(() => formatters(currency, locale), [currency, locale]);
}

function formatters(currency: string, locale: string) {
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const month = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
  });
  const price = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency || 'USD',
  });
  const whole = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 2,
  });
  const date = (seconds: number) => day.format(seconds * 1000);
  return {
    date,
    price: (n: number) => price.format(n),
    volume: (n: number) => whole.format(n),
    compact: (n: number) => compact.format(n),
    percent: (n: number) => percent.format(n),
    period(row: SummaryRow, unit: Granularity): string {
      switch (unit) {
        case 'day':
          return date(row.start);
        case 'week':
          return t('Week of @date', { '@date': date(row.start) });
        case 'month':
          return month.format(row.start * 1000);
        case 'quarter': {
          const d = new Date(row.start * 1000);
          return t('Q@quarter @year', {
            '@quarter': Math.floor(d.getUTCMonth() / 3) + 1,
            '@year': d.getUTCFullYear(),
          });
        }
        case 'year':
          return String(new Date(row.start * 1000).getUTCFullYear());
      }
    },
  };
}

export type Formatters = ReturnType<typeof formatters>;

export function caption(unit: Granularity, range: string): string {
  const args = { '@range': range };
  switch (unit) {
    case 'day':
      return t('Stock Chart data, @range: daily prices', args);
    case 'week':
      return t('Stock Chart data, @range: one row per week', args);
    case 'month':
      return t('Stock Chart data, @range: one row per month', args);
    case 'quarter':
      return t('Stock Chart data, @range: one row per quarter', args);
    case 'year':
      return t('Stock Chart data, @range: one row per year', args);
  }
}

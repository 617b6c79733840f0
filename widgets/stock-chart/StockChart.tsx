/**
 * The native stock chart: uPlot draws the closing price and volume (`use-plot`, from the data
 * `use-prices` fetches); React owns the range radio group, the readout, the keyboard-operable
 * point (an APG slider named "Stock Chart") and a summarized data table for screen readers.
 */
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { t, type WidgetProps } from '../../src/runtime';
import { caption, useFormatters } from './hooks';
import {
  RANGES,
  granularity,
  isRange,
  rangeWindow,
  stepIndex,
  summarize,
  type Range,
} from './logic';
import type { ChartModel, ChartProps } from './parse';
import { usePlot } from './use-plot';
import { usePrices } from './use-prices';

let ids = 0;

export function StockChart({ model, props, ctx }: WidgetProps<ChartModel, ChartProps>) {
  const { data, error } = usePrices(props.src, ctx);
  const [range, setRange] = useState<Range>(isRange(props.range) ? props.range : '1Y');
  const [point, setPoint] = useState<number | null>(null);
  const [uid] = useState(() => ++ids);
  const plotRef = useRef<HTMLDivElement>(null);
  const fromKeyboard = useRef(false);
  const rangeButtons = useRef<(HTMLButtonElement | null)[]>([]);

  // The server fallback stays until the chart is there, and comes back on disconnect.
  useLayoutEffect(() => {
    const fallback = model.fallback;
    if (!data || !fallback) return;
    fallback.hidden = true;
    return () => {
      fallback.hidden = false;
    };
  }, [data, model]);

  const fmt = useFormatters(data?.currency ?? 'USD');
  const [start, end] = useMemo(() => (data ? rangeWindow(data.t, range) : [0, 0]), [data, range]);
  const count = end - start;
  const unit = granularity(count);
  const index = point === null ? count - 1 : Math.min(point, count - 1);
  usePlot(plotRef, model, data, fmt, start, end, index, fromKeyboard, setPoint);

  const chooseRange = (next: Range, focus = false) => {
    setRange(next);
    setPoint(null);
    if (focus) rangeButtons.current[RANGES.indexOf(next)]?.focus();
    ctx.emit('stock-chart:range', { range: next });
  };

  const onRangeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = RANGES.indexOf(range);
    const last = RANGES.length - 1;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (at + 1) % RANGES.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (at + last) % RANGES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    event.preventDefault();
    chooseRange(RANGES[to]!, true);
  };

  const onPlotKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = stepIndex(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    fromKeyboard.current = true;
    setPoint(next);
  };

  const rows = useMemo(() => {
    if (!data) return [];
    return summarize(data, start, end, unit);
  }, [data, start, end, unit]);
  // The screen-reader table's rows, built once per range: not on each cursor move.
  const body = useMemo(
    () => (
      <tbody>
        {rows.map((row) => (
          <tr key={row.start}>
            <th scope="row">{fmt.period(row, unit)}</th>
            <td>{fmt.price(row.open)}</td>
            <td>{fmt.price(row.high)}</td>
            <td>{fmt.price(row.low)}</td>
            <td>{fmt.price(row.close)}</td>
            <td>{fmt.volume(row.volume)}</td>
          </tr>
        ))}
      </tbody>
    ),
    [rows, fmt, unit],
  );

  if (error) {
    return (
      <p className="stock-chart__error" role="status">
        {error}
      </p>
    );
  }
  if (!data) {
    return (
      <p className="stock-chart__loading" role="status">
        {t('Loading the stock chart…')}
      </p>
    );
  }

  const at = start + index;
  const previous = at > 0 ? data.c[at - 1]! : data.o[at]!;
  const change = previous ? (data.c[at]! - previous) / previous : 0;
  const date = fmt.date(data.t[at]!);
  const readout = t('@date · Close @close (@change) · Volume @volume', {
    '@date': date,
    '@close': fmt.price(data.c[at]!),
    '@change': fmt.percent(change),
    '@volume': fmt.compact(data.v[at]!),
  });
  const valueText = t('@date: close @close, change @change, volume @volume', {
    '@date': date,
    '@close': fmt.price(data.c[at]!),
    '@change': fmt.percent(change),
    '@volume': fmt.volume(data.v[at]!),
  });
  const hintId = `stock-chart-hint-${uid}`;

  return (
    <div className="stock-chart__ui">
      <div
        className="stock-chart__ranges"
        role="radiogroup"
        aria-label={t('Chart range')}
        onKeyDown={onRangeKey}
      >
        {RANGES.map((r, i) => (
          <button
            key={r}
            ref={(el) => {
              rangeButtons.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={r === range}
            tabIndex={r === range ? 0 : -1}
            onClick={() => chooseRange(r)}
          >
            {r === 'Max' ? t('Max') : r}
          </button>
        ))}
      </div>
      <p className="stock-chart__readout">{readout}</p>
      <div
        ref={plotRef}
        className="stock-chart__plot"
        role="slider"
        tabIndex={0}
        aria-label={t('Stock Chart')}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={count - 1}
        aria-valuenow={index}
        aria-valuetext={valueText}
        onKeyDown={onPlotKey}
        onPointerDown={() => (fromKeyboard.current = false)}
        onPointerMove={() => (fromKeyboard.current = false)}
      />
      <p id={hintId} className="visually-hidden">
        {t(
          'Arrow keys move through the trading days, Page Up and Page Down by a month, Home and End to the first and last day.',
        )}
      </p>
      <table className="visually-hidden stock-chart__table">
        <caption>{caption(unit, range === 'Max' ? t('Max') : range)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Period')}</th>
            <th scope="col">{t('Open')}</th>
            <th scope="col">{t('High')}</th>
            <th scope="col">{t('Low')}</th>
            <th scope="col">{t('Close')}</th>
            <th scope="col">{t('Volume')}</th>
          </tr>
        </thead>
        {body}
      </table>
    </div>
  );
}

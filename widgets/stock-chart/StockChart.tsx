/**
 * The native stock chart: uPlot draws the closing price and volume; React owns the range radio
 * group, the readout, the keyboard-operable point (an APG slider named "Stock Chart") and a
 * summarized data table for screen readers.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import uPlot from 'uplot';
import { requestTimeout, t, type WidgetProps } from '../../src/runtime';
import { caption, useFormatters, type Formatters } from './hooks';
import {
  RANGES,
  granularity,
  isRange,
  rangeWindow,
  stepIndex,
  summarize,
  validatePrices,
  type PriceData,
  type Range,
} from './logic';
import type { ChartModel, ChartProps } from './parse';

let ids = 0;

function plotSize(el: HTMLElement) {
  return { width: Math.max(200, el.clientWidth), height: Math.max(160, el.clientHeight) };
}

function slice(data: PriceData, start: number, end: number): uPlot.AlignedData {
  return [data.t.slice(start, end), data.c.slice(start, end), data.v.slice(start, end)];
}

function chartOptions(
  el: HTMLElement,
  fmt: Formatters,
  onCursor: (idx: number | null) => void,
  onDraw: () => void,
): uPlot.Options {
  return {
    ...plotSize(el),
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    // No drag-to-zoom: the range buttons do everything (WCAG 2.5.7).
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
    scales: { x: { time: true }, vol: { range: (_u, _min, max) => [0, (max || 1) * 4] } },
    series: [
      {},
      { label: t('Close'), scale: 'price', stroke: '#0b57a4', width: 1.5 },
      {
        label: t('Volume'),
        scale: 'vol',
        stroke: 'rgba(87, 96, 106, 0.55)',
        fill: 'rgba(87, 96, 106, 0.3)',
        paths: uPlot.paths.bars!({ size: [0.8, 8] }),
        points: { show: false },
      },
    ],
    axes: [
      { stroke: '#57606a', grid: { stroke: '#eaeef2' } },
      {
        scale: 'price',
        stroke: '#57606a',
        size: 72,
        grid: { stroke: '#eaeef2' },
        values: (_u, ticks) => ticks.map((v) => fmt.price(v)),
      },
    ],
    hooks: { setCursor: [(u) => onCursor(u.cursor.idx ?? null)], draw: [onDraw] },
  };
}

interface Loaded {
  data?: PriceData;
  error?: string;
}

export function StockChart({ model, props, ctx }: WidgetProps<ChartModel, ChartProps>) {
  const [loaded, setLoaded] = useState<Loaded>({});
  const [range, setRange] = useState<Range>(isRange(props.range) ? props.range : '1Y');
  const [point, setPoint] = useState<number | null>(null);
  const [uid] = useState(() => ++ids);
  const plotRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const fromKeyboard = useRef(false);
  const rangeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const { data, error } = loaded;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    if (!props.src) {
      ctx.warn('has no data-src price endpoint.');
      setLoaded({ error: t('The stock chart could not be loaded.') });
      return;
    }
    // An endpoint that never answers ends in the failure, not in an empty chart for good.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, requestTimeout());
    fetch(props.src, { signal, headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} from ${props.src}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => {
        const checked = validatePrices(json);
        if (typeof checked === 'string') throw new Error(`price data refused: ${checked}`);
        setLoaded({ data: checked });
      })
      .catch((reason: unknown) => {
        if (signal.aborted && !timedOut) return;
        ctx.warn('price data could not be loaded;', timedOut ? 'no answer in time' : reason);
        setLoaded({ error: t('The stock chart could not be loaded.') });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [props.src, ctx]);

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

  // One uPlot per data set; a range change swaps its data (drawn in one frame).
  const windowRef = useRef<[number, number]>([0, 0]);
  const drawBegan = useRef(0);
  useLayoutEffect(() => {
    const el = plotRef.current;
    if (!data || !el) return;
    windowRef.current = [start, end];
    // How long a data change takes to be drawn (the bench and the README report it).
    const onDraw = () => {
      if (!drawBegan.current) return;
      model.host.dataset.drawMs = (performance.now() - drawBegan.current).toFixed(1);
      model.host.dataset.points = String(windowRef.current[1] - windowRef.current[0]);
      drawBegan.current = 0;
    };
    drawBegan.current = performance.now();
    const chart = new uPlot(
      chartOptions(
        el,
        fmt,
        (idx) => {
          if (!fromKeyboard.current) setPoint(idx);
        },
        onDraw,
      ),
      slice(data, start, end),
      el,
    );
    chartRef.current = chart;
    const resize = new ResizeObserver(() => chart.setSize(plotSize(el)));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
      chartRef.current = null;
      delete model.host.dataset.drawMs;
      delete model.host.dataset.points;
    };
    // The window is applied by the effect below; re-creating on range change would be wasteful.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, fmt]);

  useLayoutEffect(() => {
    const chart = chartRef.current;
    if (!chart || !data) return;
    const [s, e] = windowRef.current;
    if (s === start && e === end) return;
    windowRef.current = [start, end];
    drawBegan.current = performance.now();
    chart.setData(slice(data, start, end));
  }, [data, start, end]);

  // Keyboard moves put uPlot's crosshair on the chosen point.
  useLayoutEffect(() => {
    const chart = chartRef.current;
    if (!chart || !data || !fromKeyboard.current || index < 0) return;
    chart.setCursor(
      {
        left: chart.valToPos(data.t[start + index]!, 'x'),
        top: chart.valToPos(data.c[start + index]!, 'price'),
      },
      false,
    );
  }, [data, start, index]);

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

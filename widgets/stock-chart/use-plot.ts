/**
 * The chart itself: one uPlot per data set, drawn into the plot box at its size; a range change
 * swaps its data, a keyboard move puts its crosshair on the chosen point.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';
import { t } from '../../src/runtime';
import type { Formatters } from './hooks';
import type { PriceData } from './logic';
import type { ChartModel } from './parse';

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

/**
 * Draws `data[start, end)` into `plotRef`'s box. A pointer's point goes to `setPoint` (unless the
 * keyboard moved last: `fromKeyboard`); a keyboard's `index` moves the crosshair.
 */
export function usePlot(
  plotRef: RefObject<HTMLDivElement | null>,
  model: ChartModel,
  data: PriceData | undefined,
  fmt: Formatters,
  start: number,
  end: number,
  index: number,
  fromKeyboard: RefObject<boolean>,
  setPoint: (point: number | null) => void,
): void {
  const chartRef = useRef<uPlot | null>(null);
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
  }, [data, start, index, fromKeyboard]);
}

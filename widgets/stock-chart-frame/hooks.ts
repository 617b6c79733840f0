/**
 * The framed chart sizes itself when it loads, so it reloads its own source after an
 * orientation change or a resize that changed the viewport's width: debounced, one reload per
 * burst.
 */
import { useLayoutEffect } from 'react';
import { debounce, type WidgetContext } from '../../src/runtime';
import { RELOAD_DEBOUNCE_MS, widthChanged } from './logic';
import type { StockChartFrameModel } from './parse';

export function useReloadOnResize(frame: StockChartFrameModel, ctx: WidgetContext<unknown>): void {
  // Bound in the commit that marks the frame enhanced: a resize from then on is heard.
  useLayoutEffect(() => {
    if (ctx.signal.aborted) return;
    const off = new AbortController();
    const { signal } = off;
    let width = window.innerWidth;
    const reload = debounce(
      () => {
        const src = frame.getAttribute('src');
        if (!src) return;
        frame.setAttribute('src', src); // setting src, even to itself, navigates the frame again
        ctx.emit('stock-chart-frame:reload', { src });
      },
      RELOAD_DEBOUNCE_MS,
      signal,
    );
    addEventListener('orientationchange', reload, { signal });
    screen.orientation?.addEventListener('change', reload, { signal });
    addEventListener(
      'resize',
      () => {
        if (!widthChanged(width, window.innerWidth)) return;
        width = window.innerWidth;
        reload();
      },
      { passive: true, signal },
    );
    return () => off.abort();
  }, [frame, ctx]);
}

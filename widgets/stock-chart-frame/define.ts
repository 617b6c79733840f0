/**
 * The IR platform's iframe stock chart (`iframe.nir-stock-chart`) sizes itself when loaded, so it
 * reloads its own source after an orientation change or a resize (debounced, and only when the
 * width really changed — mobile browsers fire resize when the address bar hides).
 */
import { debounce, type WidgetDefinition } from '../../src/runtime';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'stock-chart-frame:reload': { src: string };
  }
}

/** Resize settling time before the frame reloads (the platform's own "resize end" was 500 ms). */
export const RELOAD_DEBOUNCE_MS = 500;

export const definition: WidgetDefinition<HTMLIFrameElement> = {
  tag: 'stock-chart-frame',
  selector: 'iframe.nir-stock-chart',
  element: false,
  parse: (host) => host as HTMLIFrameElement,
  setup(frame, ctx) {
    let width = window.innerWidth;
    const reload = debounce(
      () => {
        const src = frame.getAttribute('src');
        if (!src) return;
        frame.setAttribute('src', src); // setting src, even to itself, navigates the frame again
        ctx.emit('stock-chart-frame:reload', { src });
      },
      RELOAD_DEBOUNCE_MS,
      ctx.signal,
    );
    ctx.listen(window, 'orientationchange', reload);
    if (screen.orientation) ctx.listen(screen.orientation, 'change', reload);
    ctx.listen(
      window,
      'resize',
      () => {
        if (window.innerWidth === width) return;
        width = window.innerWidth;
        reload();
      },
      { passive: true },
    );
  },
};

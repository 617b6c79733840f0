import { debounce, type WidgetImplementation } from '../../src/runtime';

/** Resize settling time before the frame reloads (the platform's own "resize end" was 500 ms). */
export const RELOAD_DEBOUNCE_MS = 500;

export const implementation: WidgetImplementation<HTMLIFrameElement> = {
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

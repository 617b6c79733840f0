/** Timing helpers that stop when their signal aborts, so teardown never leaves a timer behind. */

/** The longest delay a timer takes (about 24.8 days); setTimeout fires at once past it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  signal?: AbortSignal,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  signal?.addEventListener('abort', cancel, { once: true });
  const run = () => {
    timer = undefined;
    const args = lastArgs as A;
    lastArgs = undefined;
    fn(...args);
  };
  const debounced = (...args: A) => {
    if (signal?.aborted) return;
    lastArgs = args;
    cancel();
    timer = setTimeout(run, ms);
  };
  debounced.cancel = cancel;
  debounced.flush = () => {
    if (timer !== undefined) {
      cancel();
      run();
    }
  };
  return debounced;
}

/**
 * Leading-edge guard: runs `fn` at most once per `ms`; calls inside the window are dropped
 * (the carousel's 350 ms rule, the FAQ's 200 ms rule).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = () => performance.now(),
): (...args: A) => boolean {
  let last = -Infinity;
  return (...args: A) => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    fn(...args);
    return true;
  };
}

/** Coalesces calls to one per animation frame (scroll and resize handlers). */
export function frameThrottle<A extends unknown[]>(
  fn: (...args: A) => void,
  signal?: AbortSignal,
): (...args: A) => void {
  let frame = 0;
  let lastArgs: A;
  signal?.addEventListener('abort', () => cancelAnimationFrame(frame), { once: true });
  return (...args: A) => {
    lastArgs = args;
    if (frame || signal?.aborted) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      fn(...lastArgs);
    });
  };
}

/**
 * Runs `fn` once, just after the next frame has been produced (or after 100 ms when frames do
 * not run: a background tab), unless `signal` aborts first. For work a click does not need
 * before the browser shows its result: the frame comes first, this follows.
 */
export function afterPaint(fn: () => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  const timers = [setTimeout(() => run(), 100)];
  const frame = requestAnimationFrame(() => timers.push(setTimeout(() => run(), 0)));
  const cancel = () => {
    cancelAnimationFrame(frame);
    timers.forEach(clearTimeout);
  };
  // Taken off once it has run: a carousel's autoplay calls this every slide, for hours.
  const run = () => {
    signal.removeEventListener('abort', cancel);
    cancel();
    fn();
  };
  signal.addEventListener('abort', cancel, { once: true });
}

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

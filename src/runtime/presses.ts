/**
 * A widget whose code comes on a visitor's intent (pointing at or focusing one of its triggers)
 * waits for it a moment longer than a tap takes: the tap's click lands before the code. The
 * widget's `defer` keeps that press here, and its setup takes it and does what it asked.
 */
export interface PressWait<T extends Element> {
  /** Aborted once setup has taken the press or the host went: the listening ends with it. */
  readonly stop: AbortController;
  /** The trigger pressed meanwhile, if any. */
  pressed?: T;
}

export interface EarlyPresses<T extends Element> {
  /** Starts keeping `host`'s press until setup takes it or `signal` (the connection's) aborts. */
  wait(host: HTMLElement, signal: AbortSignal): PressWait<T>;
  /** Ends the wait and returns the press kept meanwhile, if its trigger is still on the page. */
  take(host: HTMLElement): T | undefined;
}

export function earlyPresses<T extends Element>(): EarlyPresses<T> {
  const waiting = new WeakMap<HTMLElement, PressWait<T>>();
  return {
    wait(host, signal) {
      const wait: PressWait<T> = { stop: new AbortController() };
      waiting.set(host, wait);
      signal.addEventListener('abort', () => wait.stop.abort(), { once: true });
      return wait;
    },
    take(host) {
      const wait = waiting.get(host);
      waiting.delete(host);
      wait?.stop.abort();
      const pressed = wait?.pressed;
      if (wait) wait.pressed = undefined;
      return pressed?.isConnected ? pressed : undefined;
    },
  };
}

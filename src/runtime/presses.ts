/**
 * A press that comes before the code that answers it is held, and done once the code is here: a
 * tap lands a moment after the pointerover that asked for the code, a submit before the forms'
 * chunk. Should the code never come, the press does what it does without script.
 */
/** A primary-button click with no modifier: one with either opens a link natively (a new tab). */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) => !event.button && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

export interface Press<T extends Element> {
  readonly target: T;
  readonly event: Event;
}

export interface PressHold<T extends Element> {
  /** Aborts when the hold ends (taken, released, or its owner gone): listeners pass it. */
  readonly signal: AbortSignal;
  /** The press held now, if any. */
  readonly pressed: Press<T> | undefined;
  /** Holds a press; the latest wins. With `prevent`, its default waits with it. */
  keep(target: T, event: Event, prevent?: boolean): void;
  /** The code is here: ends the hold and hands over the press, if its target is still on the page. */
  take(): Press<T> | undefined;
  /** The code will not come: ends the hold; the press does what it does without script. */
  release(): void;
}

/**
 * One hold, ended by `take()`, `release()` or `signal`. `withoutCode` is what a press whose
 * default was prevented does when the code does not come (a link's navigation, a form's submit):
 * on `release()`, and when `signal` aborts (the code failed, or its owner went) with a press held.
 */
export function holdPresses<T extends Element>(
  signal?: AbortSignal,
  withoutCode?: (press: Press<T>) => void,
): PressHold<T> {
  const stop = new AbortController();
  let pressed: Press<T> | undefined;
  const end = () => {
    const press = pressed;
    pressed = undefined;
    stop.abort();
    return press;
  };
  const release = () => {
    const press = end();
    if (press?.target.isConnected) withoutCode?.(press);
  };
  if (signal?.aborted) stop.abort();
  else signal?.addEventListener('abort', release, { once: true, signal: stop.signal });
  return {
    signal: stop.signal,
    get pressed() {
      return pressed;
    },
    keep(target, event, prevent = false) {
      if (stop.signal.aborted) return;
      if (prevent) event.preventDefault();
      pressed = { target, event };
    },
    take() {
      const press = end();
      return press?.target.isConnected ? press : undefined;
    },
    release,
  };
}

/**
 * The hand-over between a widget's `defer`, which holds its host's presses while the code comes,
 * and its implementation, which takes the press when it sets the host up.
 */
export interface HostPresses<T extends Element> {
  /** Starts holding `host`'s presses until taken or `signal` (the connection's) aborts. */
  hold(host: Element, signal: AbortSignal, withoutCode?: (press: Press<T>) => void): PressHold<T>;
  /** Ends `host`'s hold and returns the press's target, if it is still on the page. */
  take(host: Element): T | undefined;
}

export function pressesByHost<T extends Element>(): HostPresses<T> {
  const holds = new WeakMap<Element, PressHold<T>>();
  return {
    hold(host, signal, withoutCode) {
      const hold = holdPresses<T>(signal, withoutCode);
      holds.set(host, hold);
      return hold;
    },
    take(host) {
      const hold = holds.get(host);
      holds.delete(host);
      return hold?.take()?.target;
    },
  };
}

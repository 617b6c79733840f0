/*
 * Long work in slices: a loop asks `spent()` as it goes and, once the current task has worked
 * for the slice's length, awaits `next(signal)`, which yields to the browser (input, frames) and
 * starts a new slice. The work of a kind shares one clock, however many hosts run it, so two
 * tables enhancing at once still make tasks of one slice each. Mounting hosts has its own queue
 * (`scheduleMount`): it decides per host whether the current task still has room.
 */

/** Yields to the event loop without timers (a test's fake clock does not stall the work). */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface Slices {
  /** Starts a slice in the current task (work that begins here rather than after a yield). */
  begin(): void;
  /** Whether the current slice has used its time. */
  spent(): boolean;
  /** Yields to the next task and starts a new slice; false once `signal` has aborted. */
  next(signal: AbortSignal): Promise<boolean>;
  /** Goes on in this task while the slice lasts (synchronously), else in the next. */
  breathe(signal: AbortSignal): Promise<boolean> | boolean;
}

/** A clock for work done in slices of `ms`; until `begin` or `next`, the first check yields. */
export function createSlices(ms: number, now: () => number = () => performance.now()): Slices {
  let start = -Infinity;
  const spent = () => now() - start >= ms;
  const next = async (signal: AbortSignal) => {
    await yieldTask();
    start = now();
    return !signal.aborted;
  };
  return {
    begin: () => void (start = now()),
    spent,
    next,
    breathe: (signal) => (spent() ? next(signal) : !signal.aborted),
  };
}

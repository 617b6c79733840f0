/*
 * Mounting in slices: a page with many hosts (or a lazy chunk that arrives for 50 of them) is
 * enhanced in tasks of at most SLICE_MS each, so enhancement never blocks input for long.
 * upgrade() still mounts synchronously: the AJAX adapter runs behaviours right after it.
 */
const SLICE_MS = 8;
const queue: { run(): void; signal: AbortSignal }[] = [];
// The task that evaluates the bundle counts as a slice begun now: evaluation and registration
// already take most of one, so the custom elements it upgrades mount in the next task.
let sliceStart = performance.now();
let flushPosted = false;
let immediate = false;

/** Whether mounts happen synchronously now (inside `synchronously`). */
export const isImmediate = (): boolean => immediate;

/** Runs `fn` with every mount it causes done at once, not sliced nor deferred. */
export function synchronously(fn: () => void): void {
  const outer = immediate;
  immediate = true;
  try {
    fn();
  } finally {
    immediate = outer;
  }
}

/** Runs `fn` in a task of its own, at the scheduler's user-visible priority where there is one. */
export function nextTask(fn: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?(fn: () => void): Promise<void> } })
    .scheduler;
  if (scheduler?.postTask) void scheduler.postTask(fn);
  else setTimeout(fn, 0);
}

nextTask(() => (sliceStart = -1));

function inSlice(): boolean {
  const now = performance.now();
  if (sliceStart < 0) {
    sliceStart = now;
    nextTask(() => (sliceStart = -1));
  }
  return now - sliceStart < SLICE_MS;
}

/** Runs `run` now if the current slice has time left, else in a later slice (unless aborted). */
export function scheduleMount(run: () => void, signal: AbortSignal): void {
  if (immediate || (!queue.length && inSlice())) {
    run();
    return;
  }
  queue.push({ run, signal });
  if (flushPosted) return;
  flushPosted = true;
  nextTask(flushMounts);
}

function flushMounts(): void {
  flushPosted = false;
  const start = performance.now();
  while (queue.length) {
    if (performance.now() - start >= SLICE_MS) {
      flushPosted = true;
      nextTask(flushMounts);
      return;
    }
    const { run, signal } = queue.shift()!;
    if (!signal.aborted) run();
  }
}

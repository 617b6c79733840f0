import type { Locator, Page } from '@playwright/test';
import { test, type TraceEvent } from './fixtures';
import { startBenchServer, type BenchServer } from '../../bench/server';

export { stopTrace, type TraceEvent } from './fixtures';

/**
 * The bench's own server for the specs in the calling describe block, in the preact project
 * only: one build is enough, the bench serves both bundles itself. Read `server()` in a test.
 */
export function useBenchServer(): () => BenchServer {
  let server: BenchServer | undefined;
  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'preact', 'runs in the preact project only');
    server = await startBenchServer({ timeout: 15_000 });
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return () => server!;
}

/**
 * The style recalculations or layouts (`names`) a Trellis script made the browser do inside
 * the script, one line per event naming the top of its stack. Chromium records a stack only for
 * the forced ones (category `disabled-by-default-devtools.timeline.stack`); the frame's own have
 * none.
 */
export function forcedByTrellis(events: TraceEvent[], names: string[]): string[] {
  return events
    .filter((e) => names.includes(e.name))
    .map((e) => ({
      name: e.name,
      frames: e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? [],
    }))
    .filter(({ frames }) => frames.some((f) => /\/trellis(-react)?\//.test(f.url)))
    .map(
      ({ name, frames }) =>
        `${name}: ${frames
          .slice(0, 4)
          .map(
            (f) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.columnNumber}`,
          )
          .join(' < ')}`,
    );
}

/** The events of the page's main thread (the renderer's), in the trace's order. */
export function onMainThread(events: TraceEvent[]): TraceEvent[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return events.filter((e) => e.pid === main?.pid && e.tid === main?.tid);
}

/**
 * The layouts or hit tests (`names`) the browser did inside the task of the press's release
 * (`type`: the event that ends it), script or not. Layout still pending when a mouse release has
 * been handled is done there, before the frame, and the page is hit-tested again.
 */
export function inReleaseTask(events: TraceEvent[], type: string, names: string[]): string[] {
  const mine = onMainThread(events);
  const release = mine.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  if (!release) return [`no ${type} in the trace`];
  const task = mine.find(
    (e) =>
      (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
      e.ts <= release.ts &&
      e.ts + (e.dur ?? 0) >= release.ts + (release.dur ?? 0),
  );
  if (!task)
    return ['no task around the release (trace category disabled-by-default-devtools.timeline)'];
  const end = task.ts + (task.dur ?? 0);
  return mine
    .filter((e) => names.includes(e.name) && e.ts >= release.ts && e.ts < end)
    .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(2)} ms`);
}

/**
 * Puts the pointer on `target` (scrolled into view) and waits until what its arrival started
 * (hover styles, warm-up on intent) is painted, so that a trace started next holds the press
 * alone.
 */
export async function pointAt(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
      ),
  );
}

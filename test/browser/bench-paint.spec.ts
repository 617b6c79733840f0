/**
 * The carousel's move is a compositor slide of a row already painted: the frame that starts it
 * does not paint the row again, and a swipe's frame paints nothing at all (the count follows a
 * frame later). Read from Chromium's trace: a Paint event names the layer it records.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
  onMainThread,
  pointAt,
  stopTrace,
  useBenchServer,
  type TraceEvent,
} from '../support/bench';
import { DEFAULT_STACKS } from '../../bench/stacks';

// Playwright's own trace snapshots paint the page too.
test.use({ trace: 'off' });

/** What the frame after the input `type` painted: the layers Paint events name, up to its commit. */
function paintedInFrameAfter(events: TraceEvent[], type: string): string[] {
  const mine = onMainThread(events).sort((a, b) => a.ts - b.ts);
  const input = mine.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  expect(input, `the ${type} in the trace`).toBeTruthy();
  const commit = mine.find((e) => e.name === 'Commit' && e.ts > input!.ts);
  expect(commit, `the frame after the ${type}`).toBeTruthy();
  return mine
    .filter((e) => e.name === 'Paint' && e.ts > input!.ts && e.ts < commit!.ts)
    .map((e) => String(e.args?.data?.nodeName));
}

/** Traces `act` and what follows it until the next frame is out. */
async function trace(browser: Browser, page: Page, act: () => Promise<void>) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await act();
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))),
      ),
  );
  return stopTrace(browser);
}

test.describe('bench page paints', () => {
  const server = useBenchServer();

  for (const stack of DEFAULT_STACKS.filter((s) => s.kind === 'trellis')) {
    test(`the ${stack.label} carousel's first move does not paint its row again`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(server().url(stack.id, 'standard'));
      await page.evaluate('window.__bench.ready');
      // What the pointer's arrival paints is painted before the press.
      await pointAt(page, page.locator('#carousel-1 .carousel__button--next'));
      const events = await trace(browser, page, async () => {
        await page.mouse.down();
        await page.mouse.up();
      });
      expect(paintedInFrameAfter(events, 'click')).not.toContainEqual(
        expect.stringContaining('carousel__slides'),
      );
    });

    test(`the ${stack.label} carousel's swipe paints nothing in the frame that starts the slide`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(server().url(stack.id, 'standard'));
      await page.evaluate('window.__bench.ready');
      const viewport = page.locator('#carousel-1 .carousel__viewport');
      await viewport.scrollIntoViewIfNeeded();
      const box = (await viewport.boundingBox())!;
      await expect(page.locator('#carousel-1 .carousel__count')).toHaveText(/^1 \//);
      const cdp = await context.newCDPSession(page);
      const y = box.y + box.height / 2;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: x === undefined ? [] : [{ x, y }],
        });
      const events = await trace(browser, page, async () => {
        await touch('touchStart', box.x + box.width * 0.8);
        for (const share of [0.6, 0.4, 0.2]) await touch('touchMove', box.x + box.width * share);
        await touch('touchEnd');
      });
      expect(paintedInFrameAfter(events, 'pointerup')).toEqual([]);
      // The count follows.
      await expect(page.locator('#carousel-1 .carousel__count')).toHaveText(/^2 \//);
      await context.close();
    });
  }
});

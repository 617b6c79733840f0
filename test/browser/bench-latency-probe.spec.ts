/**
 * The bench's latency probe times an interaction to the end of its first frame. Checked on a bare
 * page against the frames the page itself records, so a probe that waits for a gap between
 * frames (which an animation may not leave until it ends) or leaves out the handler's work fails
 * here rather than skewing every ratio of the bench.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { LATENCY_PROBE } from '../../bench/measure';

const HANDLER_MS = 30;
const FRAME_WORK_MS = 40;

const PAGE = `<!doctype html><button style="width:200px;height:60px">Go</button>
<div id="box" style="width:100px;height:100px;background:#036"></div>
<script>
  const busy = (ms) => { const end = performance.now() + ms; while (performance.now() < end); };
  window.frameStarts = [];
  document.querySelector('button').addEventListener('click', () => {
    busy(${HANDLER_MS});
    if (location.hash !== '#animate') return void (box.style.background = '#630');
    // Frames back to back: each one's work is longer than a frame, for a second.
    const until = performance.now() + 1000;
    const step = (t) => {
      frameStarts.push(performance.now());
      busy(${FRAME_WORK_MS});
      box.style.transform = 'translateX(' + (t % 200) + 'px)';
      if (performance.now() < until) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
</script>`;

interface Seen {
  up: number;
  clickFrame: number;
  frameStarts: number[];
}

async function clickOn(page: Page, hash: string): Promise<Seen> {
  await page.route('http://probe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGE }),
  );
  await page.goto(`http://probe.test/${hash}`);
  await page.evaluate(LATENCY_PROBE);
  const box = (await page.locator('button').boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.down();
  await page.mouse.up();
  const read = () =>
    page.evaluate(() => {
      const w = window as unknown as {
        __lat: { up: number; clickFrame: number | null };
        frameStarts: number[];
      };
      return { ...w.__lat, frameStarts: w.frameStarts };
    });
  await expect.poll(async () => (await read()).clickFrame).not.toBeNull();
  return (await read()) as Seen;
}

test.describe('bench latency probe', () => {
  test('a click on an idle page is timed through its handler to its frame', async ({ page }) => {
    const { clickFrame } = await clickOn(page, '#still');
    expect(clickFrame).toBeGreaterThanOrEqual(HANDLER_MS);
    expect(clickFrame).toBeLessThan(HANDLER_MS + 100);
  });

  test('a click that starts back-to-back frames is timed to the end of its own frame', async ({
    page,
  }) => {
    const { up, clickFrame, frameStarts } = await clickOn(page, '#animate');
    const end = up + clickFrame;
    // After the click's frame did its work, and before the next frame began its own.
    expect(end).toBeGreaterThanOrEqual(frameStarts[0]! + FRAME_WORK_MS);
    expect(end).toBeLessThanOrEqual(frameStarts[1]!);
  });
});

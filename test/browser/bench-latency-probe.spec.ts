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
  const show = () => { box.dataset.state = 'on'; window.shownAt = performance.now(); };
  document.querySelector('button').addEventListener('click', (e) => {
    busy(${HANDLER_MS});
    // A frame first, then the work that shows the effect, in a task of its own.
    if (location.hash === '#later') return void requestAnimationFrame(() => setTimeout(() => { busy(${FRAME_WORK_MS}); show(); }, 50));
    // The handler's own rAF shows it, in the click's first frame.
    if (location.hash === '#raf') return void requestAnimationFrame(show);
    if (location.hash === '#stopped') { e.stopPropagation(); return void show(); }
    // Work the page queues for after the frame (a timer from a rAF, as a widget defers what the
    // frame need not show).
    if (location.hash === '#after') return void requestAnimationFrame(() => setTimeout(() => { window.afterAt = performance.now(); busy(${FRAME_WORK_MS}); }));
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
  frames: number | null;
  shownAt?: number;
  frameStarts: number[];
}

/** A click on the page; `effect` arms the probe with the box's state. */
async function clickOn(page: Page, hash: string, effect = false, held = false): Promise<Seen> {
  await page.route('http://probe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGE }),
  );
  // A fresh document each time (the same URL again would only move to its fragment).
  await page.goto('about:blank');
  await page.goto(`http://probe.test/${hash}`);
  await page.evaluate(LATENCY_PROBE);
  if (effect) await page.evaluate('window.__lat.arm(() => box.dataset.state ?? null)');
  const box = (await page.locator('button').boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  // `held`: a press as long as a person's (the bench's are about 80 ms), whose pointerdown's frame
  // is out before pointerup; else down and up come together.
  await page.mouse.click(box.x + 10, box.y + 10, { delay: held ? 80 : 0 });
  const read = () =>
    page.evaluate(() => {
      const w = window as unknown as {
        __lat: { up: number; clickFrame: number | null; frames: number | null };
        frameStarts: number[];
        shownAt?: number;
      };
      const { up, clickFrame, frames } = w.__lat;
      return { up, clickFrame, frames, shownAt: w.shownAt, frameStarts: w.frameStarts };
    });
  await expect.poll(async () => (await read()).clickFrame).not.toBeNull();
  // The pages that show a state: until it is shown, when that comes after the timed frame.
  if (!['#still', '#animate', '#after'].includes(hash))
    await page.waitForFunction('window.shownAt');
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

  test("a task the page queued for after the frame is not the frame's", async ({ page }) => {
    const { up, clickFrame } = await clickOn(page, '#after', false, true);
    await page.waitForFunction('window.afterAt');
    const afterAt = (await page.evaluate('window.afterAt')) as number;
    expect(clickFrame).toBeGreaterThanOrEqual(HANDLER_MS);
    expect(up + clickFrame).toBeLessThanOrEqual(afterAt);
  });

  test('a state effect is timed to the first frame that shows it', async ({ page }) => {
    const plain = await clickOn(page, '#later');
    // Without the effect armed: the first frame, which does not show it yet.
    expect(plain.up + plain.clickFrame).toBeLessThan(plain.shownAt!);
    const { up, clickFrame, frames, shownAt } = await clickOn(page, '#later', true);
    expect(up + clickFrame).toBeGreaterThan(shownAt!);
    expect(frames).toBeGreaterThanOrEqual(1);
  });

  test("a state a handler's own rAF sets counts in that frame", async ({ page }) => {
    const { up, clickFrame, frames, shownAt } = await clickOn(page, '#raf', true);
    expect(frames).toBe(0);
    expect(up + clickFrame).toBeGreaterThan(shownAt!);
  });

  test('a click whose propagation a handler stops is still timed to its frame', async ({
    page,
  }) => {
    const { clickFrame, frames } = await clickOn(page, '#stopped', true);
    expect(frames).toBe(0);
    expect(clickFrame).toBeGreaterThanOrEqual(HANDLER_MS);
  });

  test('a probe of several values has changed when every one of them has', async ({ page }) => {
    await page.setContent('<p>probe</p>');
    await page.evaluate(LATENCY_PROBE);
    const changed = (a: unknown, b: unknown) =>
      page.evaluate(
        ([x, y]) =>
          (
            window as unknown as { __lat: { changed(a: unknown, b: unknown): boolean } }
          ).__lat.changed(x, y),
        [a, b],
      );
    expect(await changed(['ascending', 'Zeta'], ['ascending', 'Alpha'])).toBe(false);
    expect(await changed([null, 'Zeta'], ['ascending', 'Alpha'])).toBe(true);
    expect(await changed(false, true)).toBe(true);
    expect(await changed('a', 'a')).toBe(false);
  });
});

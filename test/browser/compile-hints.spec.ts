/**
 * The default build's files of our own code start with V8's compile hint (rollup.config.mjs,
 * `compileEagerly`), so the code a first press runs was compiled while its file loaded, off the
 * main thread, and the press compiles nothing. Read from Chromium's trace: a lazy compile inside
 * the press's task is a `V8.CompileCode` event there.
 */
import { test, expect } from '../support/fixtures';
import { inReleaseTask, pointAt, stopTrace, useBenchServer } from '../support/bench';

test.use({ trace: 'off' });

test.describe('compile hints', () => {
  const server = useBenchServer();

  test('the carousel’s first press compiles no function on the main thread', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server().url('trellis', 'standard'));
    await page.evaluate('window.__bench.ready');
    // The hover's own work (tooltips, the row's hint) is done before the trace starts.
    await pointAt(page, page.locator('#carousel-1 .carousel__button--next'));
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.compile',
      ],
    });
    await page.mouse.down();
    await page.mouse.up();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    // The click and the re-render in its task.
    expect(inReleaseTask(await stopTrace(browser), 'click', ['V8.CompileCode'])).toEqual([]);
  });
});

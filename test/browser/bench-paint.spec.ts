/**
 * The carousel's first move is a compositor slide of a row already painted: the frame that
 * starts it paints the controls that changed, not the row (issue 38). Read from Chromium's
 * trace: a Paint event names the layer it records.
 */
import { test, expect } from '../support/fixtures';
import { pointAt, stopTrace, useBenchServer } from '../support/bench';
import { STACKS } from '../../bench/stacks';

// Playwright's own trace snapshots paint the page too.
test.use({ trace: 'off' });

test.describe('bench page paints', () => {
  const server = useBenchServer();

  for (const stack of STACKS.filter((s) => s.kind === 'trellis')) {
    test(`the ${stack.label} carousel's first move does not paint its row again`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(server().url(stack.id, 'standard'));
      await page.evaluate('window.__bench.ready');
      // What the pointer's arrival paints is painted before the press.
      await pointAt(page, page.locator('#carousel-1 .carousel__button--next'));
      await browser.startTracing(page, { categories: ['devtools.timeline'] });
      await page.mouse.down();
      await page.mouse.up();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
      );
      const events = (await stopTrace(browser)).sort((a, b) => a.ts - b.ts);
      const click = events.find(
        (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click',
      );
      expect(click, 'the click in the trace').toBeTruthy();
      const paints = events.filter((e) => e.name === 'Paint' && e.ts > click!.ts);
      // The move's frame: the first paint of the document after the click, and what it records.
      const frame = paints.find((e) => e.args?.data?.nodeName === '#document');
      expect(frame, "the move's frame").toBeTruthy();
      const inFrame = paints.filter((e) => e.ts >= frame!.ts && e.ts <= frame!.ts + frame!.dur!);
      expect(inFrame.map((e) => e.args?.data?.nodeName)).not.toContainEqual(
        expect.stringContaining('carousel__slides'),
      );
    });
  }
});

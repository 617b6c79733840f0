/**
 * Style work is the part of the main-thread goal that is not script (issue 7): once the page has
 * been styled, what Trellis changes is restyled, not the whole page. A rule added late that
 * applies to every element (@property, :root variables) or a value inherited from <html> restyles
 * all ~1,100 styled elements of the bench page again (9–11 ms). Counts from Chromium's trace,
 * not timings.
 */
import { test, expect, atRest, holdRequests } from '../support/fixtures';
import { forcedByTrellis, stopTrace, useBenchServer, type TraceEvent } from '../support/bench';
import { DEFAULT_STACKS } from '../../bench/stacks';

// Playwright's own trace snapshots restyle the whole page.
test.use({ trace: 'off' });

test.describe('bench page restyles', () => {
  const server = useBenchServer();

  for (const stack of DEFAULT_STACKS.filter((s) => s.kind === 'trellis')) {
    test(`enhancing the ${stack.label} bench page never restyles the whole page again`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // The bundle is held until the page has been parsed and painted without it, so the page's
      // own styling (in one recalculation or, on a slow machine, several as the parser yields)
      // all comes before the bundle runs, and everything after is what enhancing restyles.
      // Without the hold, the two may share one recalculation and hide a whole-page restyle.
      const bundle = stack.assets.find((a) => a.kind === 'js')!.url;
      const release = await holdRequests(page, `**${bundle}`);
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'blink.user_timing'],
      });
      await page.goto(server().url(stack.id, 'standard'), { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await page.evaluate(() => performance.mark('bundle-released'));
      release();
      await page.evaluate('window.__bench.ready');
      await atRest(page);
      const events = (await stopTrace(browser)).sort((a, b) => a.ts - b.ts);
      const released = events.find((e) => e.name === 'bundle-released')!.ts;
      const restyles = events.filter((e) => e.name === 'UpdateLayoutTree' && e.args?.elementCount);
      const count = (e: TraceEvent) => e.args!.elementCount!;
      const before = restyles.filter((e) => e.ts < released).map(count);
      const after = restyles.filter((e) => e.ts >= released).map(count);
      const wholePage = before.reduce((a, b) => a + b, 0);
      expect(wholePage, `restyles before the bundle: ${before.join(', ')}`).toBeGreaterThan(500);
      expect(
        Math.max(0, ...after),
        `restyles after the bundle (the page's own: ${before.join(', ')}): ${after.join(', ')}`,
      ).toBeLessThan(wholePage / 2);
    });

    test(`enhancing the ${stack.label} bench page never makes the browser lay it out from a script`, async ({
      page,
      browser,
    }) => {
      // A layout read in a script (getComputedStyle of a box-dependent property, a size, a
      // position) after the page changed is a layout of its own, outside the frame's.
      await page.setViewportSize({ width: 1280, height: 800 });
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
      });
      await page.goto(server().url(stack.id, 'standard'));
      await page.evaluate('window.__bench.ready');
      await atRest(page);
      const events = await stopTrace(browser);
      const forced = forcedByTrellis(events, ['Layout']);
      expect(forced, 'layouts a Trellis script forced during enhancement').toEqual([]);
    });
  }
});

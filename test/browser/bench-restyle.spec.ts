/**
 * Style work is the part of the main-thread goal that is not script (issue 7): once the page has
 * been styled, what Trellis changes is restyled, not the whole page. A rule added late that
 * applies to every element (@property, :root variables) or a value inherited from <html> restyles
 * all ~1,100 styled elements of the bench page again (9–11 ms). Counts from Chromium's trace,
 * not timings.
 */
import { test, expect } from '../support/fixtures';
import { useBenchServer } from '../support/bench';
import { STACKS } from '../../bench/stacks';

// Playwright's own trace snapshots restyle the whole page.
test.use({ trace: 'off' });

test.describe('bench page restyles', () => {
  const server = useBenchServer();

  for (const stack of STACKS.filter((s) => s.kind === 'trellis')) {
    test(`enhancing the ${stack.label} bench page never restyles the whole page again`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await browser.startTracing(page, { categories: ['devtools.timeline'] });
      await page.goto(server().url(stack.id, 'standard'));
      await page.evaluate('window.__bench.ready');
      await page.waitForTimeout(500);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: { name: string; ts: number; args?: { elementCount?: number } }[];
      };
      const restyles = trace.traceEvents
        .filter((e) => e.name === 'UpdateLayoutTree' && e.args?.elementCount)
        .sort((a, b) => a.ts - b.ts)
        .map((e) => e.args!.elementCount!);
      // The first whole-page restyle is the browser's own, before any script (the floor's too).
      const first = restyles.findIndex((n) => n > 500);
      expect(first, `restyles: ${restyles.join(', ')}`).toBeGreaterThanOrEqual(0);
      const after = restyles.slice(first + 1);
      expect(
        Math.max(0, ...after),
        `restyles after the first (${restyles[first]} elements): ${after.join(', ')}`,
      ).toBeLessThan(restyles[first]! / 2);
    });
  }
});

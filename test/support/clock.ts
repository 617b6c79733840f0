import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (after `page.clock.install()`) a moment after its current time, so
 * from here only `runFor` moves time. Time keeps flowing between reading it and pausing — on a
 * loaded machine that can be long — so a pause that would land in the past is retried.
 */
export async function pauseClock(page: Page, aheadMs = 250): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs * (attempt + 1));
      return;
    } catch (error) {
      if (attempt >= 5 || !/past/.test(String(error))) throw error;
    }
  }
}

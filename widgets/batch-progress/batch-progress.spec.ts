import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, DESKTOP, MOBILE } from '../../test/support/fixtures';
import { pauseClock } from '../../test/support/clock';

const START = '/widgets/batch-progress';

async function start(page: Page, fail = false) {
  await page.goto(START);
  if (fail) await page.getByLabel('Fail part-way (an operation throws)').check();
  await page.getByRole('button', { name: 'Start import' }).click();
}

test.describe('batch progress', { tag: '@react' }, () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`polls to 100 % and goes to the finished page (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const polls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('op=do')) polls.push(`${r.method()} ${new URL(r.url()).search}`);
      });
      await start(page);
      await expect(page).toHaveURL(/\/batch\?id=\d+&op=start$/);
      // The no-JS markup is replaced by the live bar.
      const bar = page.locator('#updateprogress');
      await expect(bar).toBeVisible();
      await expect(page.locator('[data-drupal-progress] > .progress')).toHaveCount(1);
      await expect(bar.locator('.progress__label')).toHaveText('Importing press releases');
      await expect(page.getByRole('status')).toContainText('Imported 12 press releases.', {
        timeout: 20_000,
      });
      await expect(page).toHaveURL(/\?imported=12$/);
      expect(polls[0]).toMatch(/^POST \?id=\d+&op=do_nojs&op=do&_format=json$/);
      expect(polls.length).toBeGreaterThanOrEqual(12);
    });
  }

  test('an operation that throws shows the error and a link to the error page', async ({
    page,
  }) => {
    await start(page, true);
    const error = page.locator('p.error');
    await expect(error).toContainText('An error has occurred.', { timeout: 20_000 });
    await expect(page.locator('.messages--error pre')).toContainText('Exception in batch');
    await expect(page.locator('#updateprogress')).toBeHidden();
    await expect(page.locator('#wait')).toBeHidden();
    await expectNoAxeViolations(page);
    await error.getByRole('link', { name: 'the error page' }).click();
    await expect(page.getByRole('alert')).toContainText('An error occurred while importing');
  });

  test('a poll that never answers stops the bar with the error after the request timeout', async ({
    page,
  }) => {
    await page.clock.install();
    let polls = 0;
    // The third poll is never answered: the route holds it until the page closes.
    await page.route('**/batch?*op=do*', (route) => (++polls === 3 ? undefined : route.continue()));
    await start(page);
    await expect.poll(() => polls).toBe(3);
    await pauseClock(page);
    await page.clock.runFor(29_000);
    await expect(page.locator('#updateprogress')).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.locator('.messages--error pre')).toContainText('StatusText: timeout');
    await expect(page.locator('#updateprogress')).toBeHidden();
    // One failure, one message: the box, without an "Oops" beside it.
    await expect(page.getByRole('alert')).toHaveCount(1);
  });

  test('mid-run the page has no axe violations', async ({ page }) => {
    test.setTimeout(90_000);
    await start(page);
    await expect(page.locator('#updateprogress')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('removing the progress stops the polling and puts the server markup back', async ({
    page,
  }) => {
    let polls = 0;
    page.on('request', (r) => {
      if (r.url().includes('op=do&')) polls++;
    });
    await start(page);
    await expect(page.locator('#updateprogress')).toBeVisible();
    const restored = await page.evaluate(async () => {
      const host = document.querySelector('[data-drupal-progress]')!;
      const parent = host.parentElement!;
      host.remove();
      await new Promise((r) => setTimeout(r, 0));
      const markup = host.querySelector('.progress__description')?.textContent?.trim();
      (window as unknown as { __host: Element; __parent: Element }).__host = host;
      (window as unknown as { __host: Element; __parent: Element }).__parent = parent;
      return { bar: !!host.querySelector('#updateprogress'), markup };
    });
    expect(restored).toEqual({ bar: false, markup: 'Completed 0 of 12.' });
    const after = polls;
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
    expect(polls - after).toBeLessThanOrEqual(1);
    // Put back, it polls again and the batch finishes.
    await page.evaluate(() => {
      const w = window as unknown as { __host: Element; __parent: Element };
      w.__parent.append(w.__host);
    });
    await expect(page.getByRole('status')).toContainText('Imported 12 press releases.', {
      timeout: 20_000,
    });
  });

  test('without JavaScript the page refreshes itself to the end', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await start(page);
    await expect(page.getByRole('status')).toContainText('Imported 12 press releases.', {
      timeout: 25_000,
    });
    await context.close();
  });
});

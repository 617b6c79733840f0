import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdChunks,
  installLeakCounters,
  MOBILE,
  test,
} from '../../test/support/fixtures';

const PAGE = '/widgets/anchor-links';
const HEADER = 80; // the demo's sticky header: 5rem

const top = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

/** The scroll's code comes when a visitor points at a link: point, and wait until it is wired. */
async function pointAt(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).first().hover();
  await page.waitForFunction(() => (window as unknown as { anchorsReady?: true }).anchorsReady);
}

test.describe('anchor-links', () => {
  // axe and leak cycles on a shared, loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript({
      content:
        "document.addEventListener('anchor-links:ready', () => { window.anchorsReady = true; });",
    });
  });
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`an anchor link scrolls in 200 ms to its target below the sticky header and focuses it at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await page.goto(PAGE);
      await expect
        .poll(() =>
          page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop),
        )
        .toBe(`${HEADER}px`);
      await pointAt(page, 'Dividends');
      // Stop the clock so only runFor moves the scroll along.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.getByRole('link', { name: 'Dividends', exact: true }).click();
      await page.clock.runFor(100);
      // Halfway there, not yet arrived.
      expect(await top(page, 'dividends')).toBeGreaterThan(HEADER + 10);
      await page.clock.runFor(150);
      expect(Math.round(await top(page, 'dividends'))).toBe(HEADER);
      await expect(page.getByRole('heading', { name: 'Dividends' })).toBeFocused();
      await expect(page).toHaveURL(/#dividends$/);
      await page.clock.resume(); // axe runs on timers
      await expectNoAxeViolations(page);
    });
  }

  test('under reduced motion the jump is immediate; a full same-page URL works too', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop))
      .toBe(`${HEADER}px`);
    await pointAt(page, 'Dividends (full URL)');
    await page.getByRole('link', { name: 'Dividends (full URL)' }).click();
    expect(Math.round(await top(page, 'dividends'))).toBe(HEADER);
    await expect(page.getByRole('heading', { name: 'Dividends' })).toBeFocused();
    // Back to the top: main is the target.
    await page.getByRole('link', { name: 'Back to the top' }).nth(2).click();
    await expect(page.locator('main')).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBeLessThan(HEADER);
  });

  test('a link tapped while the scroll’s code is on its way is followed when the code lands', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdChunks(page);
    await page.goto(PAGE);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop))
      .toBe(`${HEADER}px`);
    // No hover first: a tap's pointerover and click come together.
    await page.getByRole('link', { name: 'Dividends', exact: true }).dispatchEvent('click');
    expect(await page.evaluate(() => scrollY)).toBe(0); // held, not jumped
    release();
    await expect(page.getByRole('heading', { name: 'Dividends' })).toBeFocused();
    expect(Math.round(await top(page, 'dividends'))).toBe(HEADER);
    await expect(page).toHaveURL(/#dividends$/);
  });

  test('a link followed while the code never comes still jumps, the browser’s way', async ({
    page,
  }) => {
    await page.route('**/chunks/**', (route) => route.abort());
    await page.goto(PAGE);
    await page.getByRole('link', { name: 'Dividends', exact: true }).click();
    await expect(page).toHaveURL(/#dividends$/, { timeout: 5000 });
    // The widget is left as server markup (its header height goes with it): a plain jump.
    await expect.poll(() => top(page, 'dividends').then(Math.round)).toBeLessThanOrEqual(HEADER);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  test('focus is never hidden under the sticky header when tabbing', async ({ page }) => {
    await page.goto(PAGE);
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    // Shift+Tab back up the page: each focused link must clear the header.
    await page.getByRole('link', { name: 'Back to the top' }).last().focus();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      const box = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return { top: r.top, inBody: document.activeElement !== document.body };
      });
      expect(box.inBody).toBe(true);
      expect(box.top).toBeGreaterThanOrEqual(HEADER - 1);
    }
  });

  test('a header the page replaces is the one reserved; one taken away gives its space back', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const padding = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
    await expect.poll(padding).toBe(`${HEADER}px`);
    // As an AJAX insert would: a taller header in the old one's place.
    await page.evaluate(() => {
      const old = document.querySelector<HTMLElement>('.site-header, header[role="banner"]')!;
      const fresh = old.cloneNode(true) as HTMLElement;
      fresh.style.height = '120px';
      old.replaceWith(fresh);
    });
    await expect.poll(padding).toBe('120px');
    await page.evaluate(() =>
      document.querySelector('.site-header, header[role="banner"]')!.remove(),
    );
    await expect.poll(padding).toBe('auto');
    await page.evaluate(() => {
      const header = document.createElement('header');
      header.setAttribute('role', 'banner');
      header.style.cssText = 'position: sticky; top: 0; height: 50px';
      document.body.prepend(header);
    });
    await expect.poll(padding).toBe('50px');
  });

  test('a link to a missing id does the browser’s default and nothing breaks', async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('link', { name: 'A link to nothing' }).click();
    await expect(page).toHaveURL(/#no-such-section$/);
  });

  test('tearing down and upgrading the page 200 times leaves nothing behind', async ({ page }) => {
    await installLeakCounters(page);
    await page.goto(PAGE);
    // Pointing at a link brings the scroll's code.
    await page.getByRole('link', { name: 'Investor contacts' }).hover();
    await expect(page.locator('body')).toHaveAttribute('data-enhanced', '');
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const api = window.Trellis as unknown as {
          teardown(root: Element): void;
          upgrade(root?: ParentNode): void;
        };
        for (let i = 0; i < count; i++) {
          api.teardown(document.body);
          if (document.documentElement.style.scrollPaddingTop)
            throw new Error('header height left behind');
          api.upgrade(document);
          if (!(await window.__whenEnhanced(document.body)))
            throw new Error(`cycle ${i}: not enhanced`);
          await new Promise((r) => requestAnimationFrame(r));
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle);
    // Still working after all that.
    await page.getByRole('link', { name: 'Investor contacts' }).click();
    await expect(page.getByRole('heading', { name: 'Investor contacts' })).toBeFocused();
  });
});

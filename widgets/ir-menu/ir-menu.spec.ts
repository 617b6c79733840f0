import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdRequests,
  installLeakCounters,
  MOBILE,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';
import { pauseClock } from '../../test/support/clock';

const HEADER = 120; // the stand-in site header's height on the demo page

const bar = (page: Page) => page.locator('.block-investor-menu');
const backToTop = (page: Page) => page.getByRole('link', { name: 'Back to top' });
const SCROLL_CODE = /\/chunks\/ir-menu-back-to-top-[\w-]+\.js$/;

/** Points at Back to top, as a visitor does before pressing it: its scroll's code comes then. */
async function pointAtBackToTop(page: Page): Promise<void> {
  const code = page.waitForResponse(SCROLL_CODE);
  await backToTop(page).hover();
  await code;
}

/** The IR page scrolled 2,000 px down with Back to top shown; time moves only with runFor. */
async function scrolledDownOnFrozenClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/widgets/ir-menu');
  await menuReady(page);
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
  await pauseClock(page);
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return backToTop(page).isVisible();
    })
    .toBe(true);
}

/**
 * Clicks Back to top and runs the clock until the scroll has begun. Its code is a chunk: the
 * response can be in before the module has run, so the scroll starts a real moment after the
 * click, whatever the fake clock says.
 */
async function startBackToTop(page: Page): Promise<void> {
  await backToTop(page).click();
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.evaluate(() => scrollY);
    })
    .toBeLessThan(2000);
}

/**
 * The block's mark can come from the side menu, which mounts on the same block: the sticky bar's
 * own class says this widget is there.
 */
async function menuReady(page: Page): Promise<void> {
  await waitForEnhanced(page, '.block-investor-menu');
  await expect(bar(page)).toHaveClass(/ir-menu-bar/);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // Scroll handling is frame-throttled: let one frame pass.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

/** The menu page, scrolled past the header so the bar is fixed. */
async function openStuck(page: Page) {
  await page.goto('/widgets/ir-menu');
  await menuReady(page);
  await scrollTo(page, 800);
  await expect(bar(page)).toHaveClass(/is-stuck/);
}

/** WCAG 2.4.11 check (accessibility.md §6.3): some sample point of the focused box is topmost. */
const focusNotObscured = () => {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return false;
  const r = el.getBoundingClientRect();
  return [
    [0.5, 0.5],
    [0.05, 0.05],
    [0.95, 0.05],
    [0.05, 0.95],
    [0.95, 0.95],
  ]
    .map(([fx, fy]) => [r.left + r.width * fx!, r.top + r.height * fy!] as const)
    .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
    .some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit));
    });
};

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`ir-menu at ${viewport.width} px`, { tag: '@react' }, () => {
    test.use({ viewport });

    test('it becomes fixed 70 px from the top past the header height, and reverts on the way back', async ({
      page,
    }) => {
      await page.goto('/widgets/ir-menu');
      await menuReady(page);
      await expect(bar(page)).toHaveCSS('position', 'absolute');
      await expect(backToTop(page)).toBeHidden();

      await scrollTo(page, HEADER);
      await expect(bar(page)).not.toHaveClass(/is-stuck/);
      await expect(backToTop(page)).toBeHidden();

      await scrollTo(page, HEADER + 1);
      await expect(bar(page)).toHaveClass(/is-stuck/);
      await expect(bar(page)).toHaveCSS('position', 'fixed');
      expect(await bar(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(70);
      await expect(backToTop(page)).toBeVisible();

      await scrollTo(page, 1500);
      expect(await bar(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(70);

      await scrollTo(page, HEADER - 20);
      await expect(bar(page)).not.toHaveClass(/is-stuck/);
      await expect(bar(page)).toHaveCSS('position', 'absolute');
      await expect(backToTop(page)).toBeHidden();
    });

    test('the banner padding is the menu height plus 80', async ({ page }) => {
      await page.goto('/widgets/ir-menu');
      await menuReady(page);
      const [menu, padding] = await page.evaluate(() => [
        document.querySelector<HTMLElement>('.block-investor-menu')!.offsetHeight,
        parseFloat(getComputedStyle(document.querySelector('.ir-banner')!).paddingTop),
      ]);
      expect(padding).toBe(menu + 80);
    });

    test('no sticky bar hides the focused element, tabbing down and back up', async ({ page }) => {
      await page.goto('/widgets/ir-menu');
      await menuReady(page);
      await scrollTo(page, 600);
      await page.getByRole('link', { name: 'More about governance' }).focus();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(focusNotObscured), `Tab ${i}`).toBe(true);
      }
      await scrollTo(page, 100_000);
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press('Shift+Tab');
        const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
        if (await bar(page).evaluate((el) => el.contains(document.activeElement))) break;
        expect(await page.evaluate(focusNotObscured), `Shift+Tab ${i} on ${name}`).toBe(true);
      }
    });

    test("the page's scroll padding reaches the stuck bar's bottom under the header, and nothing it sets is inherited by the page", async ({
      page,
    }) => {
      await openStuck(page);
      const read = () =>
        page.evaluate(() => {
          const html = document.documentElement;
          const header = document.querySelector<HTMLElement>('site-header, .site-header')!;
          const bar = document.querySelector<HTMLElement>('.ir-menu-bar')!;
          const offset = parseFloat(bar.style.top);
          return {
            padding: parseFloat(getComputedStyle(html).scrollPaddingTop),
            // The bar sticks under the header: the deeper of the two, the header counted once.
            deepest: Math.max(
              header.getBoundingClientRect().bottom,
              Math.ceil(offset + bar.offsetHeight),
            ),
            // Only scroll-padding, which is not inherited: a new value restyles <html> alone.
            own: [...html.style].filter((name) => name !== 'scroll-padding-bottom'),
          };
        });
      await expect.poll(async () => (await read()).padding).toBe((await read()).deepest);
      expect((await read()).own).toEqual(['scroll-padding-top']);
    });

    test('an in-page anchor lands its target below the fixed menu', async ({ page }) => {
      await page.goto('/widgets/ir-menu');
      await menuReady(page);
      await page.getByRole('link', { name: 'Analysts', exact: true }).click();
      await expect(bar(page)).toHaveClass(/is-stuck/);
      // The jump may be animated (anchor-links): wait until the target has settled.
      const place = () =>
        page.evaluate(() => {
          const top = document.getElementById('analysts')!.getBoundingClientRect().top;
          const barBottom = document
            .querySelector('.block-investor-menu')!
            .getBoundingClientRect().bottom;
          return { top: Math.round(top), below: top >= barBottom };
        });
      let last = -1;
      await expect
        .poll(async () => {
          const now = await place();
          const settled = now.top === last;
          last = now.top;
          return settled && now.below;
        })
        .toBe(true);
    });

    test('back to top scrolls to the top over 500 ms and then moves focus to the top', async ({
      page,
    }) => {
      await scrolledDownOnFrozenClock(page);
      await pointAtBackToTop(page);
      await startBackToTop(page);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1900);
      await page.clock.runFor(230);
      const halfway = await page.evaluate(() => scrollY);
      expect(halfway).toBeGreaterThan(0);
      expect(halfway).toBeLessThan(2000);
      await expect(page.locator('.skip-link')).not.toBeFocused();
      await page.clock.runFor(300);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await expect(page.locator('.skip-link')).toBeFocused();
      // Scroll events arrive with the browser's own frames; the fake clock then runs the handler.
      await expect
        .poll(async () => {
          await page.clock.runFor(20);
          return backToTop(page).isVisible();
        })
        .toBe(false);
    });

    test('a key pressed while back to top scrolls hands the scroll back to the visitor', async ({
      page,
    }) => {
      await scrolledDownOnFrozenClock(page);
      await pointAtBackToTop(page);
      await startBackToTop(page);
      await page.clock.runFor(180);
      const stopped = await page.evaluate(() => scrollY);
      expect(stopped).toBeGreaterThan(0);
      await page.keyboard.press('Shift'); // any key: the visitor takes over
      await page.clock.runFor(600);
      // Not pulled on to the top, and focus not moved there.
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await expect(page.locator('.skip-link')).not.toBeFocused();
    });

    test('under reduced motion back to top jumps at once and nothing fades', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/widgets/ir-menu');
      await menuReady(page);
      await scrollTo(page, 2000);
      await expect(backToTop(page)).toHaveCSS('transition-duration', /^0s/);
      // Focusing the link brings its scroll's code, as pointing at it does.
      const code = page.waitForResponse(SCROLL_CODE);
      await backToTop(page).focus();
      await code;
      await page.evaluate(() => {
        const seen: number[] = ((window as unknown as { seenScrollY: number[] }).seenScrollY = []);
        addEventListener('scroll', () => seen.push(scrollY));
      });
      await backToTop(page).press('Enter');
      // The response can arrive before its module has run; a press in between is held, then done.
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      // At once: no position on the way between where it was and the top.
      const seen = await page.evaluate(
        () => (window as unknown as { seenScrollY: number[] }).seenScrollY,
      );
      expect(seen.filter((y) => y > 0 && y < 2000)).toEqual([]);
      await expect(page.locator('.skip-link')).toBeFocused();
    });

    test('Back to top pressed before its code has arrived scrolls up and focuses the top once it lands', async ({
      page,
    }) => {
      const release = await holdRequests(page, SCROLL_CODE);
      await openStuck(page);
      await scrollTo(page, 2000);
      await backToTop(page).press('Enter');
      // Held, not lost, and the browser did not jump to #top on its own.
      expect(await page.evaluate(() => scrollY)).toBe(2000);
      release();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await expect(page.locator('.skip-link')).toBeFocused();
    });

    test('Back to top whose code cannot load still takes the visitor to the top, with a warning', async ({
      page,
      consoleEntries,
    }) => {
      await page.route(SCROLL_CODE, (route) => route.abort());
      await openStuck(page);
      await scrollTo(page, 2000);
      await backToTop(page).click();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      expect(
        consoleEntries.some(
          (e) => e.type === 'warning' && /back-to-top scroll could not load/.test(e.text),
        ),
      ).toBe(true);
    });

    test('the investor menu page has no axe violations at the top and while stuck', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/widgets/ir-menu');
      await menuReady(page);
      await expectNoAxeViolations(page);
      await scrollTo(page, 1200);
      await expect(backToTop(page)).toBeVisible();
      // Its fade-in over: mid-fade, axe measures the contrast of a half-transparent button.
      await expect
        .poll(() => backToTop(page).evaluate((el) => getComputedStyle(el).opacity))
        .toBe('1');
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('ir-menu: markup forms and leaks', { tag: '@react' }, () => {
  test('the <ir-menu> wrapper form behaves like the bare block', async ({ page }) => {
    await page.goto('/widgets/ir-menu?wrapped');
    await waitForEnhanced(page, 'ir-menu');
    await scrollTo(page, HEADER + 1);
    await expect(bar(page)).toHaveClass(/is-stuck/);
    await expect(backToTop(page)).toBeVisible();
    // One instance only: the bare-block selector leaves a wrapped block to its wrapper.
    expect(await page.evaluate(() => window.trellisInternals!.stats().connections)).toBeGreaterThan(
      0,
    );
    const tags = await page.evaluate(() =>
      (window.Trellis!.instancesOf as (el: Element) => string[])(
        document.querySelector('.block-investor-menu')!,
      ),
    );
    expect(tags).not.toContain('ir-menu');
  });

  test('a header the page replaces is the one measured: a taller one sticks the bar later', async ({
    page,
  }) => {
    await page.goto('/widgets/ir-menu');
    await menuReady(page);
    // As an AJAX insert would: a taller header in the old one's place.
    await page.evaluate(() => {
      const old = document.querySelector<HTMLElement>('.site-header, header[role="banner"]')!;
      const fresh = old.cloneNode(true) as HTMLElement;
      fresh.style.height = '300px';
      old.replaceWith(fresh);
    });
    // The one found at start measures 0 once gone: the bar would stick at any scroll.
    await expect
      .poll(async () => {
        await scrollTo(page, HEADER + 50);
        return bar(page).evaluate((el) => el.classList.contains('is-stuck'));
      })
      .toBe(false);
    await scrollTo(page, 301);
    await expect(bar(page)).toHaveClass(/is-stuck/);
  });

  test('removing the menu restores the page: no fixed bar, no padding, no scroll padding', async ({
    page,
  }) => {
    await openStuck(page);
    await page.evaluate(() => {
      (window.Trellis!.teardown as (el: Element) => void)(document.querySelector('.ir-section')!);
    });
    await expect(bar(page)).not.toHaveClass(/is-stuck|ir-menu-bar/);
    // The scroll padding gives the bar's space back; the header's stays, as anchor-links keeps it.
    const [padding, header, banner] = await page.evaluate(() => [
      document.documentElement.style.scrollPaddingTop,
      `${document.querySelector<HTMLElement>('site-header, .site-header')!.offsetHeight}px`,
      document.querySelector<HTMLElement>('.ir-banner')!.style.paddingTop,
    ]);
    expect(padding).toBe(header);
    expect(banner).toBe('');
  });

  test('200 insert and remove cycles leave no listeners, observers, timers or roots behind', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await page.goto('/widgets/ir-menu?wrapped');
    await waitForEnhanced(page, 'ir-menu');
    // The block's side menu is a second widget with a root of its own, mounted in a later slice:
    // the counts compared below are taken once it is there.
    await expect(page.locator('.ir-side-menu-root')).toHaveCount(1);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const original = document.querySelector('ir-menu')!;
        const markup = original.outerHTML;
        const parent = original.parentElement!;
        for (let i = 0; i < count; i++) {
          const box = document.createElement('div');
          box.innerHTML = markup.replace(/id="block-investormenu"/, `id="menu-copy-${i}"`);
          const copy = box.firstElementChild!;
          parent.append(copy);
          if (!(await window.__whenEnhanced(copy))) throw new Error(`cycle ${i}: not enhanced`);
          // Removed after the menu's first frame, as before.
          await new Promise((r) => requestAnimationFrame(r));
          copy.remove();
          await new Promise((r) => setTimeout(r, 0));
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { nodes: 50 });
    // The page is left as it was: one scroll padding owner, the banner padded once.
    expect(await page.locator('.ir-side-menu-root').count()).toBe(1);
  });
});

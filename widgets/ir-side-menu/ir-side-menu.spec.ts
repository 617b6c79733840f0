import type { Page } from '@playwright/test';
import {
  atRest,
  chunkRequests,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdChunks,
  installLeakCounters,
  MOBILE,
  openRuntimePage,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';
import { pauseClock } from '../../test/support/clock';

const toggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const panelBox = (page: Page) => page.locator('.ir-side-menu');

async function ready(page: Page) {
  await page.goto('/widgets/ir-menu');
  await waitForEnhanced(page, '.block-investor-menu');
  await expect(toggle(page)).toBeVisible();
}

/** Registers a second side menu through the runtime's group, as another widget would. */
async function addOtherSideMenu(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      Trellis: { joinGroup(name: string, m: object, s: AbortSignal): { opened(m: object): void } };
      other: { member: object; group: { opened(m: object): void }; closed: number };
    };
    const member = {
      close() {
        w.other.closed++;
      },
    };
    const group = w.Trellis.joinGroup('side-menu', member, new AbortController().signal);
    w.other = { member, group, closed: 0 };
  });
}

test.describe('ir-side-menu at 375 px', { tag: '@react' }, () => {
  test.use({ viewport: MOBILE });

  test('the responsive button opens the investor menu in a modal panel from the right', async ({
    page,
  }) => {
    await ready(page);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    const controls = await toggle(page).getAttribute('aria-controls');
    await expect(page.locator(`#${controls}`)).toBeHidden();
    // The horizontal menu is folded away below 1024 px.
    await expect(page.getByRole('navigation', { name: 'Investors' })).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toHaveAttribute('id', controls!);
    await expect(panel(page)).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // The panel holds the server's own menu: the same nav element, moved, not copied.
    const nav = panel(page).getByRole('navigation', { name: 'Investors' });
    await expect(nav).toBeVisible();
    await expect(page.locator('nav[aria-label="Investors"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
    // It slides in from the right edge.
    await expect
      .poll(() => panel(page).evaluate((el) => Math.round(el.getBoundingClientRect().right)))
      .toBe(MOBILE.width);
    // The rest of the page is inert (from just after the frame that shows the panel).
    await expect
      .poll(() => page.locator('main').evaluate((el) => !!el.closest('[inert]')))
      .toBe(true);
  });

  test('Tab stays inside the open panel and Escape closes it, returning focus', async ({
    page,
  }) => {
    await ready(page);
    await toggle(page).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeHidden();
    expect(await page.locator('[inert]').count()).toBe(0);
    // The nav is back in the block.
    expect(await page.locator('.block-investor-menu > nav[aria-label="Investors"]').count()).toBe(
      1,
    );
  });

  test('an outside click closes the panel and returns focus to the button', async ({ page }) => {
    await ready(page);
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the panel slides in and out in 200 ms, and at once under reduced motion', async ({
    page,
  }) => {
    await page.clock.install();
    await ready(page);
    await pauseClock(page);
    await expect(panelBox(page)).toHaveCSS('transition-duration', '0.2s');
    await toggle(page).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.clock.runFor(150);
    await expect(panel(page)).toBeVisible(); // still sliding out
    await page.clock.runFor(60);
    await expect(panel(page)).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(panelBox(page)).toHaveCSS('transition-duration', '0s');
    await toggle(page).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel(page)).toBeHidden(); // no timer needed
  });

  test('opened again while it is still sliding out, the panel stays open and usable', async ({
    page,
  }) => {
    await page.clock.install();
    await ready(page);
    await pauseClock(page);
    await toggle(page).click();
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toBeFocused();
    await page.clock.runFor(100); // half-way through the 200 ms slide-out
    await page.keyboard.press('Enter');
    await page.clock.runFor(300); // past the first closing's put-back
    await expect(panel(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(panel(page).getByRole('navigation', { name: 'Investors' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.clock.runFor(300);
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await page.locator('.block-investor-menu > nav[aria-label="Investors"]').count()).toBe(
      1,
    );
  });

  test('a sub-menu trigger toggles open-sub on its parent item', async ({ page }) => {
    await ready(page);
    await toggle(page).click();
    const trigger = panel(page).getByRole('button', { name: 'News & Events submenu' });
    const item = trigger.locator('xpath=ancestor::li[1]');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page).getByRole('link', { name: 'Press Releases' })).toBeHidden();
    await trigger.click();
    await expect(item).toHaveClass(/open-sub/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByRole('link', { name: 'Press Releases' })).toBeVisible();
    await expectNoAxeViolations(page);
    await trigger.click();
    await expect(item).not.toHaveClass(/open-sub/);
    await expect(panel(page).getByRole('link', { name: 'Press Releases' })).toBeHidden();
  });

  test('only one side menu is open at a time across the page', async ({ page }) => {
    await ready(page);
    await addOtherSideMenu(page);
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    // Another side menu opens: this one closes without stealing focus back.
    await page.evaluate(() => {
      const w = window as unknown as {
        other: { member: object; group: { opened(m: object): void } };
      };
      w.other.group.opened(w.other.member);
    });
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeHidden();
    // Opening this one closes the other.
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { other: { closed: number } }).other.closed),
    ).toBe(1);
  });

  test('reaching the desktop width closes the panel and leaves nothing inert', async ({ page }) => {
    await ready(page);
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeHidden();
    expect(await page.locator('[inert]').count()).toBe(0);
    await expect(page.locator('.block-investor-menu').getByRole('navigation')).toBeVisible();
  });

  test('the open panel has no axe violations', async ({ page }) => {
    await ready(page);
    await toggle(page).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('ir-side-menu at 1280 px', { tag: '@react' }, () => {
  test.use({ viewport: DESKTOP });

  test('the horizontal menu shows; a sub-menu trigger opens its drop-down, Escape and outside clicks close it', async ({
    page,
  }) => {
    await page.goto('/widgets/ir-menu');
    await waitForEnhanced(page, '.block-investor-menu');
    await expect(toggle(page)).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Investors' });
    await expect(nav).toBeVisible();
    const trigger = nav.getByRole('button', { name: 'Financials submenu' });
    // It names the sub-menu it opens (an id made up where the server gave none) from the first
    // render, before anything has been pressed.
    const controls = await trigger.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await expect(trigger.locator('xpath=ancestor::li[1]/ul')).toHaveAttribute('id', controls!);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'SEC Filings' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'SEC Filings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(600, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside that comes before the next frame still closes the drop-down', async ({
    page,
  }) => {
    await page.goto('/widgets/ir-menu');
    await waitForEnhanced(page, '.block-investor-menu');
    const nav = page.getByRole('navigation', { name: 'Investors' });
    const trigger = nav.getByRole('button', { name: 'Financials submenu' });
    await expect(trigger).toBeVisible();
    const expanded = await trigger.evaluate(async (button: HTMLElement) => {
      button.click();
      await new Promise((r) => setTimeout(r, 0)); // the render, not yet a frame
      const opened = button.getAttribute('aria-expanded');
      document.querySelector<HTMLElement>('main')!.click();
      await new Promise((r) => setTimeout(r, 0));
      return [opened, button.getAttribute('aria-expanded')];
    });
    expect(expanded).toEqual(['true', 'false']);
  });

  test('an open drop-down closes when Tab takes focus out of the menu', async ({ page }) => {
    await page.goto('/widgets/ir-menu');
    await waitForEnhanced(page, '.block-investor-menu');
    const nav = page.getByRole('navigation', { name: 'Investors' });
    const trigger = nav.getByRole('button', { name: 'Financials submenu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const focusInMenu = () => nav.evaluate((el) => el.contains(document.activeElement));
    // Through the drop-down's links (it stays open) and on, out of the menu.
    let steps = 0;
    while ((await focusInMenu()) && steps++ < 40) {
      await page.keyboard.press('Tab');
      if (await focusInMenu()) await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    }
    expect(await focusInMenu()).toBe(false);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test(
  'on a wide screen a menu without sub-menus fetches no side-menu code until the viewport narrows',
  { tag: '@react' },
  async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    // The runtime's page has no investor menu. The sticky menu on the same block fetches its
    // own chunk (and the component runtime): the side menu's chunk is the one that must wait.
    await openRuntimePage(page);
    const requests = chunkRequests(page);
    const chunks = () => requests.filter((url) => /\/ir-side-menu-[\w-]+\.js$/.test(url));
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<div id="flat" class="block-investor-menu"><a class="responsive-menu-toggle" href="#flat">Menu</a>
      <nav aria-label="Investors"><ul><li><a href="/investors">Overview</a></li><li><a href="/investors/news">News</a></li></ul></nav></div>`,
      );
    });
    const block = page.locator('#flat');
    await expect(block).toHaveAttribute('data-trellis-deferred', '');
    await atRest(page);
    expect(chunks(), 'no side-menu chunk while wide').toEqual([]);
    await expect(block.locator('.ir-menu-toggle')).toHaveCount(0);
    await page.setViewportSize(MOBILE);
    await expect(block.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(block).not.toHaveAttribute('data-trellis-deferred', '');
    expect(chunks().length).toBeGreaterThan(0);
  },
);

test(
  'on a wide screen a block without its menu is reported at once, not on a later resize',
  { tag: '@react' },
  async ({ page, consoleEntries }) => {
    await page.setViewportSize(DESKTOP);
    await openRuntimePage(page);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<div id="broken" class="block-investor-menu"><p>Menu coming soon</p></div>',
      );
    });
    const block = page.locator('#broken');
    await expect(block).toHaveAttribute('data-trellis-error', '');
    await expect(block).not.toHaveAttribute('data-trellis-deferred', '');
    await expect(block.getByText('Menu coming soon')).toBeVisible();
    expect(
      consoleEntries.some((e) => e.type === 'warning' && e.text.includes('needs a <nav>')),
      'the markup error names what is missing',
    ).toBe(true);
  },
);

test(
  'the side menu leaves nothing behind over 100 insert/remove cycles',
  { tag: '@react' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(MOBILE);
    await installLeakCounters(page);
    await page.goto('/widgets/ir-menu');
    await waitForEnhanced(page, '.block-investor-menu');
    // The block's mark can come from ir-menu alone; the first cycle clicks the side menu's toggle.
    await expect(page.locator('.block-investor-menu .ir-menu-toggle')).toBeAttached();
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const block = document.querySelector('.block-investor-menu')!;
        const parent = block.parentElement!;
        for (let i = 0; i < count; i++) {
          // Open the panel, then pull the block out while it is open.
          (block.querySelector('.ir-menu-toggle') as HTMLButtonElement).click();
          await new Promise((r) => setTimeout(r, 0));
          block.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (document.querySelector('[inert]')) throw new Error(`cycle ${i}: page left inert`);
          parent.prepend(block);
          // Two widgets share the block and mount in slices, and React commits on its own
          // schedule: wait (bounded) for the side menu's own toggle, not the block's first mark.
          const hasToggle = (b: Element) => !!b.querySelector('.ir-menu-toggle');
          if (!(await window.__whenEnhanced(block, hasToggle)))
            throw new Error(`cycle ${i}: not enhanced`);
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { warmUp: 10, rounds: 100, nodes: 50 });
    expect(await page.locator('.ir-side-menu-root').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Investors"]').count()).toBe(1);
  },
);

test(
  'a Menu tap that opened the menu the no-JS way before the code came opens the side menu',
  { tag: '@react' },
  async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const release = await holdChunks(page);
    await page.goto('/widgets/ir-menu');
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Investors' });
    await expect(nav).toBeVisible(); // the theme's :target rule, in the page
    release();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('navigation', { name: 'Investors' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeVisible();
    await expect(nav).toBeHidden(); // not back in the page under the button
  },
);

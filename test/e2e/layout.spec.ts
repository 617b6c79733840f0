/**
 * The demo theme's layout where a visitor saw it break: the header's site name at 375 px, the
 * mega menu's flyout arrows at 1280 px, checkboxes beside their labels, link targets on the
 * events page.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { test, expect, waitForEnhanced, DESKTOP, MOBILE } from '../support/fixtures';

test.describe('at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the site name keeps clear of the header controls and the header stays 70 px tall', async ({
    page,
  }) => {
    await page.goto('/');
    const header = await page.evaluate(() => {
      const text = document.createRange();
      text.selectNodeContents(document.querySelector('.site-header__logo')!);
      const right = Math.max(...[...text.getClientRects()].map((r) => r.right));
      const toggles = [...document.querySelectorAll('.site-header__toggle')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0);
      return {
        gap: Math.min(...toggles.map((r) => r.left)) - right,
        height: document.querySelector('.site-header')!.getBoundingClientRect().height,
      };
    });
    expect(header.gap, 'space between the name and the first control').toBeGreaterThanOrEqual(4);
    expect(header.height).toBe(70);
  });

  test('email alerts: each checkbox is on its label’s line, before it', async ({ page }) => {
    await page.goto('/investors/email-alerts');
    const boxes = page.locator('#edit-nir-email-alerts-signup-form-alerts-wrapper .form-checkbox');
    await expect(boxes).toHaveCount(4);
    for (const box of await boxes.all()) {
      const id = await box.getAttribute('id');
      const b = (await box.boundingBox())!;
      const l = (await page.locator(`label[for="${id}"]`).boundingBox())!;
      expect(b.x + b.width, `${id} before its label`).toBeLessThanOrEqual(l.x);
      expect(Math.abs(b.y + b.height / 2 - (l.y + l.height / 2)), `${id} on its line`).toBeLessThan(
        4,
      );
    }
  });
});

test('at 1280 px, each flyout arrow of the mega menu sits next to its item', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await waitForEnhanced(page, 'site-header');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const categories = page.locator('.mega-menu__nav button.menu-link--category');
  // all() does not wait: the buttons come with the menu's chunk, which the click may still fetch.
  await expect(categories.first()).toBeVisible();
  const distances: Record<string, number> = {};
  for (const category of await categories.all()) {
    await category.click();
    Object.assign(
      distances,
      await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('.menu--level-2 > .menu-item--expanded')]
            .filter((li) => li.getBoundingClientRect().width > 0)
            .map((li) => {
              const label = document.createRange();
              label.selectNodeContents(li.querySelector('a')!);
              const arrow = li.querySelector('.menu-toggle')!.getBoundingClientRect();
              return [
                li.querySelector('a')!.textContent!,
                arrow.left - label.getBoundingClientRect().right,
              ];
            }),
        ),
      ),
    );
  }
  expect(Object.keys(distances).length).toBeGreaterThan(5);
  for (const [item, distance] of Object.entries(distances)) {
    expect(distance, `${item}: space before its arrow`).toBeGreaterThan(0);
    expect(distance, `${item}: space before its arrow`).toBeLessThan(200);
  }
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`/investors/events at ${viewport.width} px: every link is a target of at least 24 px (axe target-size)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/investors/events');
    await waitForEnhanced(page, '.event-accordion');
    const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
}

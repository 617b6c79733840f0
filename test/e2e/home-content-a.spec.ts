import {
  atRest,
  test,
  expect,
  expectNoAxeViolations,
  waitForEnhanced,
  DESKTOP,
  MOBILE,
  countLayoutShift,
  layoutShift,
  layoutShiftReport,
} from '../support/fixtures';

const HOSTS =
  '[data-carousel], faq-list, .cta-modal[id], [data-tooltip], .icon-video, .percent-ring';

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the home page's content widgets all enhance without a layout shift at ${viewport.width} px`, async ({
    page,
    consoleEntries,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await countLayoutShift(page);
    await page.goto('/');
    await waitForEnhanced(page, HOSTS);
    expect(await page.locator(HOSTS).count()).toBeGreaterThanOrEqual(14);
    await expect(page.locator('[data-trellis-error]')).toHaveCount(0);
    await atRest(page);
    expect(await layoutShift(page), await layoutShiftReport(page)).toBe(0);
    expect(consoleEntries.filter((e) => e.type === 'warning')).toEqual([]);

    // A quick tour: carousel, FAQ, modal.
    const hero = page.locator('#home-hero');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.locator('.carousel__counter')).toHaveText('2 / 4');
    const q = page.getByRole('button', { name: 'Who is the transfer agent?' });
    await q.click();
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Contact investor relations' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact investor relations' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('the home page has no axe violations on load', async ({ page }) => {
  test.setTimeout(90_000); // a long page: axe takes many seconds on a loaded machine
  await page.goto('/');
  await waitForEnhanced(page, HOSTS);
  await expectNoAxeViolations(page);
});

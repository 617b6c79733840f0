import {
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  test,
} from '../../test/support/fixtures';

const PAGE = '/widgets/file-link';

test.describe('file-link', () => {
  // axe and leak cycles on a shared, loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('document links open in a new tab with noopener and say so to screen readers', async ({
    page,
  }) => {
    await page.goto(PAGE);
    for (const name of [
      'Annual report 2025 (PDF)',
      'Fact sheet (Word)',
      'Q3 2026 financials (Excel)',
      'Logo pack (ZIP)',
    ]) {
      const link = page.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    await expectNoAxeViolations(page);
  });

  test('page links, file names in a query and downloads are left alone', async ({ page }) => {
    await page.goto(PAGE);
    await expect(
      page.getByRole('link', { name: 'Annual report 2025 (PDF) (opens in a new tab)' }),
    ).toBeVisible();
    for (const name of ['Another page', 'Search for “report.pdf”', 'Brochure (download)']) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).not.toHaveAttribute('target', /.*/);
      await expect(link).not.toHaveAttribute('rel', /.*/);
    }
  });

  test('clicking a PDF link opens a new tab and leaves this page where it is', async ({ page }) => {
    await page.goto(PAGE);
    const popup = page.waitForEvent('popup');
    // The new tab asks for the PDF (a real file now: the headless browser downloads it, so the
    // tab's own URL stays empty).
    const pdf = page
      .context()
      .waitForEvent('request', (r) => /annual-report-2025\.pdf$/.test(r.url()));
    await page.getByRole('link', { name: /Annual report 2025/ }).click();
    // A navigation asked for before the tab's frame exists has no frame to ask about: the new
    // tab and a navigation to the PDF are what there is to see.
    const [tab, request] = await Promise.all([popup, pdf]);
    expect(tab).not.toBe(page);
    expect(request.isNavigationRequest()).toBe(true);
    await expect(page).toHaveURL(/\/widgets\/file-link$/);
  });

  test('without JavaScript document links open in the same tab', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator('a[target]')).toHaveCount(0);
    await context.close();
  });

  test('inserting and removing links 300 times leaves nothing behind and restores them', async ({
    page,
  }) => {
    await installLeakCounters(page);
    await page.goto(PAGE);
    await expect(page.locator('a[target="_blank"]')).toHaveCount(4);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        for (let i = 0; i < count; i++) {
          const link = document.createElement('a');
          link.href = `/files/report-${i}.pdf`;
          link.rel = 'external';
          link.textContent = `Report ${i}`;
          document.querySelector('main')!.append(link);
          const opensNewTab = (a: HTMLAnchorElement) =>
            a.target === '_blank' && a.rel === 'external noopener';
          if (!(await window.__whenEnhanced(link, opensNewTab))) throw new Error('not enhanced');
          link.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (link.target || link.getAttribute('rel') !== 'external' || link.children.length)
            throw new Error('not restored');
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { rounds: 300 });
  });
});

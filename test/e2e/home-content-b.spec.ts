import { test, expect, expectNoAxeViolations, DESKTOP, MOBILE } from '../support/fixtures';

test.describe('home page: tables, filters, summaries and links together', () => {
  // axe and leak cycles on a shared, loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`every behaviour of the investors section works on / at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const section = page.getByRole('region', { name: 'For investors' });
      // Data table: enhanced, one page, sortable.
      const filings = section.getByRole('table', { name: 'SEC filings' });
      // Far below the fold, it is enhanced when a reader nears it.
      await filings.scrollIntoViewIfNeeded();
      await expect(page.locator('#home-filings')).toHaveAttribute('data-dt-ready', '');
      await expect(filings.locator('tbody tr')).toHaveCount(10);
      await filings.getByRole('button', { name: 'Form' }).click();
      await expect(filings.getByRole('columnheader', { name: 'Form' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      // Collapsible table labels, summary toggles, file links, search placeholder.
      await expect(section.getByRole('cell', { name: '1,480' })).toHaveAttribute(
        'data-label',
        'Q1 2026',
      );
      const summary = section.getByRole('button', {
        name: 'Summary for Northwind reports record quarterly revenue',
      });
      await summary.click();
      await expect(section.getByText('Revenue grew 18%')).toBeVisible();
      await expect(
        section.getByRole('link', { name: 'Annual report 2025 (PDF) (opens in a new tab)' }),
      ).toHaveAttribute('target', '_blank');
      await expect(section.getByLabel('Search this site')).toHaveAttribute('placeholder', 'Search');
      await expectNoAxeViolations(page);
      // The modal link shows the FAQ's node content in a dialog.
      await section.getByRole('link', { name: 'Investor FAQ' }).click();
      const dialog = page.getByRole('dialog', { name: 'Investor FAQ' });
      await expect(dialog.getByRole('heading', { name: 'Who do I contact?' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The news widget's filter submits on change and comes back to the form.
      await section.getByLabel('News Year').selectOption('2025');
      await expect(page).toHaveURL(/\/\?year=2025#views-exposed-form-widget-news-block-1$/);
    });
  }

  test('the jump link lands the filings heading in view and focused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-enhanced', '');
    await page.getByRole('link', { name: 'Jump to the latest filings' }).click();
    const heading = page.getByRole('heading', { name: 'Latest filings' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

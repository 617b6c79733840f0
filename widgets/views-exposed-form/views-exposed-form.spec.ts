import {
  atRest,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdChunks,
  installLeakCounters,
  MOBILE,
  test,
} from '../../test/support/fixtures';

const PAGE = '/widgets/views-exposed-form';
const NEWS_FORM = 'views-exposed-form-widget-news-block-1';

test.describe('views-exposed-form', { tag: '@react' }, () => {
  // axe and leak cycles on a shared, loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`choosing a year in a widget view submits the filter and returns to the form at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(PAGE);
      const news = page.locator('.nir-widget');
      await expect(news.getByRole('button', { name: 'Apply' })).toBeHidden();
      await expect(page.locator(`#${NEWS_FORM}`)).toHaveAttribute(
        'action',
        `/widgets/views-exposed-form#${NEWS_FORM}`,
      );
      await page.getByLabel('News Year').selectOption('2024');
      await expect(page).toHaveURL(new RegExp(`\\?year=2024#${NEWS_FORM}$`));
      await expect(page.getByText('News releases from 2024 (demo data).')).toBeVisible();
      await expect(page.getByLabel('News Year')).toHaveValue('2024');
      await expect(page.locator(`#${NEWS_FORM}`)).toBeInViewport();
    });
  }

  test('the media gallery grid submits on change too; a full-page view keeps its Apply button', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.locator('.view-media-gallery-grid').getByRole('button')).toBeHidden();
    // The theme hides the grid's Apply from the first paint: wait for the form's own mark that
    // the code is bound, or the change below races the chunk.
    await expect(page.locator('#views-exposed-form-media-gallery-grid')).toHaveAttribute(
      'data-enhanced',
      '',
    );
    await expect(
      page.locator('.view-sec-filings').getByRole('button', { name: 'Apply' }),
    ).toBeVisible();
    await expect(page.locator('#views-exposed-form-sec-filings-page')).toHaveAttribute(
      'action',
      '/widgets/views-exposed-form',
    );
    // The SEC filings view waits for Apply.
    await page.getByLabel('Filing Year').selectOption('2025');
    await expect(page).toHaveURL(/\/widgets\/views-exposed-form$/);
    await page.getByLabel('Media type').selectOption('Videos');
    await expect(page).toHaveURL(/media_type=Videos#views-exposed-form-media-gallery-grid$/);
    await expect(page.getByText('Showing: Videos.')).toBeVisible();
  });

  test('a year chosen while the code is still loading submits when focus moves on', async ({
    page,
  }) => {
    const release = await holdChunks(page);
    await page.goto(PAGE);
    const year = page.getByLabel('News Year');
    await year.selectOption('2024');
    release();
    // The theme hides Apply from the first paint: the form's own mark says the code is bound.
    await expect(page.locator(`#${NEWS_FORM}`)).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('.nir-widget').getByRole('button', { name: 'Apply' })).toBeHidden();
    await expect(page).not.toHaveURL(/year=/);
    await year.press('Tab');
    await expect(page).toHaveURL(new RegExp(`\\?year=2024#${NEWS_FORM}$`));
    await expect(page.getByText('News releases from 2024 (demo data).')).toBeVisible();
  });

  test('browsing a select with arrow keys waits for Enter before it submits', async ({ page }) => {
    await page.goto(PAGE);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents.push(r.url());
    });
    const year = page.getByLabel('News Year');
    await year.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(year).toHaveValue('2024');
    // A submit would have started a navigation synchronously in the change handler.
    await atRest(page);
    expect(documents).toEqual([]);
    // The window losing focus (Alt+Tab) blurs the select as well: that confirms nothing.
    await year.evaluate((select) => {
      const hasFocus = document.hasFocus;
      document.hasFocus = () => false;
      select.dispatchEvent(new FocusEvent('blur'));
      document.hasFocus = hasFocus;
    });
    await atRest(page);
    expect(documents).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?year=2024#${NEWS_FORM}$`));
  });

  test('the search view’s query field gets the placeholder Search', async ({ page }) => {
    await page.goto(PAGE);
    const query = page.getByLabel('Search this site');
    await expect(query).toHaveAttribute('placeholder', 'Search');
    // It has a search view's Apply button, and no select: nothing else changes.
    await expect(page.locator('.view-search').getByRole('button', { name: 'Apply' })).toBeVisible();
  });

  test('without JavaScript every form keeps its Apply button and submits with it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(4);
    await expect(page.getByLabel('Search this site')).not.toHaveAttribute('placeholder', /.*/);
    await page.getByLabel('News Year').selectOption('2023');
    await expect(page).toHaveURL(/\/widgets\/views-exposed-form$/);
    await page.locator('.nir-widget').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\?year=2023$/);
    await context.close();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(PAGE);
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations(page);
  });

  test('inserting and removing forms 200 times leaves nothing behind and restores the form', async ({
    page,
  }) => {
    await installLeakCounters(page);
    await page.goto(PAGE);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const source = document.querySelector('.nir-widget')!;
        for (let i = 0; i < count; i++) {
          const copy = source.cloneNode(true) as HTMLElement;
          const form = copy.querySelector('form')!;
          form.id = `copy-${i}`;
          form.setAttribute('action', '/x');
          form.querySelector('input')!.removeAttribute('hidden');
          form.querySelector('trellis-root')?.remove();
          document.querySelector('main')!.append(copy);
          const anchored = (f: Element) => f.getAttribute('action') === `/x#copy-${i}`;
          if (!(await window.__whenEnhanced(form, anchored))) throw new Error('not enhanced');
          copy.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (form.getAttribute('action') !== '/x' || form.querySelector('[hidden]'))
            throw new Error('not restored');
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle);
  });
});

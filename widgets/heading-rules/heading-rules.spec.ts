import {
  chunkRequests,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  test,
} from '../../test/support/fixtures';

const BASE = '/widgets/heading-rules';

test.describe('heading-rules', () => {
  // axe and leak cycles on a shared, loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('blocks styled remove-heading lose their heading; others keep theirs', async ({ page }) => {
    await page.goto(BASE);
    // No rule names this page: the blocks are the hosts, not <body>.
    await expect(page.locator('#styled-heading')).toHaveAttribute('data-enhanced', '');
    await expect(page.getByText('A block title the editor styled away')).toHaveCount(0);
    // A heading that carries the class itself is hidden (it is the widget's host, so it stays).
    await expect(page.locator('#styled-heading')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'A heading styled away' })).toHaveCount(0);
    await expect(page.getByText('The block keeps its content.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A block title that stays' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Heading rules' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a page no rule names, without styled blocks, never fetches the rules’ code', async ({
    page,
  }) => {
    const chunks = chunkRequests(page);
    await page.goto('/widgets/faq-list');
    await expect(page.locator('faq-list').first()).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('body')).not.toHaveAttribute('data-enhanced', '');
    expect(chunks.filter((url) => url.includes('heading-rules'))).toEqual([]);
    expect(chunks.length).toBeGreaterThan(0);
  });

  test('the email-alerts page hides the heading of its form block', async ({ page }) => {
    await page.goto(`${BASE}/email-alerts`);
    await expect(page.locator('body')).toHaveAttribute('data-enhanced', '');
    await expect(page.getByText('Email Alerts', { exact: true })).toBeHidden();
    await expect(page.getByText('Email Alerts', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Email alerts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Other alerts' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the site’s email-alerts page hides its form’s repeated title, as the IR platform marks it up', async ({
    page,
  }) => {
    await page.goto('/investors/email-alerts');
    await expect(page.locator('body.page--email-alerts')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('h2.ir-request__title')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Email Alerts/ })).toHaveCount(0);
  });

  test('a rule whose selector is not valid CSS is skipped with a warning; the other rules still apply', async ({
    page,
    consoleEntries,
  }) => {
    await page.addInitScript(() => {
      // Before the bundle reads the settings: one good rule, one broken.
      (window as unknown as { drupalSettings: unknown }).drupalSettings = {
        trellis: {
          headingRules: [
            { page: 'body', heading: '', action: 'remove' },
            { page: '.page-email-alerts', heading: '.block-email-alerts h2', action: 'hide' },
          ],
        },
      };
    });
    await page.goto(`${BASE}/email-alerts`);
    await expect(page.locator('body')).toHaveAttribute('data-enhanced', '');
    await expect(page.getByText('Email Alerts', { exact: true })).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-trellis-error', '');
    expect(
      consoleEntries.some((e) => e.type === 'warning' && e.text.includes('not valid CSS')),
    ).toBe(true);
  });

  test('landing and SEC filing pages remove their own h1 and keep the one that titles them', async ({
    page,
  }) => {
    await page.goto(`${BASE}/landing`);
    await expect(page.locator('body')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memory that moves the world');
    await expectNoAxeViolations(page);

    await page.goto(`${BASE}/sec-filing`);
    await expect(page.locator('body')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('h1.page-title')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Form 10-Q: quarterly report for Q3 2026',
    );
    await expectNoAxeViolations(page);
  });

  test('a system page whose title is its only h1 keeps it for assistive technology', async ({
    page,
  }) => {
    await page.goto(`${BASE}/system`);
    await expect(page.locator('body')).toHaveAttribute('data-enhanced', '');
    const title = page.getByRole('heading', { level: 1, name: 'Access denied' });
    await expect(title).toHaveCount(1);
    await expect(title).toHaveClass(/visually-hidden/);
    const box = await title.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  });

  test('without JavaScript every heading is there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE}/landing`);
    await expect(page.locator('h1')).toHaveCount(2);
    await page.goto(BASE);
    await expect(page.getByText('A heading styled away')).toBeVisible();
    await context.close();
  });

  test('inserting and removing styled blocks 200 times leaves nothing behind and restores them', async ({
    page,
  }) => {
    await installLeakCounters(page);
    await page.goto(BASE);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        for (let i = 0; i < count; i++) {
          const block = document.createElement('div');
          block.className = 'block remove-heading';
          block.innerHTML = `<h2>Title ${i}</h2><p>Body ${i}</p>`;
          document.querySelector('main')!.append(block);
          const headingGone = (b: Element) => !b.querySelector('h2');
          if (!(await window.__whenEnhanced(block, headingGone))) throw new Error('heading kept');
          block.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (!block.querySelector('h2')) throw new Error('heading not restored');
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle);
  });
});

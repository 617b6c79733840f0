/**
 * The editor pages behind the demo session: who gets in, the toolbar on every page (and on the
 * site for editors), the editor tools working together, and axe on each page.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, DESKTOP, MOBILE } from '../support/fixtures';

const PAGES = [
  '/admin',
  '/admin/media/7/edit',
  '/admin/content/related',
  '/admin/config/selects',
  '/admin/config/selects/alternative',
  '/admin/config/system/batch',
];

async function login(page: Page, email = 'editor@example.com', password = 'trellis-editor') {
  let res = await page.request.post('/api/demo/login/loginuser', {
    data: { email, password, rememberMe: false },
  });
  // Before the login panel's endpoint is part of the build, tests log in through a test route.
  if (res.status() === 404) res = await page.request.post('/demo/test-login', { form: { email } });
  expect(res.ok()).toBe(true);
}

test.describe('editor pages', () => {
  test('visitors are sent to the login panel with a return URL; other users get 403', async ({
    page,
  }) => {
    const res = await page.request.get('/admin/media/7/edit', { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers()['location']).toBe('/?login&returnUrl=%2Fadmin%2Fmedia%2F7%2Fedit');
    await login(page, 'visitor@example.com', 'trellis-visitor');
    expect((await page.request.get('/admin')).status()).toBe(403);
    // The home page shows no toolbar to anyone but editors.
    await page.goto('/');
    await expect(page.locator('#toolbar-administration')).toHaveCount(0);
  });

  test('every editor page has the enhanced toolbar and no axe violations', async ({ page }) => {
    test.setTimeout(300_000);
    await login(page);
    await page.setViewportSize(DESKTOP);
    for (const path of PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
        await expect(page.getByRole('button', { name: 'Manage' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await page.waitForFunction(() =>
          [...document.querySelectorAll('trellis-root')].every((r) =>
            r.parentElement!.hasAttribute('data-enhanced'),
          ),
        );
        await expectNoAxeViolations(page);
      });
    }
  });

  test('at 375 px the media and select pages work with the toolbar and pass axe', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await login(page);
    await page.setViewportSize(MOBILE);
    await page.goto('/admin/media/7/edit');
    await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('body')).toHaveClass(/toolbar-vertical/);
    await expect(page.getByLabel('Item height')).toHaveValue('1080');
    await expectNoAxeViolations(page);
    await page.goto('/admin/config/selects');
    await expect(page.locator('.ts-wrapper')).toHaveCount(9);
    await expectNoAxeViolations(page);
  });

  test('the site home page carries the toolbar for an editor, and "Back to site" returns there', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/');
    await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', /\/$/);
  });

  test(
    'enhanced selects are for administrators: the editor account is one',
    { tag: '@react' },
    async ({ page }) => {
      await login(page);
      await page.goto('/admin/config/selects/alternative');
      await expect(page.locator('.ts-wrapper')).toHaveCount(9);
      await expect(page.locator('#edit-default-language + .ts-wrapper')).toHaveCSS(
        'width',
        '150px',
      );
    },
  );

  test('the batch runs from its editor page to the finished page with the toolbar throughout', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/admin/config/system/batch');
    await page.getByRole('button', { name: 'Start import' }).click();
    await expect(page.locator('#updateprogress')).toBeVisible();
    await expect(page.locator('#toolbar-administration')).toHaveCount(1);
    await expect(page.getByRole('status')).toContainText('Imported 12 press releases.', {
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/admin\/config\/system\/batch\?imported=12$/);
  });

  test('the media form: the local tasks sidebar and the file helper on the editor page', async ({
    page,
  }) => {
    await login(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/media/7/edit');
    await expect(page.locator('#block-local-tasks')).toHaveCSS('position', 'fixed');
    await page.getByRole('button', { name: 'Hide Local Tasks' }).click();
    await expect(page.locator('#block-local-tasks')).toBeHidden();
    // Remove the current file (fields clear), pick another (fields fill).
    await page.getByRole('button', { name: /^Remove: q3-results/ }).click();
    await expect(page.getByLabel('Item height')).toHaveValue('');
    const field = page.getByRole('group', { name: 'Multimedia file' });
    await field.getByText('Select entities').click();
    await field.getByLabel(/ceo-portrait/).check();
    await field.getByRole('button', { name: 'Use selected' }).click();
    await expect(page.getByLabel('Item format')).toHaveValue('image/jpeg');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('file file:102, 2400 × 1600 px');
  });
});

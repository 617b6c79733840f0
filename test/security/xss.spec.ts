// The XSS corpus (corpus/xss.txt) over the surfaces that write server or user text into the
// page as text, or as sanitized HTML. Every payload sets window.__pwned if it ever runs.
import type { Page } from '@playwright/test';
import type * as AjaxApi from '../../src/ajax';
import { test, expect, waitForEnhanced, MOBILE } from '../support/fixtures';
import { corpus, PWNED } from './corpus';

const XSS = corpus('xss.txt');

/** Handlers of inserted markup run after the insert (an image's error, autofocus): a moment. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => setTimeout(r, 200)));

test('dialog titles, dialog buttons and announcements from a server show payloads as text', async ({
  page,
}) => {
  await page.goto('/widgets/ajax');
  await page.waitForFunction(() => !!window.Trellis?.ajax);
  const shown = await page.evaluate(async (payloads) => {
    const ajax = window.Trellis!.ajax as typeof AjaxApi;
    const out: { title: string; button: string; elements: number }[] = [];
    for (const payload of payloads) {
      await ajax.runCommands([
        {
          command: 'openDialog',
          selector: '#drupal-modal',
          data: '<p>Body</p>',
          dialogOptions: { title: payload, buttons: [{ text: payload }] },
        },
        { command: 'announce', text: payload },
      ]);
      const dialog = document.querySelector('.ui-dialog')!;
      const title = dialog.querySelector('.ui-dialog-title')!;
      const button = dialog.querySelector('.ui-dialog-buttonpane button')!;
      out.push({
        title: title.textContent!,
        button: button.textContent!,
        elements: title.children.length + button.children.length,
      });
      await ajax.runCommands([{ command: 'closeDialog', selector: '#drupal-modal' }]);
    }
    return out;
  }, XSS);
  expect(shown.map((s) => s.title)).toEqual(XSS);
  expect(shown.map((s) => s.button)).toEqual(XSS);
  expect(shown.every((s) => s.elements === 0)).toBe(true);
  await settle(page);
  expect(await page.evaluate(PWNED)).toBeUndefined();
});

test(
  'a login failure Message is sanitized: no payload runs',
  { tag: '@react' },
  async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.route('**/api/*/login/loginuser', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ Success: false, Message: `<p>Refused.</p>${XSS.join('')}` }),
      }),
    );
    await page.goto('/widgets/site-header');
    await waitForEnhanced(page, 'site-header');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill('visitor@example.com');
    await login.getByLabel('Password').fill('x');
    await login.getByRole('button', { name: 'Log in' }).click();
    const alert = login.getByRole('alert');
    await expect(alert).toContainText('Refused.');
    await expect(
      alert.locator(
        'script, img, svg, iframe, object, embed, style, input, video, form, [onerror]',
      ),
    ).toHaveCount(0);
    await settle(page);
    expect(await page.evaluate(PWNED)).toBeUndefined();
  },
);

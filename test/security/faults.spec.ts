// The fault matrix (corpus/faults.txt) over the requests a visitor makes: AJAX links and submit
// buttons, modal links. Each fault ends with the control usable again, what was typed kept, at
// most one message per failure, and nothing uncaught (the fixture fails the test on that).
import type { Page } from '@playwright/test';
import type * as AjaxApi from '../../src/ajax';
import { test, expect, waitForEnhanced } from '../support/fixtures';
import { corpus } from './corpus';

const FAULTS = corpus('faults.txt');

/** A short request timeout, so `timeout` (a server that never answers) ends in real time fast. */
async function shortTimeout(page: Page) {
  await page.evaluate(() =>
    (window.Trellis!.ajax as typeof AjaxApi).runCommands([
      { command: 'settings', merge: true, settings: { trellis: { requestTimeout: 300 } } },
    ]),
  );
}

/** `fault=abort` drops the connection; the other faults are the demo server's own. */
const dropAborted = (page: Page) =>
  page.route(/fault=abort/, (route) => route.abort('connectionreset'));

test('AJAX links and submit buttons under every fault', async ({ page }) => {
  await dropAborted(page);
  await page.goto('/widgets/ajax');
  await page.waitForFunction(() => !!window.Trellis?.ajax);
  await shortTimeout(page);
  await page.evaluate((faults) => {
    for (const fault of faults) {
      const url = `/ajax-demo/nojs/insert-simple?fault=${fault}`;
      document.querySelector('main')!.insertAdjacentHTML(
        'beforeend',
        `<p><a class="use-ajax" href="${url}">Link ${fault}</a></p>
         <form action="${url}"><label>Text ${fault} <input name="t"></label>
         <input type="submit" class="use-ajax-submit" value="Send ${fault}"></form>`,
      );
    }
  }, FAULTS);
  const errors = page.getByRole('alert', { name: 'Error message' });
  let shown = 0;
  for (const fault of FAULTS) {
    const link = page.getByRole('link', { name: `Link ${fault}`, exact: true });
    await link.click();
    await expect(errors).toHaveCount(++shown);
    await expect(link).not.toHaveClass(/progress-disabled/);
    const field = page.getByLabel(`Text ${fault}`);
    await field.fill(`typed ${fault}`);
    const submit = page.getByRole('button', { name: `Send ${fault}` });
    await submit.click();
    await expect(errors).toHaveCount(++shown);
    await expect(submit).toBeEnabled();
    await expect(field).toHaveValue(`typed ${fault}`);
    await expect(page.locator('.ajax-progress')).toHaveCount(0);
  }
  expect(new URL(page.url()).pathname).toBe('/widgets/ajax');
});

test('modal links under every fault', async ({ page }) => {
  await dropAborted(page);
  await page.goto('/widgets/modal-link');
  await waitForEnhanced(page, 'a.modal');
  await page.waitForFunction(() => !!window.Trellis?.ajax);
  await shortTimeout(page);
  await page.evaluate((faults) => {
    for (const fault of faults)
      document
        .querySelector('main ul')!
        .insertAdjacentHTML(
          'beforeend',
          `<li><a class="modal" href="/widgets/modal-link/pages/investor-faq?fault=${fault}">FAQ ${fault}</a></li>`,
        );
  }, FAULTS);
  for (const fault of FAULTS) {
    const link = page.getByRole('link', { name: `FAQ ${fault}`, exact: true });
    await expect(link).toHaveAttribute('data-enhanced', '');
    await link.click();
    const dialog = page.getByRole('dialog');
    // A page served without the AJAX token is still a page (that fault is for AJAX answers): it
    // shows. Every other fault ends in the error with the way to the page, never "Loading…".
    if (fault === 'unverified')
      await expect(dialog.getByRole('heading', { name: 'Who do I contact?' })).toBeVisible();
    else await expect(dialog.getByRole('alert')).toContainText('The content could not be loaded.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  }
});

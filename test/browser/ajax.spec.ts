import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  installLeakCounters,
  leakCounts,
  domCounters,
  DESKTOP,
  MOBILE,
  type ConsoleEntry,
  editPages,
  atBodyStart,
} from '../support/fixtures';
import type * as AjaxUi from '../../src/ajax/ui';
import type * as AjaxApi from '../../src/ajax';

const OOPS = "Oops, something went wrong. Check your browser's developer console for more details.";

test.use({ viewport: DESKTOP });

async function open(page: Page): Promise<void> {
  await page.goto('/widgets/ajax');
  await page.waitForFunction(() => !!window.Trellis?.ajax);
  // The page binds its triggers at start-up. The press a declared button waits for (mousedown)
  // is not held before they listen, as a link's or submit button's click is, so the tests press
  // once they do: runCommands waits for the same engine, after the bindings' own wait (and
  // rejects when a test keeps the engine away).
  await page.evaluate(() =>
    (window.Trellis!.ajax as typeof AjaxApi).runCommands([]).catch(() => {}),
  );
}

const messages = (page: Page) => page.locator('[data-drupal-messages] .messages');
const errorsIn = (entries: ConsoleEntry[]) =>
  entries.filter((e) => e.type === 'error' && !e.text.startsWith('Failed to load resource'));
const ajaxLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

/** Stops the installed fake clock, so only runFor() moves time from here. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test.describe('insert', () => {
  test('every method puts the new content in, around or instead of the target', async ({
    page,
  }) => {
    await open(page);
    const target = page.locator('#insert-target');
    const expectations: Record<string, string> = {
      html: '#insert-target > p.ajax-new-content',
      append: '#insert-target > p.ajax-new-content:last-child',
      prepend: '#insert-target > p.ajax-new-content:first-child',
      before: '#insert-area > p.ajax-new-content:has(+ #insert-target)',
      after: '#insert-target + p.ajax-new-content',
      replaceWith: '#insert-area > #insert-target > p.ajax-new-content:only-child',
    };
    for (const [method, selector] of Object.entries(expectations)) {
      await ajaxLink(page, 'Reset the target').click();
      await expect(page.locator('#insert-area .ajax-new-content')).toHaveCount(0);
      await page.getByLabel('Method').selectOption(method);
      await page.getByRole('button', { name: 'Insert', exact: true }).click();
      await expect(page.locator(selector), method).toContainText(`Inserted with ${method}`);
    }
    await expect(target).toHaveCount(1);
  });

  test('effects animate only the new content, and not at all under reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page);
    await page.evaluate(() => {
      const animated: string[] = [];
      (window as unknown as { animated: string[] }).animated = animated;
      const original = HTMLElement.prototype.animate;
      HTMLElement.prototype.animate = function (this: HTMLElement, ...args) {
        animated.push(this.textContent!.trim().split(' at ')[0]!);
        return original.apply(this, args);
      };
    });
    const animated = () =>
      page.evaluate(() => (window as unknown as { animated: string[] }).animated);
    await page.getByLabel('Method').selectOption('append');
    await page.getByLabel('Effect').selectOption('fade');
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(page.locator('#insert-target .ajax-new-content')).toHaveCount(1);
    expect(await animated()).toEqual(['Inserted with append and effect fade']);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByLabel('Effect').selectOption('slide');
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(page.locator('#insert-target .ajax-new-content')).toHaveCount(2);
    expect(await animated()).toHaveLength(1);
  });

  test('a select declared in drupalSettings.ajax updates its wrapper on change', async ({
    page,
  }) => {
    await open(page);
    const sent = page.waitForRequest(/\/ajax-demo\/ajax\/quarter/);
    await page.getByLabel('Quarter').selectOption('Q3');
    const request = await sent;
    expect(request.url()).toContain('?_wrapper_format=drupal_ajax');
    expect(request.postData()).toMatch(
      /^quarter=Q3&_triggering_element_name=quarter&_drupal_ajax=1&ajax_page_state%5Btheme%5D=trellis_demo&ajax_page_state%5Btheme_token%5D=&ajax_page_state%5Blibraries%5D=/,
    );
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers()['accept']).toBe('application/json, text/javascript, */*; q=0.01');
    await expect(page.locator('#quarter-result')).toHaveText(
      'Q3 revenue: $5.2 billion (demo data).',
    );
    await expect(page.getByLabel('Quarter')).toBeFocused();
  });

  test('inserted widgets are enhanced, and torn down when replaced', async ({ page }) => {
    await open(page);
    const baseline = await page.evaluate(() => window.trellisInternals!.stats().connections);
    await ajaxLink(page, 'Append a widget').click();
    await ajaxLink(page, 'Append a widget').click();
    await expect(page.locator('demo-ticker[data-enhanced]')).toHaveCount(2);
    await expect
      .poll(() => page.evaluate(() => window.trellisInternals!.stats().connections))
      .toBe(baseline + 2);
    await ajaxLink(page, 'Replace all widgets').click();
    await expect(page.locator('demo-ticker')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => window.trellisInternals!.stats().connections))
      .toBe(baseline + 1);
  });
});

test("markup named Drupal or drupalSettings does not pass for Drupal's JS", async ({ page }) => {
  // Editor content: each is a property of window through named access. Taken for Drupal's JS,
  // the first made the bindings stand back (Drupal.Ajax) and every insert fail (attachBehaviors).
  await editPages(
    page,
    '**/widgets/ajax',
    atBodyStart(
      '<form id="Drupal"><input name="Ajax"><input name="attachBehaviors"></form>' +
        '<div id="drupalSettings"></div><form name="drupalTranslations"><input name="strings"></form>',
    ),
  );
  await open(page);
  const baseline = await page.evaluate(() => window.trellisInternals!.stats().connections);
  await ajaxLink(page, 'Append a widget').click();
  await expect(page).toHaveURL(/\/widgets\/ajax$/);
  await expect(page.locator('demo-ticker[data-enhanced]')).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => window.trellisInternals!.stats().connections))
    .toBe(baseline + 1);
  // The settings are the page's JSON, not the element.
  expect(
    await page.evaluate(() => {
      const settings = (window.Trellis!.getSettings as () => unknown)();
      return !(settings instanceof Element) && !!(settings as { path?: unknown }).path;
    }),
  ).toBe(true);
});

test.describe('commands', () => {
  test('remove, changed, css, invoke, restripe and data change the page', async ({ page }) => {
    await open(page);
    await ajaxLink(page, 'remove').click();
    await expect(page.locator('#remove-me')).toHaveCount(0);

    await ajaxLink(page, 'changed').click();
    await expect(page.locator('#changed-box')).toHaveClass('demo-box ajax-changed');
    await expect(page.locator('#changed-box abbr[title="Changed"]')).toHaveText('*');

    await ajaxLink(page, 'css').click();
    await expect(page.locator('#css-box')).toHaveCSS('background-color', 'rgb(218, 251, 225)');
    await expect(page.locator('#css-box')).toHaveCSS('border-top-width', '4px');

    await ajaxLink(page, 'invoke toggleClass').click();
    await expect(page.locator('#invoke-box')).toHaveClass(/demo-highlight/);
    await ajaxLink(page, 'invoke toggleClass').click();
    await expect(page.locator('#invoke-box')).not.toHaveClass(/demo-highlight/);

    await ajaxLink(page, 'restripe').click();
    await ajaxLink(page, 'restripe').click();
    await expect(page.locator('#stripe-table tbody tr')).toHaveCount(4);
    await expect
      .poll(() =>
        page.locator('#stripe-table tbody tr').evaluateAll((rows) => rows.map((r) => r.className)),
      )
      .toEqual(['odd', 'even', 'odd', 'even']);

    await ajaxLink(page, 'data').click();
    await expect(page.locator('#data-box output')).toContainText('"n":');
    expect(await page.locator('#data-box').evaluate((el) => el.attributes.length)).toBe(2);
  });

  test('invoke refuses a script attribute and stops the response with one console error', async ({
    page,
    consoleEntries,
  }) => {
    await open(page);
    await ajaxLink(page, 'invoke attr onclick (refused)').click();
    await expect.poll(() => errorsIn(consoleEntries).length).toBe(1);
    expect(errorsIn(consoleEntries)[0]!.text).toBe(
      'An error occurred during the execution of the Ajax response: Error: invoke: refused attribute onclick',
    );
    await expect(page.locator('#invoke-box')).not.toHaveAttribute('onclick');
  });

  test('alert shows the server text and announce writes the live region', async ({ page }) => {
    await open(page);
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await ajaxLink(page, 'alert').click();
    expect(await alerted).toBe('Hello from the server (alert command).');

    await ajaxLink(page, 'announce (assertive)').click();
    const region = page.locator('#drupal-live-announce');
    await expect(region).toContainText('the quarterly results are published.');
    await expect(region).toHaveAttribute('aria-live', 'assertive');
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await ajaxLink(page, 'announce (polite)').click();
    await expect(region).toHaveAttribute('aria-live', 'polite');
  });

  test('focusFirst focuses the first field and scrollTop scrolls its target into view', async ({
    page,
  }) => {
    await open(page);
    await ajaxLink(page, 'focusFirst').click();
    await expect(page.getByLabel('First field (focusFirst lands here)')).toBeFocused();
    await ajaxLink(page, 'scrollTop').click();
    await expect(page.locator('#scroll-target')).toBeInViewport();
  });

  test('update_build_id changes the hidden build id each time', async ({ page }) => {
    await open(page);
    const input = page.locator('#build-id-form input[name="form_build_id"]');
    const button = page.getByRole('button', { name: 'update_build_id' });
    const first = page.waitForRequest(/update-build-id/);
    await button.click();
    expect((await first).postData()).toMatch(
      /^form_build_id=form-initial&op=update_build_id&js=true&/,
    );
    await expect(input).not.toHaveValue('form-initial');
    const next = await input.inputValue();
    await expect(page.locator('#build-id-view code')).toHaveText(next);
    await button.click();
    await expect(input).not.toHaveValue(next);
  });

  test('redirect goes to a same-origin URL and refuses an external one', async ({
    page,
    consoleEntries,
  }) => {
    await open(page);
    await ajaxLink(page, 'redirect (external, refused)').click();
    await expect
      .poll(() => errorsIn(consoleEntries).map((e) => e.text))
      .toEqual([
        '[trellis] redirect refused: https://example.com/phishing is neither same-origin nor trusted.',
      ]);
    expect(new URL(page.url()).pathname).toBe('/widgets/ajax');
    await ajaxLink(page, 'redirect (same origin)').click();
    await page.waitForURL(/redirected=1/);
    await expect(page.getByRole('status').filter({ hasText: 'redirect' })).toContainText(
      'You arrived here through the redirect command.',
    );
  });
});

test.describe('settings', () => {
  test('merge:true deep-merges into drupalSettings (arrays by index); merge:false stays with its response', async ({
    page,
  }) => {
    await open(page);
    const view = page.locator('#settings-view');
    await ajaxLink(page, 'Merge settings (merge: true)').click();
    await expect(view).toContainText('"merged"');
    const shown = JSON.parse((await view.textContent())!);
    expect(shown.drupalSettings.list).toEqual(['merged', 'beta', 'gamma']);
    expect(shown.drupalSettings.keep).toBe('kept');
    expect(shown.thisResponseOnly).toBeNull();

    await ajaxLink(page, 'Settings for this response only (merge: false)').click();
    await expect(view).toContainText('only this response');
    const scoped = JSON.parse((await view.textContent())!);
    expect(scoped.thisResponseOnly).toEqual({ scoped: 'only this response' });
    expect(scoped.drupalSettings.scoped).toBeUndefined();
  });
});

test.describe('messages', () => {
  test('status, warning and error messages land in the messages area with their roles', async ({
    page,
  }) => {
    await open(page);
    await ajaxLink(page, 'Status message').click();
    await ajaxLink(page, 'Warning message').click();
    await ajaxLink(page, 'Error message').click();
    await expect(messages(page)).toHaveCount(3);
    await expect(page.getByRole('status', { name: 'Status message' })).toHaveText(
      'The filing was saved.',
    );
    await expect(page.getByRole('alert', { name: 'Warning message' })).toContainText('delayed');
    await expect(page.getByRole('alert', { name: 'Error message' })).toContainText('reached');
    await expect(page.locator('[data-drupal-messages]')).not.toHaveClass(/hidden/);
  });

  test('another area receives its own messages and is cleared first', async ({ page }) => {
    await open(page);
    const other = page.locator('#other-messages');
    const link = ajaxLink(page, 'Message in another area, clearing it');
    await link.click();
    await link.click();
    await expect(other.locator('.messages--status')).toHaveCount(1);
    await expect(messages(page)).toHaveCount(0);
  });

  test('an unknown message type is an error in the console', async ({ page, consoleEntries }) => {
    await open(page);
    await ajaxLink(page, 'Unknown message type').click();
    await expect
      .poll(() => errorsIn(consoleEntries).map((e) => e.text))
      .toEqual([
        'An error occurred during the execution of the Ajax response: Error: The message type, info, is not present in Drupal.Message.getMessageTypeLabels().',
      ]);
  });
});

test.describe('stylesheets and scripts', () => {
  test('add_css and add_js load their files once; a missing file stops the response', async ({
    page,
    consoleEntries,
  }) => {
    await open(page);
    await ajaxLink(page, 'add_css').click();
    await expect(page.locator('#add-css-box')).toHaveCSS('background-color', 'rgb(251, 239, 255)');
    await expect(page.locator('#assets-log')).toHaveText('ajax-extra.css is loaded.');
    await ajaxLink(page, 'add_css').click();
    await expect(page.locator('link[href="/demo-assets/ajax-extra.css"]')).toHaveCount(1);

    await ajaxLink(page, 'add_js').click();
    await expect(page.locator('#add-js-box')).toHaveText('ajax-extra.js ran (data-demo="add_js").');

    await ajaxLink(page, 'add_css (missing file)').click();
    await ajaxLink(page, 'add_js (missing file)').click();
    await expect
      .poll(() => errorsIn(consoleEntries).map((e) => e.text))
      .toEqual([
        'An error occurred during the execution of the Ajax response: The following files could not be loaded: /demo-assets/missing.css',
        'An error occurred during the execution of the Ajax response: The following files could not be loaded: /demo-assets/missing.js',
      ]);
    await expect(page.locator('#assets-log')).not.toContainText('This never shows');
  });
});

test('add_js of a nomodule script does not hold up the rest of the response', async ({ page }) => {
  await open(page);
  await page.evaluate(() =>
    (window.Trellis!.ajax as { runCommands(c: unknown[]): Promise<void> }).runCommands([
      { command: 'add_js', data: [{ src: '/demo-assets/legacy-polyfill.js', nomodule: true }] },
      {
        command: 'insert',
        method: 'html',
        selector: '#insert-target',
        data: '<p>After the polyfill</p>',
      },
    ]),
  );
  await expect(page.getByText('After the polyfill')).toBeVisible();
  await expect(page.locator('script[nomodule]')).toHaveCount(1);
});

test.describe('dialogs', () => {
  test('a modal: h1 title, focus inside, Tab stays in, Escape closes and focus returns', async ({
    page,
  }) => {
    await open(page);
    const opener = ajaxLink(page, 'Open a modal dialog');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Investor contact & press' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Investor contact & press');
    await expect(dialog).toHaveCSS('width', '600px');
    await expect(
      dialog.getByRole('link', { name: 'Rename this dialog (setDialogOption)' }),
    ).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // showModal(): the page behind is inert.
    expect(
      await page.evaluate(() =>
        document.querySelector('dialog:modal')?.contains(document.activeElement),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#drupal-modal')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the close button, setDialogOption and closeDialog', async ({ page }) => {
    await open(page);
    await ajaxLink(page, 'Open a modal dialog').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Rename this dialog (setDialogOption)' }).click();
    await expect(dialog.getByRole('heading', { level: 1 })).toContainText('Renamed by the server');
    await expect(dialog).toHaveAccessibleName(/Renamed by the server/);
    await dialog.getByRole('link', { name: 'Close from the server (closeDialog)' }).click();
    await expect(dialog).toHaveCount(0);

    await ajaxLink(page, 'Open a modal dialog').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(ajaxLink(page, 'Open a modal dialog')).toBeFocused();

    await ajaxLink(page, 'Open a modal dialog').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a dialog closed and opened again at once stays open (the late close event is the old one)', async ({
    page,
  }) => {
    await open(page);
    const stillOpen = await page.evaluate(async () => {
      const ajax = window.Trellis!.ajax as { loadUi(): Promise<typeof AjaxUi> };
      const { openDialog } = await ajax.loadUi();
      const content = document.createElement('div');
      content.textContent = 'Reopened';
      document.body.append(content);
      const dialog = openDialog(content, { title: 'Quick', modal: true });
      await new Promise((done) => setTimeout(done, 50));
      // Escape, then Enter on the link before the close event's task ran: what a fast user does.
      dialog.close();
      dialog.showModal();
      await new Promise((done) => setTimeout(done, 100));
      return dialog.open && dialog.element.matches('[open]');
    });
    expect(stillOpen).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Quick' })).toBeVisible();
  });

  test('a non-modal dialog: h2 title, no aria-modal, the page stays usable', async ({ page }) => {
    await open(page);
    await ajaxLink(page, 'Open a non-modal dialog').click();
    const dialog = page.getByRole('dialog', { name: 'Investor contact & press' });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveAttribute('aria-modal');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Investor contact & press');
    await expect(dialog).toHaveCSS('width', '400px');
    expect(await dialog.evaluate((d) => d.querySelector('.ui-dialog-content')!.id)).toBe(
      'drupal-dialog-ajax-demo-dialog-content',
    );
    await ajaxLink(page, 'Status message').click();
    await expect(messages(page)).toHaveCount(1);
    await dialog.getByRole('link', { name: 'Rename this dialog (setDialogOption)' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('max height is 95% of the viewport, recomputed on resize', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 400 });
    await open(page);
    await ajaxLink(page, 'Request the annual report (form in a dialog)').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCSS('max-height', '380px');
    await page.setViewportSize({ width: 800, height: 300 });
    await expect(dialog).toHaveCSS('max-height', '285px');
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(285.5);
  });

  test('a form in a dialog: auto buttons, a server validation error inside, then success', async ({
    page,
  }) => {
    await open(page);
    await ajaxLink(page, 'Request the annual report (form in a dialog)').click();
    const dialog = page.getByRole('dialog', { name: 'Request the annual report' });
    await expect(dialog.locator('.form-actions input[type=submit]')).toBeHidden();
    const pane = dialog.locator('.ui-dialog-buttonpane .ui-dialog-buttonset.form-actions');
    await expect(pane.getByRole('button')).toHaveText(['Send me the report', 'Cancel']);
    await expect(dialog.getByLabel('Email address')).toBeFocused();

    const send = pane.getByRole('button', { name: 'Send me the report' });
    await send.click();
    await expect(dialog.getByRole('alert')).toHaveText('Email address field is required.');
    await expect(dialog.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(pane.getByRole('button')).toHaveText(['Send me the report', 'Cancel']);
    await expect(pane.getByRole('button', { name: 'Send me the report' })).toBeFocused();

    await dialog.getByLabel('Email address').fill('not-an-email');
    await pane.getByRole('button', { name: 'Send me the report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'not-an-email is not a valid email address.',
    );

    await dialog.getByLabel('Email address').fill('ada@example.com');
    await dialog.getByLabel('Email address').press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Status message' })).toHaveText(
      'We will email the annual report to ada@example.com.',
    );
  });

  test('Cancel in the button pane closes the form dialog', async ({ page }) => {
    await open(page);
    const opener = ajaxLink(page, 'Request the annual report (form in a dialog)');
    await opener.click();
    await page
      .getByRole('dialog')
      .locator('.ui-dialog-buttonpane')
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('data-ajax-http-method="GET" and openModalDialogWithUrl open modals with GET', async ({
    page,
  }) => {
    await open(page);
    const get = page.waitForRequest(/dialog-content\?_wrapper_format=drupal_modal/);
    await ajaxLink(page, 'Open a modal with GET').click();
    expect((await get).method()).toBe('GET');
    await expect(page.getByRole('dialog', { name: 'Investor contact & press' })).toBeVisible();
    await page.keyboard.press('Escape');

    const withUrl = page.waitForRequest(
      /dialog-content\?_wrapper_format=drupal_modal&js=true&dialogOptions%5Bwidth%5D=600/,
    );
    await ajaxLink(page, 'openModalDialogWithUrl').click();
    expect((await withUrl).method()).toBe('GET');
    const dialog = page.getByRole('dialog', { name: 'Investor contact & press' });
    await expect(dialog).toHaveCSS('width', '600px');
  });

  test('an announcement made while a modal is open is made inside it, and outside once it closed', async ({
    page,
  }) => {
    await open(page);
    await ajaxLink(page, 'Open a modal dialog').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const announce = (text: string) =>
      page.evaluate((t) => (window.Trellis!.announce as (text: string) => void)(t), text);
    // showModal() blocks everything outside the dialog: a live region there is never heard.
    await announce('Saved while the dialog is open.');
    await expect(dialog.locator('#drupal-live-announce')).toHaveText(
      'Saved while the dialog is open.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await announce('Saved after it closed.');
    await expect(page.locator('body > #drupal-live-announce')).toHaveText('Saved after it closed.');
  });

  test('a modal fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await open(page);
    await ajaxLink(page, 'Open a modal dialog').click();
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    const scrollTop = () => page.evaluate(() => document.scrollingElement!.scrollTop);
    const scrollY = await scrollTop();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(200); // wheel() does not wait for the scroll it causes
    expect(await scrollTop()).toBe(scrollY);
    // The same wheel scrolls the page once the modal is closed: the check above can fail.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(scrollTop).toBeGreaterThan(scrollY);
  });

  test('dialog events fire on the content in order, bubbling, with the dialog and settings', async ({
    page,
  }) => {
    await open(page);
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { dialogLog: string[] }).dialogLog = log;
      for (const type of [
        'dialog:beforecreate',
        'dialog:aftercreate',
        'dialog:beforeclose',
        'dialog:afterclose',
      ])
        window.addEventListener(type, (e) => {
          const ev = e as Event & {
            dialog: { open: boolean };
            settings: { title?: string } | null;
          };
          log.push(
            `${type} ${(e.target as Element).id} open=${ev.dialog.open} title=${ev.settings?.title ?? 'null'}`,
          );
        });
    });
    await ajaxLink(page, 'Open a modal dialog').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { dialogLog: string[] }).dialogLog),
    ).toEqual([
      'dialog:beforecreate drupal-modal open=false title=Investor contact & press',
      'dialog:aftercreate drupal-modal open=true title=Investor contact & press',
      'dialog:beforeclose drupal-modal open=true title=null',
      'dialog:afterclose drupal-modal open=false title=null',
    ]);
  });

  test("a server's dialog button whose click is a string does nothing when pressed, and runs nothing", async ({
    page,
  }) => {
    await open(page);
    await page.evaluate(() =>
      (window.Trellis!.ajax as typeof AjaxApi).runCommands([
        {
          command: 'openDialog',
          selector: '#drupal-modal',
          settings: null,
          data: '<p>Body</p>',
          dialogOptions: {
            modal: true,
            title: 'Buttons',
            buttons: [{ text: 'Press me', click: 'window.__pwned = 1' }],
          },
        },
      ]),
    );
    const dialog = page.getByRole('dialog', { name: 'Buttons' });
    // An uncaught TypeError would fail the test (the fixture listens for page errors).
    await dialog.getByRole('button', { name: 'Press me' }).click();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });
});

/**
 * Counts the progress bar's polls from their send until their answer is read. A poll's answer
 * takes real time, which the fake clock does not count: moved while a poll is out, the clock
 * fires the poll's own timeout before its answer can arrive. Call before the page loads.
 */
async function countPolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = window.fetch.bind(window);
    const out = window as unknown as { __pollsOut: number };
    out.__pollsOut = 0;
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/ajax-demo/progress/job')) return real(input, init);
      out.__pollsOut++;
      let response: Response;
      try {
        response = await real(input, init);
      } catch (error) {
        out.__pollsOut--;
        throw error;
      }
      // Read in the same task as the bar's own code after it: the next evaluate sees it done.
      const text = response.text.bind(response);
      response.text = () => text().finally(() => out.__pollsOut--);
      return response;
    };
  });
}

/** Moves the paused clock one poll at a time (none out) until the job's request has finished. */
const pollUntilImported = (page: Page) =>
  expect
    .poll(
      async () => {
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { __pollsOut: number }).__pollsOut))
          .toBe(0);
        await page.clock.runFor(1500);
        return page.evaluate(() => document.querySelector('[data-drupal-messages]')?.textContent);
      },
      { timeout: 20_000 },
    )
    .toContain('Imported 4 SEC filings.');

test.describe('progress', () => {
  test('a throbber shows after the link while the request runs, then goes', async ({ page }) => {
    await open(page);
    const link = ajaxLink(page, 'A slow request with a throbber');
    await link.click();
    const throbber = page.locator('a.use-ajax + .ajax-progress.ajax-progress-throbber .throbber');
    await expect(throbber).toHaveCount(1);
    await expect(page.locator('#progress-log')).toContainText('The slow request finished', {
      timeout: 10_000,
    });
    await expect(page.locator('.ajax-progress')).toHaveCount(0);
  });

  test('a fullscreen indicator covers the page while the button is disabled', async ({ page }) => {
    await open(page);
    const button = page.getByRole('button', { name: 'Run a fullscreen job' });
    await button.click();
    // Both at one moment: checked one after the other, a loaded machine could reach the second
    // check after the 1.5 s request had ended.
    await page.waitForFunction(() => {
      const indicator = document.querySelector('body > .ajax-progress.ajax-progress-fullscreen');
      const job = document.querySelector<HTMLInputElement>('#edit-fullscreen');
      return !!indicator?.getClientRects().length && job?.disabled === true;
    });
    await expect(page.locator('#progress-log')).toContainText('The slow request finished', {
      timeout: 10_000,
    });
    await expect(page.locator('.ajax-progress')).toHaveCount(0);
    await expect(button).toBeEnabled();
    await expect(button).toBeFocused();
  });

  test('the progress bar polls every 1500 ms until the job finishes', async ({ page }) => {
    await countPolls(page);
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax-demo/progress/job')) polls.push(r.url());
    });
    await page.getByRole('button', { name: 'Import filings (progress bar)' }).press('Enter');
    const bar = page.locator('.ajax-progress.ajax-progress-bar .progress');
    await expect(bar).toBeVisible();
    await expect(bar.locator('.progress__description')).toHaveText(
      /Starting the import…|Waiting|Importing/,
    );
    await expect.poll(() => polls.length).toBe(1);
    await page.clock.runFor(1499);
    expect(polls).toHaveLength(1);
    await pollUntilImported(page);
    expect(polls[0]).toMatch(/_format=json$/);
    await expect(bar).toHaveCount(0);
  });

  test('a job whose bar keeps answering may outlast the request timeout', async ({ page }) => {
    await countPolls(page);
    await page.clock.install();
    await open(page);
    await page.evaluate(() =>
      (window.Trellis!.ajax as typeof AjaxApi).runCommands([
        { command: 'settings', merge: true, settings: { trellis: { requestTimeout: 1000 } } },
      ]),
    );
    await pauseClock(page);
    await page.getByRole('button', { name: 'Import filings (progress bar)' }).click();
    await pollUntilImported(page);
    await expect(messages(page)).toHaveCount(1);
  });

  test('a progress bar whose poll fails ends its request: one Oops, the button usable again', async ({
    page,
  }) => {
    await page.route('**/ajax-demo/progress/job?*', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await open(page);
    const button = page.getByRole('button', { name: 'Import filings (progress bar)' });
    await button.click();
    await expect(messages(page)).toHaveText([OOPS]);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.locator('.ajax-progress')).toHaveCount(0);
    await expect(button).toBeEnabled();
  });

  test("a batch runs to 100 %, and one that fails shows the server's error and hides the bar", async ({
    page,
  }) => {
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    await page.getByRole('button', { name: 'Start a batch', exact: true }).click();
    const bar = page.locator('#batch-progress');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1500);
          return page.locator('#batch-status').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe('Batch complete.');
    await expect(bar.locator('.progress__percentage')).toHaveText('100%');
    await expect(bar.locator('.progress__bar')).toHaveAttribute('style', 'width: 100%;');
    await expect(bar.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('button', { name: 'Start a batch that fails' }).click();
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1500);
          return page.locator('#batch-status').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe('Batch stopped with an error.');
    await expect(page.locator('#batch .messages--error')).toContainText(
      'The import failed: the demo filing feed is unavailable.',
    );
    await expect(page.locator('#batch .messages--error a')).toHaveText('Try again');
    await expect(page.locator('#batch-progress')).toBeHidden();
  });

  test('a batch whose server fails shows the technical text as its one message', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Start a batch whose server fails (500)' }).click();
    await expect(page.locator('#batch .messages--error pre')).toContainText(
      'HTTP Result Code: 500',
    );
    await expect(page.locator('#batch-progress')).toBeHidden();
    // The box is the message (Drupal's): no "Oops" beside it, one alert for one failure.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(messages(page)).toHaveCount(0);
  });
});

test.describe('bindings on a page without AJAX triggers', () => {
  /** A widget demo page with no AJAX link, button or declared element; a target to insert into. */
  async function openPlain(page: Page): Promise<void> {
    await page.goto('/widgets/faq-list');
    await page.waitForFunction(() => !!window.Trellis?.ajax);
    const triggers = await page.evaluate(
      () =>
        !!document.querySelector('.use-ajax, .use-ajax-submit') ||
        !!(window as { drupalSettings?: { ajax?: unknown } }).drupalSettings?.ajax,
    );
    expect(triggers, 'the page has no AJAX trigger at load').toBe(false);
  }
  const addLink = (page: Page) =>
    page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          '<div id="failure-target">Not yet.</div>' +
            '<a class="use-ajax" href="/ajax-demo/nojs/insert-simple">Added later</a>',
        ),
    );
  const bindingCode = (page: Page) => {
    const seen: Promise<string>[] = [];
    page.on('response', (r) => {
      // A script still arriving when the test ends has no text to give: not an error here.
      if (r.request().resourceType() === 'script') seen.push(r.text().catch(() => ''));
    });
    // bind.ts's own warning: in its chunk and nowhere else.
    return async () =>
      (await Promise.all(seen)).some((code) => code.includes('data-dialog-options is not valid'));
  };

  test('the binding code is not loaded, and comes with the first AJAX link a script adds', async ({
    page,
  }) => {
    const loaded = bindingCode(page);
    await openPlain(page);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    expect(await loaded(), 'no binding code at load').toBe(false);
    await addLink(page);
    // The first click, even before the pointer brought the code, goes through AJAX.
    await page.getByRole('link', { name: 'Added later' }).dispatchEvent('click');
    await expect(page.locator('#failure-target')).toHaveText(/The request succeeded at/);
    await expect(page).toHaveURL(/\/widgets\/faq-list$/);
    expect(await loaded()).toBe(true);
  });

  test('when the binding code cannot load, a link added later goes to its address', async ({
    page,
  }) => {
    await page.route(/\/chunks\/ajax-engine-[^/]+\.js$/, (route) => route.abort());
    await openPlain(page);
    await addLink(page);
    await page.getByRole('link', { name: 'Added later' }).click();
    await expect(page).toHaveURL(/\/ajax-demo\/nojs\/insert-simple$/);
  });

  test('a page with AJAX links has its bindings at once', async ({ page }) => {
    const loaded = bindingCode(page);
    await open(page);
    await expect.poll(loaded).toBe(true);
  });
});

test.describe('failures', () => {
  test('when the engine chunk cannot load, a link goes to its address and a submit button posts its form', async ({
    page,
  }) => {
    await page.route(/\/chunks\/ajax-engine-[^/]+\.js$/, (route) => route.abort());
    await open(page);
    await ajaxLink(page, 'Reset the target').click();
    await expect(page).toHaveURL(/\/ajax-demo\/nojs\/insert-reset$/);
    await open(page);
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/ajax-demo/nojs/insert'),
    );
    await page.getByRole('button', { name: 'Insert' }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('op'), "the pressed button's name and value").toBe('Insert');
    expect(body.has('method')).toBe(true);
    expect(body.has('_drupal_ajax'), 'a plain form post, not an AJAX one').toBe(false);
  });

  const cases: [string, RegExp][] = [
    [
      'Server error (500)',
      /\nHTTP Result Code: 500\n[\s\S]*\nResponseText: Internal Server ErrorThe demo was told to fail/,
    ],
    [
      'Access denied (403 JSON)',
      /\nHTTP Result Code: 403\n[\s\S]*You are not authorized to access this page\./,
    ],
    [
      'Unverified response',
      /\nCustomMessage: The response failed verification so will not be processed\.\n/,
    ],
    ['Malformed JSON', /^AjaxError: \nAn AJAX HTTP error occurred\.\nHTTP Result Code: 200\n/],
    [
      'Link to “constructor” (not trusted)',
      /\nPath: constructor\n[\s\S]*\nCustomMessage: The response failed verification/,
    ],
  ];
  for (const [name, detail] of cases) {
    test(`${name}: the Oops message, the details in the console, nothing run`, async ({
      page,
      consoleEntries,
    }) => {
      page.on('dialog', (d) => {
        throw new Error(`unexpected dialog: ${d.message()}`);
      });
      await open(page);
      await ajaxLink(page, name).click();
      await expect(page.getByRole('alert', { name: 'Error message' })).toHaveText(OOPS);
      await expect.poll(() => errorsIn(consoleEntries).length).toBe(1);
      expect(errorsIn(consoleEntries)[0]!.text).toMatch(detail);
      await expect(page.locator('#failure-target')).toHaveText(
        'Results of the failure cases appear here.',
      );
      await expect(ajaxLink(page, name)).toBeFocused();
    });
  }

  test('a client timeout ends the request with the Oops message', async ({
    page,
    consoleEntries,
  }) => {
    await page.clock.install();
    await open(page);
    await pauseClock(page);
    const button = page.getByRole('button', { name: 'Time out after 3 seconds' });
    await button.click();
    await expect(button).toBeDisabled();
    await page.clock.runFor(2999);
    await expect(messages(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByRole('alert', { name: 'Error message' })).toHaveText(OOPS);
    await expect(button).toBeEnabled();
    await expect.poll(() => errorsIn(consoleEntries).map((e) => e.text)).toHaveLength(1);
    expect(errorsIn(consoleEntries)[0]!.text).toContain(
      '\nAn AJAX HTTP request terminated abnormally.\nDebugging information follows.\nPath: /ajax-demo/ajax/insert-simple?fault=timeout\nStatusText: timeout\n',
    );
  });

  test('a link or submit whose server never answers is usable again after the request timeout, typed input kept', async ({
    page,
  }) => {
    await page.clock.install();
    await open(page);
    const never = '/ajax-demo/nojs/insert-simple?fault=timeout';
    await page.evaluate((never) => {
      document.querySelector('main')!.insertAdjacentHTML(
        'beforeend',
        `<p><a class="use-ajax" href="${never}">Never answers</a></p>
         <form action="${never}"><label>Note <input name="note"></label>
         <input type="submit" class="use-ajax-submit" value="Send to nowhere"></form>`,
      );
      // The site's setting, as a settings command would bring it.
      return (window.Trellis!.ajax as typeof AjaxApi).runCommands([
        { command: 'settings', merge: true, settings: { trellis: { requestTimeout: 5000 } } },
      ]);
    }, never);
    await pauseClock(page);
    const link = ajaxLink(page, 'Never answers');
    await link.click();
    await expect(link).toHaveClass(/progress-disabled/);
    await expect(page.locator('.ajax-progress-throbber')).toHaveCount(1);
    await page.clock.runFor(4_900);
    await expect(link).toHaveClass(/progress-disabled/);
    await page.clock.runFor(100);
    await expect(link).not.toHaveClass(/progress-disabled/);
    await expect(page.locator('.ajax-progress-throbber')).toHaveCount(0);
    await expect(page.getByRole('alert', { name: 'Error message' })).toHaveText(OOPS);

    const note = page.getByLabel('Note');
    await note.fill('keep me');
    const submit = page.getByRole('button', { name: 'Send to nowhere' });
    await submit.click();
    await expect(submit).toBeDisabled();
    await page.clock.runFor(5_000);
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('alert', { name: 'Error message' })).toHaveCount(2);
    await expect(note).toHaveValue('keep me');
  });

  test('a non-local callback URL is refused before any request, console only', async ({
    page,
    consoleEntries,
  }) => {
    await open(page);
    const remote: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(new URL(page.url()).origin)) remote.push(r.url());
    });
    await page.getByRole('button', { name: 'Call a non-local URL (refused)' }).click();
    await expect
      .poll(() => errorsIn(consoleEntries).map((e) => e.text.split('\n')[0]))
      .toEqual([
        'Error: The callback URL is not local and not trusted: https://example.com/ajax-demo/ajax/insert-simple',
      ]);
    expect(remote).toEqual([]);
    await expect(messages(page)).toHaveCount(0);
  });

  test('programmatic requests and openModalDialogWithUrl to another origin need trust or an opt-in', async ({
    page,
    consoleEntries,
  }) => {
    const remote: string[] = [];
    // A site that lets any origin read it and sends the token: its commands would run here.
    await page.route('https://elsewhere.example/**', (route) => {
      if (route.request().method() !== 'OPTIONS') remote.push(route.request().url());
      return route.fulfill({
        contentType: 'application/json',
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-expose-headers': 'x-drupal-ajax-token',
          'x-drupal-ajax-token': '1',
        },
        body: JSON.stringify([
          { command: 'insert', method: 'append', selector: 'main', data: '<p id="foreign">x</p>' },
        ]),
      });
    });
    await open(page);
    const url = 'https://elsewhere.example/ajax/x';
    const refused = await page.evaluate(
      (url) =>
        (window.Trellis!.ajax as typeof AjaxApi).ajax({ url }).then(
          () => 'ran',
          (e: Error) => e.message,
        ),
      url,
    );
    expect(refused).toBe(`The callback URL is not local and not trusted: ${url}`);
    await page.evaluate(
      (url) =>
        (window.Trellis!.ajax as typeof AjaxApi).runCommands([
          { command: 'openModalDialogWithUrl', url },
        ]),
      url,
    );
    await expect
      .poll(() => errorsIn(consoleEntries).map((e) => e.text.split('\n')[0]))
      .toEqual([`Error: The callback URL is not local and not trusted: ${url}`]);
    expect(remote).toEqual([]);
    await expect(page.locator('#foreign')).toHaveCount(0);
    // The explicit opt-in sends it (and proves the other site would have been heard).
    await page.evaluate(
      (url) => (window.Trellis!.ajax as typeof AjaxApi).ajax({ url, checkUrl: false }),
      url,
    );
    await expect(page.locator('#foreign')).toHaveCount(1);
  });

  test('a trusted URL needs no header, a null body does nothing, a failing command stops the rest', async ({
    page,
    consoleEntries,
  }) => {
    await open(page);
    await ajaxLink(page, 'Trusted URL without the header').click();
    await expect(page.locator('#failure-target')).toContainText('Trusted URL: processed');
    await ajaxLink(page, 'Empty (null) response').click();
    await ajaxLink(page, 'A request that works').click();
    await expect(page.locator('#failure-target')).toContainText('The request succeeded');
    await ajaxLink(page, 'A command that fails').click();
    await expect(page.locator('#failure-target')).toHaveText('First command ran.');
    await expect
      .poll(() => errorsIn(consoleEntries).map((e) => e.text))
      .toEqual([
        'An error occurred during the execution of the Ajax response: Error: demoFail always throws (a host command that fails).',
      ]);
    await expect(messages(page)).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('links and forms reach their fallback pages', async ({ page }) => {
    await page.goto('/widgets/ajax');
    await ajaxLink(page, 'Open a modal dialog').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investor contact & press');
    await page.goto('/widgets/ajax');
    await ajaxLink(page, 'Request the annual report (form in a dialog)').click();
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send me the report' }).click();
    await expect(
      page.getByText('We will email the annual report to ada@example.com.'),
    ).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('no axe violations: initially, with messages, the progress bar and each dialog', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page);
    await expectNoAxeViolations(page);

    await ajaxLink(page, 'Status message').click();
    await ajaxLink(page, 'Server error (500)').click();
    await expect(messages(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Start a batch that fails' }).click();
    await expect(page.locator('#batch-progress')).toBeVisible();
    await expectNoAxeViolations(page);

    await ajaxLink(page, 'Open a non-modal dialog').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await ajaxLink(page, 'Request the annual report (form in a dialog)').click();
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('.ui-dialog-buttonpane')
      .getByRole('button', { name: 'Send me the report' })
      .click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('leaks', () => {
  test('repeated inserts, replaces and dialogs through the adapter return to baseline', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await open(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const { runCommands } = window.Trellis!.ajax as {
          runCommands(c: unknown[]): Promise<void>;
        };
        for (let i = 0; i < count; i++) {
          await runCommands([
            {
              command: 'insert',
              method: 'append',
              selector: '#widget-target',
              data: `<demo-ticker>a <output>0</output></demo-ticker><demo-ticker>b <output>0</output></demo-ticker>`,
            },
            {
              command: 'insert',
              method: 'replaceWith',
              selector: '#widget-target demo-ticker',
              data: '<demo-ticker>c <output>0</output></demo-ticker>',
            },
            {
              command: 'openDialog',
              selector: '#drupal-modal',
              data: '<p>x <a href="#">link</a></p>',
              dialogOptions: { modal: i % 2 === 0, title: `Dialog ${i}` },
            },
            { command: 'closeDialog' },
            { command: 'insert', method: 'html', selector: '#widget-target', data: '' },
          ]);
          await new Promise((r) => setTimeout(r, 0));
        }
        return window.trellisInternals!.stats();
      }, n);
    const before = await page.evaluate(() => window.trellisInternals!.stats());
    await cycle(20);
    for (let i = 0; i < 3; i++) {
      await ajaxLink(page, 'Append a widget').click();
      await ajaxLink(page, 'Replace all widgets').click();
      await expect(page.locator('demo-ticker')).toHaveCount(1);
    }
    await page.evaluate(() =>
      (window.Trellis!.ajax as { runCommands(c: unknown[]): Promise<void> }).runCommands([
        { command: 'insert', method: 'html', selector: '#widget-target', data: '' },
      ]),
    );
    await expect.poll(() => page.evaluate(() => window.trellisInternals!.stats())).toEqual(before);
    const warm = await domCounters(page);
    const warmLeaks = await leakCounts(page);
    const after = await cycle(200);
    expect(after).toEqual(before);
    const final = await domCounters(page);
    expect(final.jsEventListeners).toBeLessThanOrEqual(warm.jsEventListeners);
    expect(final.nodes).toBeLessThanOrEqual(warm.nodes + 50);
    expect(await leakCounts(page)).toEqual(warmLeaks);
    await expect(page.locator('dialog')).toHaveCount(0);
  });
});

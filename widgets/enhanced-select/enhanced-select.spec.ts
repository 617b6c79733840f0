import type { Page } from '@playwright/test';
import {
  atRest,
  test,
  expect,
  expectNoAxeViolations,
  installLeakCounters,
  leakCounts,
  DESKTOP,
  MOBILE,
  holdChunks,
  holdRequests,
  cspViolations,
  servedAsDrupal,
} from '../../test/support/fixtures';
import { pauseClock } from '../../test/support/clock';
import type { EnhancedSelectElement } from './hooks';

const PAGE = '/widgets/enhanced-select';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function open(page: Page, query = '', viewport = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.goto(PAGE + query);
  await expect(page.locator('#edit-page-layout')).toHaveAttribute('data-enhanced', '');
}

/** Waits until Tom Select has taken over the selects (its chunk loads after the widget's). */
async function enhanced(page: Page, count: number) {
  await expect(page.locator('.ts-wrapper')).toHaveCount(count);
}

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const dropdownOf = (page: Page, id: string) => page.locator(`#${id}-ts-dropdown`);
/** The visible control a pointer clicks (a single select's input sits off-screen until focused). */
const control = (page: Page, id: string) => page.locator(`#${id} + .ts-wrapper .ts-control`);

test.describe('enhanced selects: first configuration', { tag: '@react' }, () => {
  test('a single select is a labelled combobox once, full width, operable by keyboard', async ({
    page,
  }) => {
    await open(page);
    await enhanced(page, 9);
    const language = combo(page, 'Default language');
    await expect(language).toHaveCount(1);
    await expect(language).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(language).toHaveAttribute('aria-controls', 'edit-default-language-ts-dropdown');
    await expect(page.locator('#edit-default-language-ts-dropdown')).toHaveAttribute(
      'role',
      'listbox',
    );
    const form = await page.locator('#select-settings-form fieldset').first().boundingBox();
    const control = await page.locator('#edit-default-language + .ts-wrapper').boundingBox();
    expect(control!.width).toBeGreaterThan(form!.width - 40);
    // Clicking the label focuses the control.
    await page.getByText('Default language', { exact: true }).click();
    await expect(language).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await expect(language).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const active = await language.getAttribute('aria-activedescendant');
    await expect(page.locator(`#${active}`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`#${active}`)).toHaveText('German');
    await page.keyboard.press('Enter');
    await expect(page.locator('select#edit-default-language')).toHaveValue('2');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    // Escape closes without changing the value.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('select#edit-default-language')).toHaveValue('2');
  });

  test('multiple: "Choose from list", items with remove buttons, and "Remove all items"', async ({
    page,
  }) => {
    await open(page);
    await enhanced(page, 9);
    const topics = combo(page, 'Alert topics');
    await expect(topics).toHaveAttribute('placeholder', 'Choose from list');
    await topics.click();
    await page.getByRole('option', { name: 'SEC filings' }).click();
    await topics.click();
    await page.getByRole('option', { name: 'Dividends' }).click();
    const native = page.locator('select#edit-topics');
    expect(
      await native.evaluate((s: HTMLSelectElement) => [...s.selectedOptions].map((o) => o.value)),
    ).toEqual(['1', '3', '5']);
    await page.getByRole('button', { name: 'Remove SEC filings' }).click();
    expect(
      await native.evaluate((s: HTMLSelectElement) => [...s.selectedOptions].map((o) => o.value)),
    ).toEqual(['1', '5']);
    const clear = page.getByRole('button', { name: 'Remove all items' }).first();
    await clear.click();
    expect(await native.evaluate((s: HTMLSelectElement) => s.selectedOptions.length)).toBe(0);
    await expect(clear).toBeHidden();
  });

  test('texts: no results, too short, too long (plural forms), full selection', async ({
    page,
  }) => {
    await open(page);
    await enhanced(page, 9);
    await control(page, 'edit-default-country').click();
    await page.keyboard.type('zzz');
    await expect(dropdownOf(page, 'edit-default-country')).toContainText('No results found');
    // Announced too, in the control's status region.
    await expect(page.locator('#edit-default-country + .ts-wrapper [role="status"]')).toHaveText(
      'No results found',
    );
    await page.keyboard.press('Escape');

    const keywords = combo(page, 'Keywords (type 2 or more characters)');
    await keywords.click();
    await expect(dropdownOf(page, 'edit-keywords')).toContainText(
      'Please enter 2 or more characters',
    );
    await page.keyboard.type('e');
    await expect(dropdownOf(page, 'edit-keywords')).toContainText(
      'Please enter 1 or more characters',
    );
    await page.keyboard.type('a');
    await expect(page.getByRole('option', { name: 'Earnings' })).toBeVisible();
    await page.keyboard.press('Escape');

    const short = combo(page, 'Short list (search at most 5 characters)');
    await short.click();
    await page.keyboard.type('Austria');
    await expect(dropdownOf(page, 'edit-short-list')).toContainText('Please delete 2 characters');
    await page.keyboard.press('Backspace');
    await expect(dropdownOf(page, 'edit-short-list')).toContainText('Please delete 1 character');
    await expect(dropdownOf(page, 'edit-short-list')).not.toContainText('characters');
    await page.keyboard.press('Escape');

    const regions = combo(page, 'Regions (at most 2)');
    await regions.click();
    await page.getByRole('option', { name: 'Europe' }).click();
    await regions.click();
    await page.getByRole('option', { name: 'Japan' }).click();
    await regions.click();
    await expect(dropdownOf(page, 'edit-regions')).toContainText('You can only select 2 items');
  });

  test('keys typed straight after the click that opens the list are kept on a busy page', async ({
    page,
  }) => {
    await open(page);
    await enhanced(page, 9);
    // The select's own focus handling, which it queues as a task, runs late, as on a busy page
    // where the keys (input outranks timers) arrive first.
    await page.evaluate(() => {
      const later = window.setTimeout;
      document.addEventListener(
        'click',
        () => {
          window.setTimeout = ((fn: () => void, ms?: number) =>
            later(fn, (ms ?? 0) + 500)) as typeof window.setTimeout;
          window.addEventListener('click', () => (window.setTimeout = later), { once: true });
        },
        { capture: true, once: true },
      );
    });
    await control(page, 'edit-default-country').click();
    await page.keyboard.type('zzz');
    await expect(page.getByRole('combobox', { name: 'Default country' })).toHaveValue('zzz');
    await expect(dropdownOf(page, 'edit-default-country')).toContainText('No results found');
  });

  test('leaving a select within moments of typing does not pull focus back to it', async ({
    page,
  }) => {
    await page.clock.install();
    await open(page);
    await enhanced(page, 9);
    await control(page, 'edit-default-country').click();
    await page.keyboard.type('zz');
    await page.keyboard.press('Escape'); // within the select's 300 ms refresh wait
    const keywords = combo(page, 'Keywords (type 2 or more characters)');
    await keywords.click();
    await expect(keywords).toBeFocused();
    await page.clock.runFor(600); // past the refresh wait
    await expect(keywords).toBeFocused();
    await expect(dropdownOf(page, 'edit-default-country')).toBeHidden();
    await page.keyboard.type('e');
    await expect(dropdownOf(page, 'edit-keywords')).toContainText(
      'Please enter 1 or more characters',
    );
  });

  test('a select focused while its code loads hands focus to the control that replaces it', async ({
    page,
  }) => {
    const release = await holdChunks(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(PAGE);
    await page.locator('#edit-default-country').focus();
    release();
    await enhanced(page, 9);
    const country = page.getByRole('combobox', { name: 'Default country' });
    await expect(country).toBeFocused();
    await page.keyboard.type('Jap');
    await expect(page.getByRole('option', { name: 'Japan' })).toBeVisible();
  });

  test('remote search: q and page, pagination.more, the next page 50 px before the end', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax/select/companies')) urls.push(new URL(r.url()).search);
    });
    await open(page);
    await enhanced(page, 9);
    await control(page, 'edit-peer-company').click();
    const options = dropdownOf(page, 'edit-peer-company').getByRole('option');
    await expect(options).toHaveCount(21); // "- None -" and the first page of 20
    expect(urls).toEqual(['?q=&page=1']);
    // Scroll to 60 px before the end: nothing yet; then into the last 50 px: page 2.
    const list = dropdownOf(page, 'edit-peer-company');
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 60));
    await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
    expect(urls).toHaveLength(1);
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 40));
    await expect(options).toHaveCount(41);
    expect(urls[1]).toBe('?q=&page=2');
    // A term: the server filters, and there is no further page.
    await page.keyboard.type('Summit');
    await expect(options).toHaveCount(11); // "- None -" (the current value) and ten matches
    expect(urls.at(-1)).toBe('?q=Summit&page=1');
    await page.getByRole('option', { name: 'Summit Photonics' }).click();
    await expect(page.locator('select#edit-peer-company')).toHaveValue('1037');
  });

  test("scrolling while a new term loads asks for no next page: only the term's own results show", async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax/select/companies')) urls.push(new URL(r.url()).search);
    });
    const release = await holdRequests(page, '**/ajax/select/companies?q=Atlas&page=1');
    await open(page);
    await enhanced(page, 9);
    await control(page, 'edit-peer-company').click();
    const list = dropdownOf(page, 'edit-peer-company');
    const options = list.getByRole('option');
    await expect(options).toHaveCount(21); // the empty term's first page; it has more
    await page.keyboard.type('Atlas');
    await expect.poll(() => urls.at(-1)).toBe('?q=Atlas&page=1');
    // While "Atlas" loads, the visitor scrolls to the end of what is listed.
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
    release();
    await expect(list.getByRole('option', { name: /Atlas/ }).first()).toBeVisible();
    expect(urls.filter((u) => u.includes('page=2'))).toEqual([]);
    const names = await options.allTextContents();
    expect(names.filter((n) => n !== '- None -' && !/atlas/i.test(n))).toEqual([]);
  });

  test('remote search failure says the results could not be loaded', async ({ page }) => {
    await page.route('**/ajax/select/companies**', (r) => r.fulfill({ status: 500, body: 'no' }));
    await open(page);
    await enhanced(page, 9);
    await control(page, 'edit-peer-company').click();
    await expect(dropdownOf(page, 'edit-peer-company')).toContainText(
      'The results could not be loaded.',
    );
  });

  test('a remote search that never answers stops "Searching…" after the request timeout, term kept', async ({
    page,
  }) => {
    await page.clock.install();
    // Never answered: the route is held until the page closes.
    await page.route('**/ajax/select/companies?q=Never**', () => {});
    await open(page);
    await enhanced(page, 9);
    await control(page, 'edit-peer-company').click();
    const list = dropdownOf(page, 'edit-peer-company');
    await expect(list.getByRole('option')).toHaveCount(21);
    await pauseClock(page);
    await page.keyboard.type('Never');
    await page.clock.runFor(1_000);
    await expect(list).toContainText('Searching…');
    await page.clock.runFor(30_000);
    await expect(list).toContainText('The results could not be loaded.');
    await expect(list).not.toContainText('Searching…');
    await expect(combo(page, 'Peer company')).toHaveValue('Never');
  });

  test('excluded selects stay native; a flipped in-place form is enhanced', async ({ page }) => {
    await open(page);
    await enhanced(page, 9);
    for (const id of ['edit-archive-date', 'edit-exchange', 'edit-ipe-region', 'edit-ipe-style']) {
      await expect(page.locator(`#${id}`)).toBeVisible();
      await expect(page.locator(`#${id} + .ts-wrapper`)).toHaveCount(0);
    }
    await expect(page.locator('#edit-ipe-flipped + .ts-wrapper')).toHaveCount(1);
    await page.locator('#edit-exchange').selectOption('2');
    await expect(page.locator('#edit-exchange')).toHaveValue('2');
  });
});

test.describe('enhanced selects: the native select stays the truth', { tag: '@react' }, () => {
  test('a failed submit leaves focus on the first invalid field when that field is not an enhanced select', async ({
    page,
  }) => {
    await open(page);
    await enhanced(page, 9);
    // A required text field before the required selects, in the same form.
    await page.locator('#edit-page-layout').evaluate((select: HTMLSelectElement) => {
      const field = document.createElement('div');
      field.innerHTML =
        '<label for="edit-title">Title</label><input id="edit-title" name="title" required>';
      select.form!.prepend(field);
    });
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await atRest(page);
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    // Still marked invalid, only not focused.
    await expect(combo(page, 'Page layout')).toHaveAttribute('aria-invalid', 'true');
  });

  test('required validation blocks the submit and points at the control; then it submits', async ({
    page,
  }) => {
    await open(page);
    await enhanced(page, 9);
    await page.getByRole('button', { name: 'Save configuration' }).click();
    const layout = combo(page, 'Page layout');
    await expect(layout).toBeFocused();
    await expect(layout).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'have been saved' })).toHaveCount(0);
    await control(page, 'edit-page-layout').click();
    await page.getByRole('option', { name: 'Sidebar left' }).click();
    await expect(layout).toHaveAttribute('aria-invalid', 'false');
    await combo(page, 'Alert topics').click();
    await page.getByRole('option', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Save configuration' }).click();
    const saved = page.locator('.messages--status');
    await expect(saved).toContainText('page_layout=4');
    await expect(saved).toContainText('topics[]=1, topics[]=4');
    await expect(saved).toContainText('default_language=1');
  });

  test('reset puts the controls back to the server values', async ({ page }) => {
    await open(page);
    await enhanced(page, 9);
    await control(page, 'edit-default-language').click();
    await page.getByRole('option', { name: 'Korean' }).click();
    await combo(page, 'Alert topics').click();
    await page.getByRole('option', { name: 'Webcasts' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.locator('#edit-default-language + .ts-wrapper .item')).toHaveText('English');
    await expect(page.locator('#edit-topics + .ts-wrapper .item')).toHaveText([
      /^\s*Earnings\s*×$/,
    ]);
    await expect(page.locator('select#edit-default-language')).toHaveValue('1');
  });

  test('sync() on the select shows what a script changed in its options and value', async ({
    page,
  }) => {
    await open(page);
    await enhanced(page, 9);
    await page.locator('select#edit-default-language').evaluate((select: HTMLSelectElement) => {
      select.append(new Option('Swahili', '9'));
      select.value = '9';
      (select as HTMLSelectElement & EnhancedSelectElement).sync();
    });
    await expect(page.locator('#edit-default-language + .ts-wrapper .item')).toHaveText('Swahili');
    await control(page, 'edit-default-language').click();
    await expect(page.getByRole('option', { name: 'Swahili' })).toBeVisible();
    await expect(page.locator('select#edit-default-language')).toHaveValue('9');
  });

  test('destroying the widget restores the select with its current value, label and attributes', async ({
    page,
  }) => {
    // Under a strict Content-Security-Policy: what the teardown writes back must pass it.
    await servedAsDrupal(page);
    await installLeakCounters(page);
    await open(page);
    await enhanced(page, 9);
    const before = await page.evaluate(() => window.trellisInternals!.stats());
    const warm = await leakCounts(page);
    await control(page, 'edit-peer-company').click();
    await page.keyboard.type('Atlas');
    await page.getByRole('option', { name: 'Atlas Storage' }).click();
    await combo(page, 'Alert topics').click();
    await page.getByRole('option', { name: 'Governance' }).click();
    const restored = await page.evaluate(async () => {
      const out: Record<string, unknown> = {};
      for (const id of ['edit-peer-company', 'edit-topics']) {
        const select = document.getElementById(id) as HTMLSelectElement;
        const item = select.closest('.form-item')!;
        const parent = item.parentElement!;
        const next = item.nextSibling;
        item.remove();
        // The runtime tears the widget down once the removal has settled.
        await new Promise((r) => setTimeout(r, 0));
        out[id] = {
          classes: select.className,
          tabIndex: select.tabIndex,
          ariaHidden: select.getAttribute('aria-hidden'),
          labelFor: item.querySelector('label')!.htmlFor,
          labelId: item.querySelector('label')!.id,
          values: [...select.selectedOptions].map((o) => `${o.value}:${o.text.trim()}`),
          wrapper: !!item.querySelector('.ts-wrapper'),
          // Options only: nothing of the widget's is left inside the select.
          children: [...select.children].filter((c) => c.tagName !== 'OPTION').length,
        };
        parent.insertBefore(item, next);
      }
      return out;
    });
    const native = {
      classes: 'form-select',
      tabIndex: 0,
      ariaHidden: null,
      labelId: '',
      wrapper: false,
      children: 0,
    };
    expect(restored['edit-peer-company']).toEqual({
      ...native,
      labelFor: 'edit-peer-company',
      values: ['1088:Atlas Storage'],
    });
    expect(restored['edit-topics']).toEqual({
      ...native,
      labelFor: 'edit-topics',
      values: ['1:Earnings', '6:Governance'],
    });
    // Re-inserted selects are enhanced again with the same value, and nothing piled up.
    await enhanced(page, 9);
    await expect(page.locator('#edit-topics + .ts-wrapper .item')).toHaveText([
      /^\s*Earnings\s*×$/,
      /^\s*Governance\s*×$/,
    ]);
    await expect(page.locator('#edit-peer-company + .ts-wrapper .item')).toHaveText(
      'Atlas Storage',
    );
    expect(await page.evaluate(() => window.trellisInternals!.stats())).toEqual(before);
    expect((await leakCounts(page)).observers).toBe(warm.observers);
    expect(await cspViolations(page)).toEqual([]);
  });
});

test.describe('enhanced selects: alternative configuration', { tag: '@react' }, () => {
  test('150 px, no search under 10 options, search from 10, its texts', async ({ page }) => {
    await open(page, '?library=chosen');
    await enhanced(page, 9);
    const box = await page.locator('#edit-default-language + .ts-wrapper').boundingBox();
    expect(Math.round(box!.width)).toBe(150);
    // Five options: the control itself is the combobox, there is nothing to type into.
    const language = combo(page, 'Default language');
    expect(await language.evaluate((el) => el.tagName)).toBe('DIV');
    await language.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('select#edit-default-language')).toHaveValue('2');
    // Eleven options: searchable.
    expect(await combo(page, 'Page layout').evaluate((el) => el.tagName)).toBe('INPUT');
    const regions = combo(page, 'Regions (at most 2)');
    await expect(regions).toHaveAttribute('placeholder', 'Choose From List');
    await regions.click();
    await page.keyboard.type('zz');
    await expect(dropdownOf(page, 'edit-regions')).toHaveText('No results match zz');
  });

  test("?placeholder=library shows the library's own multiple-select text", async ({ page }) => {
    await open(page, '?library=chosen&placeholder=library');
    await enhanced(page, 9);
    await expect(combo(page, 'Regions (at most 2)')).toHaveAttribute(
      'placeholder',
      'Select Some Options',
    );
  });

  test('phones keep the native select (iPhone user agent), fully usable', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: IPHONE,
      viewport: MOBILE,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${PAGE}?library=chosen`);
    await expect(page.locator('#edit-page-layout')).toHaveAttribute('data-enhanced', '');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(page.locator('.ts-wrapper')).toHaveCount(0);
    await page.getByLabel('Page layout').selectOption({ label: 'News list' });
    await page.getByLabel('Alert topics').selectOption(['2', '3']);
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await expect(page.locator('.messages--status')).toContainText('page_layout=9');
    await expect(page.locator('.messages--status')).toContainText('topics[]=2, topics[]=3');
    // The first configuration has no such rule.
    await page.goto(PAGE);
    await expect(page.locator('.ts-wrapper')).toHaveCount(9);
    await context.close();
  });

  test('without the setting, or for a visitor, selects stay native', async ({ page }) => {
    await open(page, '?library=none');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(page.locator('.ts-wrapper')).toHaveCount(0);
    await page.goto(`${PAGE}?anonymous=1`);
    await page.waitForFunction(() => !!window.Trellis);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(page.locator('.ts-wrapper')).toHaveCount(0);
    await expect(page.locator('#edit-page-layout')).not.toHaveAttribute('data-enhanced', '');
  });
});

test.describe('enhanced selects: accessibility', { tag: '@react' }, () => {
  test('no axe violations in both configurations, closed and open, at both widths', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const [query, viewport] of [
      ['', DESKTOP],
      ['?library=chosen', MOBILE],
    ] as const) {
      await open(page, query, viewport);
      await enhanced(page, 9);
      await expectNoAxeViolations(page);
      await combo(page, 'Alert topics').click();
      await expectNoAxeViolations(page);
    }
  });
});

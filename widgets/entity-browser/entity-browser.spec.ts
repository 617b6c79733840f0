import type { Locator, Page } from '@playwright/test';
import {
  atFirstPaint,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  MOBILE,
  test,
} from '../../test/support/fixtures';

const URL = '/widgets/entity-browser';

async function open(page: Page, viewport = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.goto(URL);
  await expect(page.locator('.entity-browser-selection').first()).toHaveAttribute(
    'data-enhanced',
    '',
  );
  await expect(page.locator('.entity-browser-selection[data-enhanced]')).toHaveCount(4);
}

const field = (page: Page, name: RegExp) => page.getByRole('group', { name });
const value = (f: Locator) => f.locator('input.eb-target').inputValue();
const labels = (f: Locator) => f.locator('.entities-list .item-label').allTextContents();

/** The browser's labels by position (the fixture's first eight news items). */
async function available(f: Locator): Promise<string[]> {
  return f.locator('.entity-browser__choices label').allTextContents();
}
async function tokenOf(f: Locator, label: string): Promise<string> {
  return f
    .locator('.entity-browser__choices .form-item', { hasText: label })
    .locator('input')
    .inputValue();
}

async function pick(f: Locator, labelsToPick: string[]) {
  await f.getByText('Select entities').click();
  for (const l of labelsToPick) await f.getByLabel(l, { exact: true }).check();
  await f.getByRole('button', { name: 'Use selected' }).click();
}

test.describe('entity browser: selection modes and cardinality', { tag: '@react' }, () => {
  test('append keeps existing items first and cuts new ones past the cardinality (3)', async ({
    page,
  }) => {
    await open(page);
    const related = field(page, /Related news/);
    const all = await available(related);
    const before = await labels(related);
    const changes = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.addEventListener(
            'entity-browser:change',
            (e) => resolve((e as CustomEvent).detail),
            {
              once: true,
            },
          ),
        ),
    );
    const updated = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          document.addEventListener('entity_browser_value_updated', (e) =>
            resolve((e.target as HTMLElement).classList.contains('eb-target')),
          ),
        ),
    );
    await pick(related, [all[5]!, all[6]!]);
    expect(await labels(related)).toEqual([...before, all[5]]);
    const expected = [
      ...(await Promise.all(before.map((l) => tokenOf(related, l)))),
      await tokenOf(related, all[5]!),
    ].join(' ');
    expect(await value(related)).toBe(expected);
    expect(await changes).toEqual({
      value: expected,
      tokens: expected.split(' '),
      reason: 'select',
    });
    expect(await updated).toBe(true);
    // Full: the launcher goes away until something is removed.
    await expect(related.getByText('Select entities')).toBeHidden();
    await expect(page.locator('#drupal-live-announce')).toHaveText(
      '1 item added. The field holds at most 3 items. 3 items selected.',
    );
  });

  test('prepend puts new items first and drops the oldest past the cardinality (2)', async ({
    page,
  }) => {
    await open(page);
    const featured = field(page, /Featured news/);
    const all = await available(featured);
    await pick(featured, [all[6]!]);
    const [existing] = await labels(featured).then((l) => l.slice(1));
    expect(await labels(featured)).toEqual([all[6], existing]);
    await featured.getByRole('button', { name: `Remove: ${existing}` }).click();
    await pick(featured, [all[0]!, all[1]!]);
    // Both new ones first (browser order), the older one dropped.
    expect(await labels(featured)).toEqual([all[0], all[1]]);
    expect(await value(featured)).toBe(
      `${await tokenOf(featured, all[0]!)} ${await tokenOf(featured, all[1]!)}`,
    );
  });

  test('edit mode shows the current selection in the browser and replaces it', async ({ page }) => {
    await open(page);
    const list = field(page, /Reading list/);
    const current = await labels(list);
    await list.getByText('Select entities').click();
    for (const l of current) await expect(list.getByLabel(l, { exact: true })).toBeChecked();
    const all = await available(list);
    await list.getByLabel(current[0]!, { exact: true }).uncheck();
    const extra = all.find((l) => !current.includes(l))!;
    await list.getByLabel(extra, { exact: true }).check();
    await list.getByRole('button', { name: 'Use selected' }).click();
    // The browser's order: what stayed checked and the new pick.
    const expected = all.filter((l) => l === extra || current.slice(1).includes(l));
    expect(await labels(list)).toEqual(expected);
  });

  test('a cardinality that is not a number is unlimited', async ({ page }) => {
    await open(page);
    const archive = field(page, /Archive/);
    const all = await available(archive);
    await pick(archive, all.slice(0, 6));
    expect(await labels(archive)).toEqual(all.slice(0, 6));
    await pick(archive, all.slice(6));
    expect(await labels(archive)).toHaveLength(8);
    await expect(archive.getByText('Select entities')).toBeVisible();
  });
});

test.describe('entity browser: reordering', { tag: '@react' }, () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`by keyboard at ${viewport.width} px: buttons and Alt+Arrow, with focus kept and announced`, async ({
      page,
    }) => {
      await open(page, viewport);
      const list = field(page, /Reading list/);
      const [a, b, c] = await labels(list);
      const down = list.getByRole('button', { name: `Move down: ${a}` });
      await down.focus();
      await page.keyboard.press('Enter');
      expect(await labels(list)).toEqual([b, a, c]);
      await expect(down).toBeFocused();
      await expect(page.locator('#drupal-live-announce')).toHaveText(
        `${a} moved to position 2 of 3.`,
      );
      await page.keyboard.press('Enter');
      expect(await labels(list)).toEqual([b, c, a]);
      // At the end: Move down does nothing and keeps focus.
      await expect(down).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      expect(await labels(list)).toEqual([b, c, a]);
      await expect(down).toBeFocused();
      await page.keyboard.press('Alt+ArrowUp');
      await page.keyboard.press('Alt+ArrowUp');
      expect(await labels(list)).toEqual([a, b, c]);
      const tokens = await Promise.all([a, b, c].map((l) => tokenOf(list, l!)));
      expect(await value(list)).toBe(tokens.join(' '));
    });
  }

  test('by dragging the handle', async ({ page }) => {
    await open(page);
    const list = field(page, /Reading list/);
    const [a, b, c] = await labels(list);
    const handle = list.locator('.item-container', { hasText: a! }).locator('.tabledrag-handle');
    const target = list.locator('.item-container', { hasText: c! });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 5, to.y + to.height - 2, { steps: 8 });
    await page.mouse.up();
    expect(await labels(list)).toEqual([b, c, a]);
    await expect(page.locator('#drupal-live-announce')).toHaveText(
      `${a} moved to position 3 of 3.`,
    );
  });

  test('removing keeps focus in the list and brings the launcher back', async ({ page }) => {
    await open(page);
    const related = field(page, /Related news/);
    const all = await available(related);
    await pick(related, [all[7]!]);
    await expect(related.getByText('Select entities')).toBeHidden();
    const [first, second] = await labels(related);
    await related.getByRole('button', { name: `Remove: ${first}` }).click();
    await expect(related.getByRole('button', { name: `Remove: ${second}` })).toBeFocused();
    await expect(related.getByText('Select entities')).toBeVisible();
    await expect(page.locator('#drupal-live-announce')).toContainText(`${first} removed.`);
  });
});

test.describe('entity browser: the form', { tag: '@react' }, () => {
  test('Save posts the hidden values in their new order', async ({ page }) => {
    await open(page);
    const list = field(page, /Reading list/);
    const [a] = await labels(list);
    await list.getByRole('button', { name: `Move down: ${a}` }).click();
    const expected = await value(list);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText(
      `Reading list (edit, unlimited): ${expected}`,
    );
  });

  test('without JavaScript the browser submit merges on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(URL);
    const related = page.getByRole('group', { name: /Related news/ });
    const before = await related.locator('.item-label').allTextContents();
    await related.locator('summary').click();
    const choices = await related.locator('.entity-browser__choices label').allTextContents();
    await related.getByLabel(choices[6]!, { exact: true }).check();
    await related.getByRole('button', { name: 'Use selected' }).click();
    const after = page.getByRole('group', { name: /Related news/ });
    await expect(after.locator('.item-label')).toHaveText([...before, choices[6]!]);
    await context.close();
  });

  for (const viewport of [DESKTOP, MOBILE])
    test(`the theme gives the server's items their height with controls: enhancing moves nothing at ${viewport.width} px`, async ({
      browser,
      page,
    }) => {
      const heights = (p: Page) =>
        p
          .locator('.entities-list > li')
          .evaluateAll((items) => items.map((li) => (li as HTMLElement).offsetHeight));
      const before = await atFirstPaint(browser, URL, viewport, heights);
      await open(page, viewport);
      expect(await heights(page)).toEqual(before);
    });

  test('without JavaScript no row is held open for controls that never come', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(URL);
    const items = await page
      .locator('.entities-list > li')
      .evaluateAll((lis) =>
        lis.map((li) => [
          (li as HTMLElement).offsetHeight,
          (li.querySelector('.item-label') as HTMLElement).offsetHeight,
        ]),
      );
    expect(items.length).toBeGreaterThan(0);
    for (const [item, label] of items) expect(item).toBe(label);
    await context.close();
  });

  test('no axe violations, with the browser open and after changes, at both widths', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const viewport of [DESKTOP, MOBILE]) {
      await open(page, viewport);
      await field(page, /Reading list/)
        .getByText('Select entities')
        .click();
      await field(page, /Reading list/)
        .getByRole('button', { name: /^Move down/ })
        .first()
        .click();
      await expectNoAxeViolations(page);
    }
  });

  test('a value the server listed no items for gets them on mount, and an empty list it added goes', async ({
    page,
  }) => {
    await installLeakCounters(page); // and the __whenEnhanced probe
    await open(page);
    const result = await page.evaluate(async () => {
      const box = document.createElement('div');
      box.innerHTML = `<fieldset class="entity-browser-selection" id="bare"><legend>Bare</legend>
        <input type="hidden" class="eb-target" value="node:5"></fieldset>
        <fieldset class="entity-browser-selection" id="empty"><legend>Empty</legend>
        <input type="hidden" class="eb-target" value=""></fieldset>`;
      const markup = box.innerHTML;
      document.body.append(box);
      const bare = box.querySelector<HTMLElement>('#bare')!;
      const empty = box.querySelector<HTMLElement>('#empty')!;
      if (!(await window.__whenEnhanced(bare)) || !(await window.__whenEnhanced(empty)))
        throw new Error('not enhanced');
      const item = bare.querySelector('.entities-list > [data-entity-id="node:5"]');
      const mounted = {
        label: item?.querySelector('.item-label')?.textContent,
        remove: item?.querySelector('.entity-browser__remove')?.getAttribute('aria-label'),
        emptyList: empty.querySelectorAll('.entities-list').length,
      };
      box.remove();
      await new Promise((r) => setTimeout(r, 0));
      // The empty list the widget added goes; the item the value names stays for the next mount.
      return { mounted, bare: bare.outerHTML, empty: empty.outerHTML, markup };
    });
    expect(result.mounted).toEqual({ label: 'node:5', remove: 'Remove: node:5', emptyList: 1 });
    expect(result.bare).toContain('data-entity-id="node:5"');
    expect(result.markup).toContain(result.empty);
  });

  test('inserting and removing a field 40 times leaks nothing and restores its markup', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await installLeakCounters(page);
    await open(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const host = document.querySelector<HTMLElement>('#edit-field-archive')!;
        const parent = host.parentElement!;
        const next = host.nextSibling;
        for (let i = 0; i < count; i++) {
          host.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (host.querySelector('.entity-browser__controls'))
            throw new Error('controls left behind');
          parent.insertBefore(host, next);
          if (!(await window.__whenEnhanced(host))) throw new Error(`cycle ${i}: not enhanced`);
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { warmUp: 5, rounds: 40 });
  });
});

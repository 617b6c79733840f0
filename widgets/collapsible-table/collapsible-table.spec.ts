import type { Locator } from '@playwright/test';
import {
  atFirstPaint,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  MOBILE,
  stopTrace,
  test,
} from '../../test/support/fixtures';

const PAGE = '/widgets/collapsible-table';

/** The label CSS prints before a cell, or 'none'. */
const printedLabel = (cell: Locator) =>
  cell.evaluate((el) => getComputedStyle(el, '::before').content);

test.describe('collapsible-table', { tag: '@react' }, () => {
  // axe and leak cycles on a shared, loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('every cell gets its column header as a label, except in total rows', async ({ page }) => {
    await page.goto(PAGE);
    const table = page.locator('#segment-revenue');
    await expect(table).toHaveAttribute('data-enhanced', '');
    const row = table.locator('tbody tr').nth(1);
    await expect(row.locator('th')).toHaveAttribute('data-label', 'Segment');
    expect(
      await row
        .locator('td')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-label'))),
    ).toEqual(['Q1 2026', 'Q2 2026', 'Q3 2026']);
    // The CMS's own label wins.
    await expect(table.getByRole('cell', { name: '948' })).toHaveAttribute(
      'data-label',
      'Q2 2026 (restated)',
    );
    // Total rows: a class on the row, or the table footer.
    for (const cell of await table.locator('tr.total > *').all())
      await expect(cell).not.toHaveAttribute('data-label', /.*/);
    const dividends = page.locator('#dividends');
    await expect(dividends.locator('tfoot td').first()).not.toHaveAttribute('data-label', /.*/);
    await expect(dividends.locator('tbody td').last()).toHaveAttribute('data-label', 'Amount');
  });

  test('at 375 px rows stack into cards that print the labels; at 1280 px it stays a table', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(PAGE);
    const cell = page.locator('#segment-revenue').getByRole('cell', { name: '1,480' });
    await expect(page.locator('#segment-revenue')).toHaveAttribute('data-enhanced', '');
    expect(await printedLabel(cell)).toBe('"Q1 2026"');
    expect(await cell.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    const total = page.locator('#segment-revenue tr.total td').first();
    expect(await printedLabel(total)).toBe('none');
    // The header row is visually hidden but still names the columns.
    await expect(page.getByRole('columnheader', { name: 'Q1 2026' })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.setViewportSize(DESKTOP);
    expect(await printedLabel(cell)).toBe('none');
    expect(await cell.evaluate((el) => getComputedStyle(el).display)).toBe('table-cell');
    await expectNoAxeViolations(page);
  });

  test('at 375 px the theme lays the cards out from the first paint: the labels move nothing', async ({
    browser,
    page,
  }) => {
    const boxes = (p: typeof page) =>
      p
        .locator('.collapsible-table :is(caption, tbody, tfoot) > tr > *, caption')
        .evaluateAll((cells) =>
          cells.map((c) => {
            const r = c.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height].map(Math.round).join(' ');
          }),
        );
    const before = await atFirstPaint(browser, PAGE, MOBILE, boxes);
    await page.setViewportSize(MOBILE);
    await page.goto(PAGE);
    await expect(page.locator('.collapsible-table[data-enhanced]')).toHaveCount(2);
    expect(await boxes(page)).toEqual(before);
  });

  test('at 375 px the card rules leave a class or data-enhanced change elsewhere to restyle its element alone', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(PAGE);
    await expect(page.locator('#segment-revenue')).toHaveAttribute('data-enhanced', '');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'change-box';
      box.innerHTML = '<span>x</span>'.repeat(200);
      document.querySelector('main')!.append(box);
      void getComputedStyle(box).color;
    });
    // A rule keyed on an attribute with `*` as its subject (the theme's `tr[class*='total'] > *`,
    // the enhanced `[data-enhanced] > * > tr > *`) has Chromium restyle the whole subtree of
    // every element where that attribute changes.
    const styled: Record<string, number> = {};
    for (const [name, value] of [
      ['class', 'is-active'],
      ['data-enhanced', ''],
    ]) {
      // The fewest of three changes: other work of the page may restyle in the same window.
      const counts: number[] = [];
      for (let round = 0; round < 3; round++) {
        await browser.startTracing(page, { categories: ['devtools.timeline'] });
        await page.evaluate(
          ([name, value]) => {
            const box = document.getElementById('change-box')!;
            if (box.hasAttribute(name!)) box.removeAttribute(name!);
            else box.setAttribute(name!, value!);
            void getComputedStyle(box).color;
          },
          [name, value],
        );
        counts.push(
          Math.max(
            0,
            ...(await stopTrace(browser))
              .filter((e) => e.name === 'UpdateLayoutTree')
              .map((e) => e.args?.elementCount ?? 0),
          ),
        );
      }
      styled[name!] = Math.min(...counts);
    }
    expect(styled).toEqual({ class: expect.any(Number), 'data-enhanced': expect.any(Number) });
    expect(Math.max(...Object.values(styled))).toBeLessThan(10);
  });

  test('without JavaScript the table is untouched', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator('[data-label]')).toHaveCount(1); // only the CMS's own
    const cell = page.getByRole('cell', { name: '1,480' });
    expect(await cell.evaluate((el) => getComputedStyle(el).display)).toBe('table-cell');
    await context.close();
  });

  test('inserting and removing tables 200 times leaves nothing behind and removes the labels', async ({
    page,
  }) => {
    await installLeakCounters(page);
    await page.goto(PAGE);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const source = document.querySelector('#segment-revenue')!;
        for (let i = 0; i < count; i++) {
          const copy = source.cloneNode(true) as HTMLTableElement;
          copy.id = `copy-${i}`;
          copy.querySelectorAll('[data-label]').forEach((c) => c.removeAttribute('data-label'));
          copy.querySelector('trellis-root')?.remove();
          document.querySelector('main')!.append(copy);
          // Mounts run in slices: wait (bounded) for this one rather than exactly one tick.
          const labelled = (t: Element) => !!t.querySelector('td[data-label="Q1 2026"]');
          if (!(await window.__whenEnhanced(copy, labelled))) throw new Error('not labelled');
          copy.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (copy.querySelector('[data-label]')) throw new Error('labels left behind');
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle);
  });
});

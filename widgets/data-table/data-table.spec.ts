import type { Page, Route } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  installEnhancedWait,
  installLeakCounters,
  DESKTOP,
  MOBILE,
  holdChunks,
  openRuntimePage,
  entryCode,
  expectNothingLeft,
} from '../../test/support/fixtures';

const LARGE = '/widgets/data-table/large?rows=10000';

async function ready(page: Page, host = 'table.datatable'): Promise<void> {
  // Tables wait until they come near the viewport: a reader scrolls to them.
  await page.locator(host).first().scrollIntoViewIfNeeded();
  // Generous: a 10,000-row page on a loaded machine takes a while to parse.
  await expect(page.locator(host).first()).toHaveAttribute('data-dt-ready', '', {
    timeout: 30_000,
  });
}

/** Every table on the page, each enhanced as a reader scrolls to it. */
async function readyAll(page: Page): Promise<void> {
  for (const host of await page.locator('table.datatable, [data-table-id]').all()) {
    await host.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-dt-ready', '', { timeout: 30_000 });
  }
}

/** The texts of one column on the visible page. */
function column(page: Page, index: number, table = 'table.datatable') {
  return page.locator(`${table} tbody tr td:nth-child(${index + 1})`).allTextContents();
}

const filingsTable = (page: Page) => page.getByRole('table', { name: 'SEC filings' });

/**
 * Drupal's JS as a site has it, with one behaviour that marks each table row it attaches to,
 * once (core/once): `data-once="rows"`.
 */
async function installDrupalRowBehaviour(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drupal = {
      behaviors: {
        rows: {
          attach(context: Element | Document) {
            for (const tr of context.querySelectorAll<HTMLElement>('tbody tr:not([data-once])'))
              tr.setAttribute('data-once', 'rows');
          },
        },
      },
      attachBehaviors(context: Element | Document = document) {
        for (const b of Object.values(drupal.behaviors)) b.attach(context);
      },
      t: (source: string) => source,
    };
    (window as unknown as { Drupal: typeof drupal }).Drupal = drupal;
  });
}

/** Server rows of a (Date, Name) table: "Row 0", "Row 1" …, dated through a month's 28 days. */
function dateRows(count: number, month: string): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `<tr><td>${month}-${String((i % 28) + 1).padStart(2, '0')}</td><td>Row ${i}</td></tr>`,
  );
}

test.describe('data-table', { tag: '@react' }, () => {
  test.describe.configure({ timeout: 120_000 });
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`sorts 10,000 rows by a header button and flips on a second press at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(LARGE);
      await ready(page);
      const table = filingsTable(page);
      const date = table.getByRole('columnheader', { name: 'Date' });
      const pages = table.getByRole('columnheader', { name: 'Pages' });
      // Default: first column ascending, only that header carries aria-sort.
      await expect(date).toHaveAttribute('aria-sort', 'ascending');
      await expect(page.locator('th[aria-sort]')).toHaveCount(1);
      await expect(table.locator('tbody tr')).toHaveCount(10);
      const pagesButton = table.getByRole('button', { name: 'Pages' });
      await pagesButton.click();
      await expect(pages).toHaveAttribute('aria-sort', 'ascending');
      await expect(date).not.toHaveAttribute('aria-sort', /.*/);
      await expect(pagesButton).toBeFocused();
      const ascending = (await column(page, 4)).map(Number);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(ascending[0]).toBe(1);
      await pagesButton.click();
      await expect(pages).toHaveAttribute('aria-sort', 'descending');
      const descending = (await column(page, 4)).map(Number);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      expect(descending[0]).toBe(240);
      await expect(page.getByText('Showing 1 to 10 of 10,000 entries')).toBeVisible();
    });
  }

  test('sorts dates as dates and text with the collator, keeping server order for ties', async ({
    page,
  }) => {
    await page.goto('/widgets/data-table');
    await ready(page);
    const table = filingsTable(page);
    const firstDates = await column(page, 0, '#sec-filings');
    const times = firstDates.map((d) => Date.parse(d));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await table.getByRole('button', { name: 'Description' }).click();
    const texts = await column(page, 2, '#sec-filings');
    expect(texts).toEqual(
      [...texts].sort(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare),
    );
    // Prices: currency and percentages sort as numbers.
    const prices = page.getByRole('table', { name: 'Historical prices' });
    await prices.getByRole('button', { name: 'Change' }).click();
    const changes = (await column(page, 4, '[data-table-id] table')).map(parseFloat);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
  });

  test('a table whose markup declares an order (data-order) starts in it: SEC filings newest first', async ({
    page,
  }) => {
    await page.goto('/investors/sec-filings');
    await ready(page);
    const date = page.getByRole('columnheader', { name: 'Date' });
    await expect(date).toHaveAttribute('aria-sort', 'descending');
    const times = (await column(page, 0)).map((d) => Date.parse(d));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The newest filing the server sent comes first.
    const served = await (await page.request.get('/investors/sec-filings')).text();
    const newest = [...served.matchAll(/<td data-order="([\d-]+)"/g)]
      .map((m) => m[1]!)
      .sort()
      .at(-1);
    await expect(
      page.locator('table.datatable tbody tr').first().locator('td').first(),
    ).toHaveAttribute('data-order', newest!);
  });

  test('header buttons sort from the keyboard with Enter and Space', async ({ page }) => {
    await page.goto('/widgets/data-table');
    await ready(page);
    const table = filingsTable(page);
    const form = table.getByRole('button', { name: 'Form' });
    await form.focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: 'Form' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.keyboard.press('Space');
    await expect(table.getByRole('columnheader', { name: 'Form' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(form).toBeFocused();
    await expect(page.locator('#drupal-live-announce')).toContainText('Sorted by Form, descending');
  });

  test('host scripts sort and search through sortBy() and search() on the table', async ({
    page,
  }) => {
    await page.goto('/widgets/data-table');
    await ready(page);
    const table = filingsTable(page);
    const pages = table.getByRole('columnheader', { name: 'Pages' });
    type Api = HTMLElement & {
      sortBy(column: number, direction?: 'asc' | 'desc'): void;
      search(term: string): void;
    };
    await table.evaluate((el) => (el as Api).sortBy(4, 'desc'));
    await expect(pages).toHaveAttribute('aria-sort', 'descending');
    const descending = (await column(page, 4, '#sec-filings')).map(Number);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    // Without a direction, as a press: the sorted column flips.
    await table.evaluate((el) => (el as Api).sortBy(4));
    await expect(pages).toHaveAttribute('aria-sort', 'ascending');
    await table.evaluate((el) => (el as Api).search('proxy'));
    await expect(page.getByLabel('Search:').first()).toHaveValue('proxy');
    await expect(page.locator('.dt-info').first()).toHaveText(
      /^Showing 1 to 10 of [\d,]+ entries \(filtered from 420 total entries\)$/,
    );
    for (const text of await column(page, 2, '#sec-filings'))
      expect(text.toLowerCase()).toContain('proxy');
    // Gone with the enhancement: the server table has no such methods.
    expect(
      await table.evaluate(async (el) => {
        el.remove();
        await new Promise((r) => setTimeout(r, 0));
        return 'sortBy' in el || 'search' in el;
      }),
    ).toBe(false);
  });

  test('a sort that stays on the first page leaves the pager and the count as they were', async ({
    page,
  }) => {
    await page.goto('/widgets/data-table');
    await ready(page);
    const table = filingsTable(page);
    const pager = page.getByRole('navigation', { name: 'SEC filings pagination' });
    // Nothing there changes, so nothing is rebuilt: a rebuilt pager is the click's own cost,
    // and a screen reader re-reads what it replaces.
    await page.evaluate(() => {
      const w = window as unknown as { kept: Node[] };
      w.kept = [
        ...document.querySelectorAll('.dt-numbers button'),
        ...document.querySelector('.dt-info')!.childNodes,
      ];
    });
    await table.getByRole('button', { name: 'Form' }).click();
    await expect(table.getByRole('columnheader', { name: 'Form' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(
      await page.evaluate(() =>
        (window as unknown as { kept: Node[] }).kept.every((node) => node.isConnected),
      ),
    ).toBe(true);
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A move to another page draws the pager anew.
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('search filters 10,000 rows, reports the filtered count and the no-match text', async ({
    page,
  }) => {
    await page.goto(LARGE);
    await ready(page);
    // The served row "… #9999": no other description holds its number.
    const served = await (await page.request.get(LARGE)).text();
    const unique = served.match(/<td>([^<]*#9999)<\/td>/)![1]!;
    const search = page.getByLabel('Search:');
    await search.fill('proxy');
    await expect(page.locator('.dt-info')).toHaveText(
      /^Showing 1 to 10 of [\d,]+ entries \(filtered from 10,000 total entries\)$/,
    );
    for (const text of await column(page, 2)) expect(text.toLowerCase()).toContain('proxy');
    // Every word must match, in any column: "annual" is in the description, "11-" in the form
    // (any-word matching would add the 10-K rows; one column alone would find nothing).
    await search.fill('annual 11-');
    await expect.poll(async () => [...new Set(await column(page, 1))]).toEqual(['11-K']);
    await search.fill('proxy 10-'); // both words exist, never in one row
    await expect(page.getByRole('cell', { name: 'No matching records found' })).toBeVisible();
    await search.fill(`"${unique.toLowerCase()}"`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('.dt-info')).toHaveText(
      'Showing 1 to 1 of 1 entry (filtered from 10,000 total entries)',
    );
    await search.fill('no such filing anywhere');
    await expect(page.getByRole('cell', { name: 'No matching records found' })).toBeVisible();
    await expect(page.locator('.dt-info')).toHaveText(
      'Showing 0 to 0 of 0 entries (filtered from 10,000 total entries)',
    );
    await expect(search).toBeFocused();
    await expect(page.locator('#drupal-live-announce')).toContainText('No matching records found');
    await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('an empty table says so', async ({ page }) => {
    await page.goto('/widgets/data-table');
    await ready(page, '#upcoming-events');
    const table = page.getByRole('table', { name: 'Upcoming events' });
    await expect(table.getByRole('cell', { name: 'No data available in table' })).toBeVisible();
    await expect(table.getByRole('cell')).toHaveAttribute('colspan', '2');
    await expectNoAxeViolations(page);
  });

  test('simple-numbers paging shows seven entries with ellipses and keeps focus', async ({
    page,
  }) => {
    await page.goto(LARGE);
    await ready(page);
    const nav = page.getByRole('navigation', { name: 'SEC filings pagination' });
    const labels = () =>
      nav
        .locator('li')
        .evaluateAll((items) => items.map((li) => li.textContent!.replace('Page ', '')));
    expect(await labels()).toEqual(['1', '2', '3', '4', '5', '…', '1,000']);
    const previous = nav.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await nav.getByRole('button', { name: 'Page 5', exact: true }).click();
    expect(await labels()).toEqual(['1', '…', '4', '5', '6', '…', '1,000']);
    await expect(nav.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: 'Page 5', exact: true })).toBeFocused();
    await expect(page.locator('.dt-info')).toHaveText('Showing 41 to 50 of 10,000 entries');
    await nav.getByRole('button', { name: 'Page 1,000' }).click();
    expect(await labels()).toEqual(['1', '…', '996', '997', '998', '999', '1,000']);
    const next = nav.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await previous.click();
    await expect(previous).toBeFocused();
    await expect(page.locator('.dt-info')).toHaveText('Showing 9,981 to 9,990 of 10,000 entries');
    await next.press('Enter');
    await expect(page.locator('.dt-info')).toHaveText('Showing 9,991 to 10,000 of 10,000 entries');
    // Next is a no-op at the end (aria-disabled, so it keeps focus).
    await next.press('Enter');
    await expect(next).toBeFocused();
    await expect(page.locator('.dt-info')).toHaveText('Showing 9,991 to 10,000 of 10,000 entries');
  });

  test('page length 10/25/50/100 keeps the first shown record on the page', async ({ page }) => {
    await page.goto('/widgets/data-table');
    await ready(page);
    const length = page.getByLabel('Items Per Page').first();
    await expect(length.locator('option')).toHaveText(['10', '25', '50', '100']);
    await expect(length).toHaveValue('10');
    await page
      .getByRole('navigation', { name: 'SEC filings pagination' })
      .getByRole('button', { name: 'Page 4', exact: true })
      .click();
    await length.selectOption('25');
    await expect(page.locator('#sec-filings tbody tr')).toHaveCount(25);
    await expect(
      page.locator('.dt-container', { has: page.locator('#sec-filings') }).locator('.dt-info'),
    ).toHaveText('Showing 26 to 50 of 420 entries');
    await length.selectOption('100');
    await expect(page.locator('#sec-filings tbody tr')).toHaveCount(100);
  });

  test('state (page, length, order, search) is restored per table and path, and expires after 7200 s', async ({
    page,
  }) => {
    // A paused clock: Date.now() moves only when the test says so, however slow the machine.
    const start = new Date('2026-11-20T09:00:00Z').getTime();
    await page.clock.install({ time: start - 1000 });
    await page.clock.pauseAt(start);
    await page.goto('/widgets/data-table');
    await ready(page);
    const table = filingsTable(page);
    await table.getByRole('button', { name: 'Pages' }).click();
    await table.getByRole('button', { name: 'Pages' }).click();
    await page.getByLabel('Items Per Page').first().selectOption('25');
    await page.getByLabel('Search:').first().fill('report');
    await page
      .getByRole('navigation', { name: 'SEC filings pagination' })
      .getByRole('button', { name: 'Page 2', exact: true })
      .click();
    const saved = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('DataTables_sec-filings_/widgets/data-table')!),
    );
    expect(saved.value).toMatchObject({
      start: 25,
      length: 25,
      order: [4, 'desc'],
      search: 'report',
    });
    expect(saved.expires).toBe(start + 7200 * 1000);
    // The other table on the page keeps its own state.
    expect(
      await page.evaluate(() =>
        localStorage.getItem('DataTables_historical-prices_/widgets/data-table'),
      ),
    ).not.toBeNull();

    await page.clock.setSystemTime(start + 7100 * 1000);
    await page.reload();
    await ready(page);
    await expect(table.getByRole('columnheader', { name: 'Pages' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByLabel('Items Per Page').first()).toHaveValue('25');
    await expect(page.getByLabel('Search:').first()).toHaveValue('report');
    await expect(
      page
        .getByRole('navigation', { name: 'SEC filings pagination' })
        .getByRole('button', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    // Restoring saved it again at 7100 s: still there 7199 s later, gone at 7201 s.
    await page.clock.setSystemTime(start + (7100 + 7199) * 1000);
    await page.reload();
    await ready(page);
    await expect(page.getByLabel('Search:').first()).toHaveValue('report');
    await page.clock.setSystemTime(start + (7100 + 7199 + 7201) * 1000);
    await page.reload();
    await ready(page);
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByLabel('Items Per Page').first()).toHaveValue('10');
    await expect(page.getByLabel('Search:').first()).toHaveValue('');
  });

  test('a state saved by DataTables itself is read while fresh; a bad one is ignored', async ({
    page,
  }) => {
    await page.goto('/widgets/data-table');
    // Once enhanced: a table still enhancing saves its own state when it first draws.
    await ready(page);
    await page.evaluate(() => {
      localStorage.setItem(
        'DataTables_sec-filings_/widgets/data-table',
        JSON.stringify({
          time: Date.now(),
          start: 50,
          length: 50,
          order: [[1, 'desc']],
          search: { search: '' },
          columns: [{}, {}, {}, {}, {}, {}],
        }),
      );
      localStorage.setItem(
        'DataTables_historical-prices_/widgets/data-table',
        JSON.stringify({ value: { start: -4, length: 7, order: [99, 'up'] }, expires: null }),
      );
    });
    await page.reload();
    await ready(page);
    await expect(filingsTable(page).getByRole('columnheader', { name: 'Form' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByLabel('Items Per Page').first()).toHaveValue('50');
    const prices = page.getByRole('table', { name: 'Historical prices' });
    await expect(prices.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(prices.locator('tbody tr')).toHaveCount(10);
  });

  test('with the accessible-accordions setting the length menu sits in a disclosure', async ({
    page,
  }) => {
    await page.goto('/widgets/data-table/accessible');
    await ready(page);
    const length = page.getByLabel('Items Per Page');
    await expect(length).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Table options' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(length).toBeVisible();
    await expectNoAxeViolations(page);
    await length.selectOption('50');
    await expect(page.locator('tbody tr')).toHaveCount(50);
    await trigger.press('Enter');
    await expect(length).toBeHidden();
  });

  test('controls are labelled and every state passes axe', async ({ page }) => {
    await page.goto('/widgets/data-table');
    await readyAll(page);
    await expect(page.getByLabel('Search:')).toHaveCount(3);
    await expect(page.getByLabel('Items Per Page')).toHaveCount(3);
    await expect(filingsTable(page)).toHaveAccessibleDescription(
      'Column headers with buttons are sortable.',
    );
    await expectNoAxeViolations(page);
    await filingsTable(page).getByRole('button', { name: 'Group' }).click();
    await page.getByLabel('Search:').first().fill('zzz-nothing');
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE);
    await page.getByLabel('Search:').first().fill('');
    await expectNoAxeViolations(page);
  });

  test('without JavaScript every server row is in the table', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/widgets/data-table');
    await expect(page.locator('#sec-filings tbody tr')).toHaveCount(420);
    await expect(page.locator('#sec-filings tbody tr').nth(419)).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('a long table waiting for its code keeps only its first page in the document, and gets every row back when the code fails or the table leaves', async ({
    page,
  }) => {
    // Drupal's JS, whose behaviours the rows that come back get.
    await installDrupalRowBehaviour(page);
    // The code is on its way until the test lets it fail.
    let fail!: () => void;
    const asked = new Promise<void>((resolve) => {
      const held: Route[] = [];
      fail = () => held.forEach((route) => void route.abort());
      void page.route('**/chunks/data-table-*.js', (route) => {
        held.push(route);
        resolve();
      });
    });
    const warned = page.waitForEvent(
      'console',
      (m) => m.type() === 'warning' && m.text().includes('[trellis] <data-table> failed'),
    );
    await page.goto(LARGE);
    await asked;
    const table = page.locator('table.datatable').first();
    const waiting = await page.evaluate(() => {
      const table = document.querySelector<HTMLTableElement>('table.datatable')!;
      const body = table.tBodies[0]!;
      return {
        inDocument: document.querySelectorAll('table.datatable tbody tr').length,
        bodies: table.tBodies.length,
        first: body.rows[0]!.cells[1]!.textContent,
        tenth: body.rows[9]!.cells[1]!.textContent,
      };
    });
    // The rest waits outside the page: 9,990 rows that no style or DOM walk of the page meets.
    expect(waiting).toEqual({
      inDocument: 10,
      bodies: 1,
      first: expect.any(String),
      tenth: expect.any(String),
    });
    // Taken out before its code came, the table holds the server's tbody again, every row in order.
    const left = await page.evaluate(async () => {
      const holder = document.createElement('div');
      holder.innerHTML = `<table class="datatable" id="leaving"><thead><tr><th>N</th></tr></thead><tbody class="cms">${Array.from({ length: 40 }, (_, i) => `<tr><td>${i}</td></tr>`).join('')}</tbody></table>`;
      const served = holder.querySelector('tbody')!;
      const leaving = holder.firstElementChild as HTMLTableElement;
      leaving.style.marginTop = '300vh';
      document.querySelector('main')!.append(leaving);
      await new Promise((r) => setTimeout(r, 0));
      const parked = leaving.tBodies[0]!.rows.length;
      leaving.remove();
      await new Promise((r) => setTimeout(r, 0));
      const body = leaving.tBodies[0]!;
      return {
        parked,
        same: body === served,
        rows: [...body.rows].map((r) => r.textContent).join(','),
      };
    });
    expect(left).toEqual({
      parked: 10,
      same: true,
      rows: Array.from({ length: 40 }, (_, i) => i).join(','),
    });
    // The code does not come: the server table is the page again, all 10,000 rows shown.
    fail();
    await warned;
    await expect(table).toHaveAttribute('data-trellis-error', '');
    await expect(table.locator('tbody tr')).toHaveCount(10_000);
    await expect(table.locator('tbody tr').nth(9_999)).toBeVisible();
    await expect(table.locator('tbody tr:not([data-once])')).toHaveCount(0);
  });

  test('the table code is a lazy chunk fetched only where a table is', async ({ page }) => {
    const tableChunks: string[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/chunks/') && (await r.text()).includes('No matching records found'))
        tableChunks.push(r.url());
    });
    await openRuntimePage(page);
    await page.waitForLoadState('networkidle');
    expect(tableChunks).toEqual([]);
    const entry = await entryCode(page);
    expect(entry).not.toContain('No matching records found');
    await page.goto('/widgets/data-table');
    await ready(page);
    expect(tableChunks).toHaveLength(1);
  });

  test('a long table out of rendering is trimmed in one removal, then pages, sorts and restores like any other', async ({
    page,
  }) => {
    await installEnhancedWait(page);
    await page.goto('/widgets/data-table');
    await ready(page);
    const trimmed = await page.evaluate(async (rows) => {
      // Far below the fold in a content-visibility section: its rows are never laid out.
      const box = document.createElement('section');
      box.style.cssText =
        'content-visibility: auto; contain-intrinsic-size: auto 40rem; margin-top: 300vh';
      // Marked not to wait for the viewport: this is the path of a table enhanced while its
      // section is skipped (a screen away, or an AJAX insert), taken here without a scroll.
      const markup = `<table class="datatable" id="unrendered" data-trellis-defer="none"><caption>Unrendered</caption><thead><tr><th>Date</th><th>Name</th></tr></thead><tbody class="server-rows" data-origin="cms">\n${rows}\n</tbody></table>`;
      let removedRows = 0;
      const observer = new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes) if (n.nodeName === 'TR') removedRows++;
      });
      observer.observe(box, { childList: true, subtree: true });
      document.querySelector('main')!.append(box);
      // The section is skipped from the first frame that sees it off-screen on.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      box.innerHTML = markup;
      const table = box.querySelector('table')!;
      if (!(await window.__whenEnhanced(table, 'data-dt-ready', 5000)))
        throw new Error('not enhanced');
      observer.disconnect();
      const body = table.tBodies[0]!;
      return {
        removedRows,
        rows: body.rows.length,
        tbody: `${body.className} ${body.dataset.origin}`,
      };
    }, dateRows(500, '2026-02').join('\n'));
    // Only the first page's ten rows move (into the new tbody, then by the first draw); the other
    // 490 leave with the old tbody. Trimmed one row at a time, all 500 would be removed.
    expect(trimmed.removedRows).toBeLessThanOrEqual(20);
    expect(trimmed).toMatchObject({ rows: 10, tbody: 'server-rows cms' });
    const table = page.getByRole('table', { name: 'Unrendered' });
    await table.scrollIntoViewIfNeeded();
    const container = page.locator('.dt-container').filter({ has: table });
    await container.getByRole('button', { name: 'Next' }).click();
    await expect(container.getByText('Showing 11 to 20 of 500 entries')).toBeVisible();
    await table.getByRole('button', { name: 'Date' }).click();
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('2026-02-28');
    const restored = await page.evaluate(async () => {
      const table = document.querySelector<HTMLTableElement>('#unrendered')!;
      table.closest('section')!.remove();
      await new Promise((r) => setTimeout(r, 0));
      const body = table.tBodies[0]!;
      return {
        bodies: table.tBodies.length,
        rows: body.rows.length,
        last: body.rows[499]!.cells[1]!.textContent,
        tbody: body.className,
      };
    });
    expect(restored).toEqual({ bodies: 1, rows: 500, last: 'Row 499', tbody: 'server-rows' });
  });

  test("Drupal's behaviours reach the rows that were outside the page when they attached", async ({
    page,
  }) => {
    await installDrupalRowBehaviour(page);
    await page.goto('/widgets/data-table');
    const table = page.locator('#sec-filings');
    // Drupal attaches to the document (its DOMContentLoaded) while the rows past the first page
    // wait outside it.
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await page.evaluate(() =>
      (window as unknown as { Drupal: { attachBehaviors(): void } }).Drupal.attachBehaviors(),
    );
    await ready(page, '#sec-filings');
    const marked = () =>
      table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-once')).join());
    const ten = Array(10).fill('rows').join();
    expect(await marked()).toBe(ten);
    const container = page.locator('.dt-container').filter({ has: table });
    await container.getByRole('button', { name: 'Next' }).click();
    await expect(container.getByText('Showing 11 to 20 of 420 entries')).toBeVisible();
    expect(await marked()).toBe(ten);
  });

  test('a table that is its own host by data-table-id waits folded to its first page', async ({
    page,
  }) => {
    await page.goto('/widgets/data-table');
    // No `datatable` class: the data-table-id alone makes it a host, and the pending CSS says so.
    const height = await page.evaluate((rows) => {
      const box = document.createElement('div');
      box.innerHTML = `<div style="height: 300vh"></div><table id="own-host" data-table-id="own-host"><thead><tr><th>Date</th><th>Name</th></tr></thead><tbody>${rows}</tbody></table>`;
      document.querySelector('main')!.append(box);
      return box.querySelector('table')!.getBoundingClientRect().height;
    }, dateRows(30, '2026-05').join(''));
    const table = page.locator('#own-host');
    await expect(table).toHaveAttribute('data-trellis-deferred', '');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    // Folded from its first style, with the controls' space kept: enhancing moves nothing below.
    await table.scrollIntoViewIfNeeded();
    await ready(page, '#own-host');
    const container = page.locator('.dt-container').filter({ has: table });
    await expect(container.getByText('Showing 1 to 10 of 30 entries')).toBeVisible();
    const enhanced = await container.evaluate((c) => c.getBoundingClientRect().height);
    expect(Math.abs(enhanced - height)).toBeLessThan(2);
  });

  test('a long table enhanced at once is trimmed without asking its hidden rows whether they show', async ({
    page,
  }) => {
    // Asking one hidden row of 10,000 styles it: 110 ms at 4× CPU.
    await page.addInitScript({
      content: `window.__rowChecks = 0;
        const check = Element.prototype.checkVisibility;
        Element.prototype.checkVisibility = function (options) {
          if (this.localName === 'tr') window.__rowChecks++;
          return check.call(this, options);
        };`,
    });
    await installEnhancedWait(page);
    await page.goto('/widgets/data-table');
    const outcome = await page.evaluate(async (rows) => {
      const box = document.createElement('div');
      box.innerHTML = `<table class="datatable" id="at-once" data-trellis-defer="none"><thead><tr><th>Date</th><th>Name</th></tr></thead><tbody>${rows}</tbody></table>`;
      document.querySelector('main')!.prepend(box);
      const table = box.querySelector('table')!;
      if (!(await window.__whenEnhanced(table, 'data-dt-ready', 10_000)))
        throw new Error('not enhanced');
      return {
        checks: (window as unknown as { __rowChecks: number }).__rowChecks,
        rows: table.tBodies[0]!.rows.length,
      };
    }, dateRows(2_000, '2026-04').join(''));
    expect(outcome).toEqual({ checks: 0, rows: 10 });
  });

  test('a grouped header sorts each column by its own cell, and search finds what a cell shows', async ({
    page,
  }) => {
    await page.goto('/widgets/data-table');
    await page.evaluate(() => {
      const rows = [
        ['Mobile', '1,480', '1,620', '<td data-order="20260131">Jan 31, 2026</td>'],
        ['Cloud', '2,910', '2,400', '<td data-order="20251130">Nov 30, 2025</td>'],
        ['Auto', '620', '-', '<td data-order="20260228">Feb 28, 2026</td>'],
      ]
        .map(([a, b, c, d]) => `<tr><td>${a}</td><td>${b}</td><td>${c}</td>${d}</tr>`)
        .join('');
      document.querySelector('main')!.insertAdjacentHTML(
        'afterbegin',
        `<table class="datatable" id="grouped" data-trellis-defer="none"><caption>Revenue by segment</caption><thead>
          <tr><th rowspan="2">Segment</th><th colspan="2">Revenue</th><th rowspan="2">Reported</th></tr>
          <tr><th>2025</th><th>2026</th></tr></thead><tbody>${rows}</tbody></table>`,
      );
    });
    const table = page.getByRole('table', { name: 'Revenue by segment' });
    await expect(page.locator('#grouped')).toHaveAttribute('data-dt-ready', '');
    for (const name of ['Segment', '2025', '2026', 'Reported'])
      await expect(table.getByRole('button', { name, exact: true })).toHaveCount(1);
    const firstCells = (n: number) =>
      table.locator(`tbody tr td:nth-child(${n})`).allTextContents();
    await table.getByRole('button', { name: '2026', exact: true }).click();
    // The 2026 column, numerically, the '-' placeholder first.
    expect(await firstCells(3)).toEqual(['-', '1,620', '2,400']);
    await table.getByRole('button', { name: 'Reported', exact: true }).click();
    expect(await firstCells(4)).toEqual(['Nov 30, 2025', 'Jan 31, 2026', 'Feb 28, 2026']);
    const container = page.locator('.dt-container').filter({ has: table });
    await container.getByRole('searchbox').fill('Jan');
    expect(await firstCells(1)).toEqual(['Mobile']);
  });

  test('a link focused before the code came keeps focus, on the page that holds its row', async ({
    page,
  }) => {
    const release = await holdChunks(page);
    await page.goto('/widgets/data-table');
    const table = filingsTable(page);
    await table.scrollIntoViewIfNeeded();
    // The server lists the newest filing first; the enhanced table starts oldest first, so that
    // row is on the last of 42 pages.
    const link = table.locator('tbody tr').first().getByRole('link').first();
    const name = (await link.textContent())!;
    await link.focus();
    release();
    await expect(table).toHaveAttribute('data-dt-ready', '');
    const focused = table.getByRole('link', { name, exact: true }).first();
    await expect(focused).toBeFocused();
    await expect(focused).toBeInViewport();
    await expect(page.locator('.dt-info').first()).toHaveText('Showing 411 to 420 of 420 entries');
  });

  test('a table taken out while it is being enhanced gets its headers back, and enhances again', async ({
    page,
  }) => {
    await page.goto('/widgets/data-table');
    const outcome = await page.evaluate(async (rows) => {
      const holder = document.createElement('div');
      holder.innerHTML = `<table class="datatable" id="pulled" data-trellis-defer="none"><thead><tr><th>Date</th><th>Name</th></tr></thead><tbody>${rows}</tbody></table>`;
      const table = holder.firstElementChild as HTMLTableElement;
      (window as unknown as { __pulled: HTMLTableElement }).__pulled = table;
      // Out as soon as the sort buttons are in: the rest of the enhancement is still to come.
      const pulled = new Promise<void>((resolve) => {
        new MutationObserver((_, observer) => {
          if (!table.querySelector('th button')) return;
          observer.disconnect();
          table.remove();
          resolve();
        }).observe(table, { childList: true, subtree: true });
      });
      document.querySelector('main')!.append(table);
      await pulled;
      await new Promise((r) => setTimeout(r, 500));
      return {
        ready: table.hasAttribute('data-dt-ready'),
        buttons: table.querySelectorAll('th button').length,
        headers: [...table.tHead!.rows[0]!.cells].map((th) => th.innerHTML),
        rows: table.tBodies[0]!.rows.length,
      };
    }, dateRows(10_000, '2026-03').join(''));
    expect(outcome).toEqual({ ready: false, buttons: 0, headers: ['Date', 'Name'], rows: 10_000 });
    // Back in the page: a new connection finds the server header and enhances it.
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .prepend((window as unknown as { __pulled: HTMLTableElement }).__pulled),
    );
    const pulled = page.locator('#pulled');
    await expect(pulled).toHaveAttribute('data-dt-ready', '', { timeout: 30_000 });
    await expect(pulled.locator('th button')).toHaveCount(2);
    await pulled.getByRole('button', { name: 'Date' }).click();
    await expect(pulled.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('inserting and removing tables 100 times leaves nothing behind and restores the server table', async ({
    page,
  }) => {
    await installLeakCounters(page);
    await page.goto('/widgets/data-table');
    await readyAll(page);
    // Teardown gives the server markup back: all rows in server order, headers as they were.
    const { servedFirst, ...restored } = await page.evaluate(async () => {
      const served = new DOMParser().parseFromString(
        await (await fetch(location.href)).text(),
        'text/html',
      );
      const table = document.querySelector<HTMLTableElement>('#sec-filings')!;
      table.remove();
      await new Promise((r) => setTimeout(r, 0));
      return {
        rows: table.tBodies[0]!.rows.length,
        first: table.tBodies[0]!.rows[0]!.cells[2]!.textContent,
        header: table.tHead!.rows[0]!.cells[0]!.innerHTML,
        sorted: table.querySelectorAll('[aria-sort], button').length,
        containers: document.querySelectorAll('.dt-container').length,
        inPage: table.isConnected,
        servedFirst:
          served.querySelector<HTMLTableRowElement>('#sec-filings tbody tr')!.cells[2]!.textContent,
      };
    });
    expect(servedFirst).toBeTruthy();
    expect(restored).toEqual({
      rows: 420,
      first: servedFirst,
      header: 'Date',
      sorted: 0,
      containers: 2,
      inPage: false,
    });
    const cycle = (n: number) =>
      page.evaluate(
        async ([count, rows]) => {
          for (let i = 0; i < count; i++) {
            const box = document.createElement('div');
            box.innerHTML = `<table class="datatable" id="leak-${i}"><caption>Leak ${i}</caption><thead><tr><th>Date</th><th>Name</th></tr></thead><tbody>${rows}</tbody></table>`;
            // At the top, in view: tables far down the page wait until a reader nears them.
            document.querySelector('main')!.prepend(box);
            const table = box.querySelector('table')!;
            if (!(await window.__whenEnhanced(table, 'data-dt-ready')))
              throw new Error(`cycle ${i}: not enhanced`);
            table.querySelector<HTMLButtonElement>('.dt-sort')!.click();
            box.remove();
            await new Promise((r) => setTimeout(r, 0));
          }
          // The sort click queues an announcement that one page-wide timer flushes 200 ms later:
          // let it fire, so the timer counts compare settled pages, not the race with that timer.
          await new Promise((r) => setTimeout(r, 250));
          localStorage.clear();
          return window.trellisInternals!.stats();
        },
        [n, dateRows(30, '2026-01').join('')] as const,
      );
    await expectNothingLeft(page, cycle, { warmUp: 10, rounds: 100, nodes: 200 });
  });
});

import type { Page } from '@playwright/test';
import {
  DESKTOP,
  entryCode,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  MOBILE,
  test,
} from '../../test/support/fixtures';
import { pauseClock } from '../../test/support/clock';

const chart = (page: Page) => page.getByRole('slider', { name: 'Stock Chart' });
const range = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Chart range' }).getByRole('radio', { name, exact: true });
const readout = (page: Page) => page.locator('.stock-chart__readout');
const valueText = (page: Page) => chart(page).getAttribute('aria-valuetext');

async function ready(page: Page) {
  await page.goto('/widgets/stock-chart');
  await expect(chart(page)).toBeVisible();
}

/** Days between the first and last trading day the chart shows (from its slider values). */
async function shownSpanDays(page: Page): Promise<number> {
  const el = chart(page);
  await el.focus();
  await page.keyboard.press('Home');
  const first = Date.parse((await valueText(page))!.split(':')[0]!);
  await page.keyboard.press('End');
  const last = Date.parse((await valueText(page))!.split(':')[0]!);
  return Math.round((last - first) / 86_400_000);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`stock-chart at ${viewport.width} px`, { tag: '@react' }, () => {
    test.use({ viewport });

    test('the chart is a lazy chunk: uPlot is not in the entry', async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await ready(page);
      const entry = await entryCode(page);
      expect(entry).not.toContain('uplot');
      expect(scripts.some((s) => s.startsWith('/trellis/chunks/'))).toBe(true);
    });

    test('range buttons are a radio group; each range shows its span of days', async ({ page }) => {
      await ready(page);
      await expect(range(page, '1Y')).toHaveAttribute('aria-checked', 'true');
      const spans: Record<string, number> = {};
      for (const name of ['1M', '3M', '6M', 'YTD', '1Y', '5Y', 'Max']) {
        await range(page, name).click();
        await expect(range(page, name)).toHaveAttribute('aria-checked', 'true');
        await expect(page.locator('[role=radio][aria-checked=true]')).toHaveCount(1);
        spans[name] = await shownSpanDays(page);
      }
      expect(spans['1M']).toBeGreaterThanOrEqual(26);
      expect(spans['1M']).toBeLessThanOrEqual(31);
      expect(spans['3M']).toBeGreaterThanOrEqual(85);
      expect(spans['3M']).toBeLessThanOrEqual(92);
      expect(spans['6M']).toBeGreaterThanOrEqual(177);
      expect(spans['6M']).toBeLessThanOrEqual(184);
      expect(spans['1Y']).toBeGreaterThanOrEqual(360);
      expect(spans['1Y']).toBeLessThanOrEqual(366);
      expect(spans['5Y']).toBeGreaterThanOrEqual(1820);
      expect(spans['5Y']).toBeLessThanOrEqual(1827);
      expect(spans.Max).toBeGreaterThanOrEqual(3640); // ten years
      // YTD starts in January of the last year shown.
      await range(page, 'YTD').click();
      await chart(page).focus();
      await page.keyboard.press('Home');
      expect(await valueText(page)).toMatch(/^Jan [1-5], 2026/);
    });

    test('arrow keys, Home and End move the readout point like a slider', async ({ page }) => {
      await ready(page);
      await range(page, '1M').click();
      const el = chart(page);
      await el.focus();
      const last = Number(await el.getAttribute('aria-valuemax'));
      await expect(el).toHaveAttribute('aria-valuenow', String(last));
      const latest = await valueText(page);
      await page.keyboard.press('ArrowLeft');
      await expect(el).toHaveAttribute('aria-valuenow', String(last - 1));
      expect(await valueText(page)).not.toBe(latest);
      // The visible readout follows the point.
      const date = (await valueText(page))!.split(':')[0]!;
      await expect(readout(page)).toContainText(date);
      await page.keyboard.press('Home');
      await expect(el).toHaveAttribute('aria-valuenow', '0');
      await page.keyboard.press('ArrowLeft');
      await expect(el).toHaveAttribute('aria-valuenow', '0');
      await page.keyboard.press('End');
      await expect(el).toHaveAttribute('aria-valuenow', String(last));
      expect(await valueText(page)).toMatch(/close \$[\d,.]+, change [+-−]?[\d.]+%, volume [\d,]+/);
      await expect(el).toBeFocused();
    });

    test('the range radio group works with arrow keys and keeps one tab stop', async ({ page }) => {
      await ready(page);
      await range(page, '1Y').focus();
      await page.keyboard.press('ArrowRight');
      await expect(range(page, '5Y')).toBeFocused();
      await expect(range(page, '5Y')).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('End');
      await expect(range(page, 'Max')).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(range(page, '1M')).toHaveAttribute('aria-checked', 'true');
      expect(
        await page.locator('[role=radio][tabindex="0"]').count(),
        'one tab stop in the group',
      ).toBe(1);
    });

    test('the pointer crosshair updates the readout', async ({ page }) => {
      await ready(page);
      const box = (await page.locator('.stock-chart__plot .u-over').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
      const early = await readout(page).textContent();
      await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
      await expect(readout(page)).not.toHaveText(early!);
      await expect(page.locator('.u-cursor-x')).toBeVisible();
    });

    test('a summarized data table follows the range for screen readers', async ({ page }) => {
      await ready(page);
      const table = page.getByRole('table', { name: /Stock Chart data, 1Y/ });
      await expect(table).toBeAttached();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(12);
      expect(await rows.count()).toBeLessThanOrEqual(13);
      await range(page, 'Max').click();
      await expect(
        page.getByRole('table', { name: /Stock Chart data, Max: one row per year/ }),
      ).toBeAttached();
      expect(await page.locator('.stock-chart__table tbody tr').count()).toBeLessThanOrEqual(11);
      await range(page, '1M').click();
      await expect(page.getByRole('table', { name: /daily prices/ })).toBeAttached();
      await expectNoAxeViolations(page);
    });

    test('Max draws ten years of daily prices in the next frame', async ({ page }) => {
      await ready(page);
      await range(page, 'Max').click();
      // Drawn synchronously with the data change: by the next animation frame it is there.
      const points = await page.evaluate(
        () =>
          new Promise<string | null>((r) =>
            requestAnimationFrame(() =>
              r(document.querySelector('stock-chart')!.getAttribute('data-points')),
            ),
          ),
      );
      expect(Number(points)).toBeGreaterThan(2500);
      const ms = Number(await page.locator('stock-chart').getAttribute('data-draw-ms'));
      test.info().annotations.push({ type: 'draw-ms (Max)', description: String(ms) });
    });
  });
}

test('the chart resizes with its container', { tag: '@react' }, async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await ready(page);
  const canvasWidth = () =>
    page.locator('.stock-chart__plot canvas').evaluate((c) => c.getBoundingClientRect().width);
  const wide = await canvasWidth();
  await page.locator('stock-chart').evaluate((el) => ((el as HTMLElement).style.width = '500px'));
  await expect.poll(canvasWidth).toBeLessThanOrEqual(500);
  await page.setViewportSize(MOBILE);
  await page.locator('stock-chart').evaluate((el) => ((el as HTMLElement).style.width = ''));
  await expect.poll(canvasWidth).toBeLessThan(MOBILE.width);
  expect(wide).toBeGreaterThan(600);
});

test(
  'a price endpoint failure keeps the server fallback and says so',
  { tag: '@react' },
  async ({ page, consoleEntries }) => {
    await page.goto('/widgets/stock-chart?broken');
    await expect(
      page.getByRole('status').filter({ hasText: 'The stock chart could not be loaded.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'historical price lookup' })).toBeVisible();
    expect(
      consoleEntries.some(
        (e) => e.type === 'warning' && /price data could not be loaded/.test(e.text),
      ),
    ).toBe(true);
  },
);

test(
  'a price endpoint that never answers ends in the failure after the request timeout',
  { tag: '@react' },
  async ({ page }) => {
    await page.clock.install();
    // Never answered: the route is held until the page closes.
    await page.route('**/api/demo/stock-prices/**', () => {});
    const asked = page.waitForRequest('**/api/demo/stock-prices/**');
    await page.goto('/widgets/stock-chart');
    await asked;
    await pauseClock(page);
    const failed = page.getByText('The stock chart could not be loaded.');
    await page.clock.runFor(29_000);
    await expect(failed).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(failed).toBeVisible();
    await expect(page.getByRole('link', { name: 'historical price lookup' })).toBeVisible();
  },
);

test(
  'malformed price data is refused with a warning, not a crash',
  { tag: '@react' },
  async ({ page, consoleEntries }) => {
    await page.route('**/api/demo/stock-prices/**', (route) =>
      route.fulfill({ json: { t: [1, 2, 3], c: [1, 'x', 3] } }),
    );
    await page.goto('/widgets/stock-chart');
    await expect(page.getByText('The stock chart could not be loaded.')).toBeVisible();
    expect(consoleEntries.some((e) => /price data refused/.test(e.text))).toBe(true);
  },
);

test(
  'charts inserted and removed 50 times leave nothing behind',
  { tag: '@react' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await ready(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const original = document.querySelector('stock-chart')!;
        for (let i = 0; i < count; i++) {
          const copy = document.createElement('stock-chart');
          copy.setAttribute('data-src', original.getAttribute('data-src')!);
          original.after(copy);
          const hasSlider = (c: Element) => !!c.querySelector('[role=slider]');
          if (!(await window.__whenEnhanced(copy, hasSlider)))
            throw new Error(`cycle ${i}: no chart`);
          copy.remove();
          await new Promise((r) => setTimeout(r, 0));
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { warmUp: 5, rounds: 50 });
  },
);

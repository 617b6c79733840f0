import type { Page, Route } from '@playwright/test';
import {
  atRest,
  chunkRequests,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdChunks,
  holdRequests,
  installLeakCounters,
  MOBILE,
  test,
} from '../../test/support/fixtures';
import { pauseClock } from '../../test/support/clock';

const QUOTE_URL = /\/ajax\/market-data-api\/stock-quote\//;

/** Sends the quote request through the demo's own fault injection (per request, no global state). */
async function withFault(page: Page, fault: string) {
  await page.route(QUOTE_URL, (route: Route) =>
    route.continue({ url: `${route.request().url()}&fault=${fault}` }),
  );
}

const pathOf = (url: string) => new URL(url).pathname;

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`stock-quote at ${viewport.width} px`, { tag: '@react' }, () => {
    test.use({ viewport });

    test('a block with an id and a storage id asks for …/{id}/{storage id}/TRUE, colons as is, through the adapter', async ({
      page,
    }) => {
      const request = page.waitForRequest(QUOTE_URL);
      await page.goto('/widgets/stock-quote?case=storage');
      const sent = await request;
      expect(pathOf(sent.url())).toBe(
        '/ajax/market-data-api/stock-quote/demo-quote-storage/node:5911:full:27606/TRUE',
      );
      expect(sent.method()).toBe('GET');
      // Drupal's request format: the wrapper format and the AJAX flag.
      const query = new URL(sent.url()).searchParams;
      expect(query.get('_wrapper_format')).toBe('drupal_ajax');
      expect(query.get('_drupal_ajax')).toBe('1');
      expect(sent.headers()['x-requested-with']).toBe('XMLHttpRequest');
      // The answer replaces the block with fresh markup from the endpoint.
      await expect(page.locator('#demo-quote-storage')).toHaveAttribute(
        'data-quote-source',
        'live',
      );
      await expect(page.getByText('Previous Close')).toBeVisible();
    });

    test('a block without a storage id sends the literal NULL', async ({ page }) => {
      const request = page.waitForRequest(QUOTE_URL);
      await page.goto('/widgets/stock-quote?case=plain');
      expect(pathOf((await request).url())).toBe(
        '/ajax/market-data-api/stock-quote/demo-quote-plain/NULL/TRUE',
      );
    });

    test('a block with only a uuid gets the generated id, written back, in the URL', async ({
      page,
    }) => {
      const request = page.waitForRequest(QUOTE_URL);
      await page.goto('/widgets/stock-quote?case=uuid');
      const id = 'nir-ipe-block_6f1c2b9e-4d3a-4e1f-9a57-0c2d8e7b1a44';
      expect(pathOf((await request).url())).toBe(
        `/ajax/market-data-api/stock-quote/${id}/NULL/TRUE`,
      );
      await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('data-quote-source', 'live');
    });

    test('while the page-builder edit tab is active or loading, FALSE is sent', async ({
      page,
    }) => {
      for (const state of ['editing', 'loading']) {
        const request = page.waitForRequest(QUOTE_URL);
        await page.goto(`/widgets/stock-quote?case=${state}`);
        expect(pathOf((await request).url())).toBe(
          '/ajax/market-data-api/stock-quote/demo-quote-editing/node:5911:full:27606/FALSE',
        );
      }
    });

    test('the status message list gets its marker class once the request completed', async ({
      page,
    }) => {
      const release = await holdRequests(page, QUOTE_URL);
      await page.goto('/widgets/stock-quote?case=plain');
      const list = page.locator('[data-drupal-messages]');
      await expect(page.locator('.block-market-data-block__stock-quote')).toHaveAttribute(
        'data-quote-source',
        'server',
      );
      await expect(list).not.toHaveClass(/stock-quote-loaded/);
      release();
      await expect(list).toHaveClass(/stock-quote-loaded/);
      await expect(page.locator('body')).toHaveClass(/nmdbsq/);
    });

    test('a failed request leaves the server quote in place and says so quietly', async ({
      page,
      consoleEntries,
    }) => {
      await withFault(page, '500');
      await page.goto('/widgets/stock-quote?case=plain');
      const block = page.locator('#demo-quote-plain');
      const note = block.locator('.stock-quote__note');
      await expect(note).toHaveText(/could not be refreshed/);
      // Quietly: no live region or alert of the quote's own.
      await expect(note).not.toHaveAttribute('role', /.+/);
      expect(await note.evaluate((el) => el.closest('[aria-live],[role=alert]'))).toBeNull();
      await expect(block).toHaveAttribute('data-quote-source', 'server');
      await expect(block.getByText('52 Week High')).toBeVisible();
      await expect(page.locator('[data-drupal-messages]')).toHaveClass(/stock-quote-loaded/);
      expect(
        consoleEntries.some((e) => e.type === 'warning' && /could not be refreshed/.test(e.text)),
      ).toBe(true);
    });

    test('an unverified answer is refused and the server quote stays', async ({ page }) => {
      await withFault(page, 'unverified');
      await page.goto('/widgets/stock-quote?case=plain');
      const block = page.locator('#demo-quote-plain');
      await expect(block.locator('.stock-quote__note')).toBeVisible();
      await expect(block).toHaveAttribute('data-quote-source', 'server');
    });

    test('with the user toggle on, choosing an exchange shows only its quote', async ({ page }) => {
      await page.goto('/widgets/stock-quote?case=toggle');
      await expect(page.locator('#demo-quote-toggle')).toHaveAttribute('data-quote-source', 'live');
      const nasdaq = page.locator('.stock-quote[data-exchange="NWMM"]');
      const xetra = page.locator('.stock-quote[data-exchange="NWM"]');
      await expect(nasdaq).toBeVisible();
      await expect(xetra).toBeHidden();
      await page.getByLabel('Exchange').selectOption('NWM');
      await expect(xetra).toBeVisible();
      await expect(nasdaq).toBeHidden();
      await expect(xetra.getByText('XETRA: NWM')).toBeVisible();
      await page.getByLabel('Exchange').selectOption('NWMM');
      await expect(nasdaq).toBeVisible();
      await expect(xetra).toBeHidden();
      await expectNoAxeViolations(page);
    });

    test('an exchange chosen while the code loads survives the refresh that follows', async ({
      page,
    }) => {
      const release = await holdChunks(page);
      await page.goto('/widgets/stock-quote?case=toggle');
      await page.getByLabel('Exchange').selectOption('NWM');
      release();
      await expect(page.locator('#demo-quote-toggle')).toHaveAttribute('data-quote-source', 'live');
      await expect(page.getByLabel('Exchange')).toHaveValue('NWM');
      await expect(page.locator('.stock-quote[data-exchange="NWM"]')).toBeVisible();
      await expect(page.locator('.stock-quote[data-exchange="NWMM"]')).toBeHidden();
    });

    test('a keyboard visitor on the exchange select keeps focus there when the live quote replaces the block', async ({
      page,
    }) => {
      const release = await holdRequests(page, QUOTE_URL, { times: 1 });
      await page.goto('/widgets/stock-quote?case=toggle');
      await page.getByLabel('Exchange').focus();
      await page.keyboard.press('ArrowDown'); // NWM, and a change the widget hears
      release();
      await expect(page.locator('#demo-quote-toggle')).toHaveAttribute('data-quote-source', 'live');
      await expect(page.getByLabel('Exchange')).toBeFocused();
      await expect(page.getByLabel('Exchange')).toHaveValue('NWM');
      await page.keyboard.press('ArrowUp');
      await expect(page.locator('.stock-quote[data-exchange="NWMM"]')).toBeVisible();
    });

    test('without the user toggle nothing is bound to the select', async ({ page }) => {
      await page.goto('/widgets/stock-quote?case=toggle-off');
      await expect(page.locator('#demo-quote-toggle-off')).toHaveAttribute(
        'data-quote-source',
        'live',
      );
      const quotes = page.locator('.stock-quote');
      await expect(quotes).toHaveCount(2);
      await page.getByLabel('Exchange').selectOption('NWM');
      // Both quotes keep the theme's display; the widget wrote no inline style.
      expect(
        await quotes.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.display)),
      ).toEqual(['', '']);
    });
  });
}

test.describe('stock-quote refresh interval', { tag: '@react' }, () => {
  test("the adapter's request core is fetched beside the quote implementation, not after it", async ({
    page,
  }) => {
    // Every widget implementation chunk is held back; the request core must be asked for meanwhile.
    let held = true;
    let engineWhileHeld = false;
    page.on('request', (r) => {
      if (/\/chunks\/ajax-send-/.test(r.url())) engineWhileHeld = held;
    });
    await page.route(/\/chunks\/stock-quote-/, async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      held = false;
      await route.continue();
    });
    const request = page.waitForRequest(QUOTE_URL);
    await page.goto('/widgets/stock-quote?case=storage');
    await request;
    expect(engineWhileHeld).toBe(true);
  });

  test("a page whose only request is the quote's refresh loads no dialog, message, progress or page-request code", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text());
    });
    await page.goto('/widgets/stock-quote?case=storage');
    await expect(page.locator('#demo-quote-storage')).toHaveAttribute('data-quote-source', 'live');
    await atRest(page);
    const code = await Promise.all(scripts);
    // The request core and the quote came; the adapter's UI (its dialog class names) did not,
    // nor the code for requests a visitor triggers (the element's refocus, form serialization).
    expect(code.some((text) => text.includes('stock-quote'))).toBe(true);
    expect(code.some((text) => text.includes('X-Drupal-Ajax-Token'))).toBe(true);
    expect(code.filter((text) => /ui-dialog-titlebar|progress__track/.test(text)).length).toBe(0);
    expect(code.filter((text) => text.includes('data-disable-refocus')).length).toBe(0);
  });

  test('the exchange selector’s code comes only to a page with the user toggle on', async ({
    page,
  }) => {
    const chunks = chunkRequests(page);
    await page.goto('/widgets/stock-quote?case=toggle-off');
    await expect(page.locator('#demo-quote-toggle-off')).toHaveAttribute(
      'data-quote-source',
      'live',
    );
    expect(chunks.some((url) => url.includes('/stock-quote-'))).toBe(true);
    expect(chunks.filter((url) => url.includes('stock-quote-exchanges'))).toEqual([]);
    await page.goto('/widgets/stock-quote?case=toggle');
    // The refresh waits for the selector's code.
    await expect(page.locator('#demo-quote-toggle')).toHaveAttribute('data-quote-source', 'live');
    expect(chunks.filter((url) => url.includes('stock-quote-exchanges')).length).toBe(1);
  });

  test('re-requests on the interval only while the page is visible', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      (window as unknown as { loaded: number }).loaded = 0;
      document.addEventListener('stock-quote:loaded', () => {
        (window as unknown as { loaded: number }).loaded++;
      });
    });
    const loaded = () => page.evaluate(() => (window as unknown as { loaded: number }).loaded);
    const urls: string[] = [];
    page.on('request', (r) => {
      if (QUOTE_URL.test(r.url())) urls.push(pathOf(r.url()));
    });
    // The first answer waits until the clock stands still, so the interval starts on fake time.
    const release = await holdRequests(page, QUOTE_URL, { times: 1 });
    await page.goto('/widgets/stock-quote?case=refresh');
    await expect.poll(() => urls.length).toBe(1);
    await pauseClock(page);
    release();
    await expect.poll(loaded).toBe(1);
    expect(urls).toHaveLength(1);
    await page.clock.runFor(29_000);
    expect(urls).toHaveLength(1);
    await page.clock.runFor(1_500);
    await expect.poll(loaded).toBe(2);
    expect(urls).toHaveLength(2);
    expect(urls[1]).toBe('/ajax/market-data-api/stock-quote/demo-quote-refresh/NULL/TRUE');
    // Hidden: the due refresh waits for the page to be visible again.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(61_000);
    expect(urls).toHaveLength(2);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => urls.length).toBe(3);
  });

  test('a refresh that keeps failing reports once, quietly: no error message, one warning, one note', async ({
    page,
    consoleEntries,
  }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      (window as unknown as { failed: number }).failed = 0;
      document.addEventListener('stock-quote:loaded', (event) => {
        if (!(event as CustomEvent<{ ok: boolean }>).detail.ok)
          (window as unknown as { failed: number }).failed++;
      });
    });
    const failed = () => page.evaluate(() => (window as unknown as { failed: number }).failed);
    await withFault(page, '500');
    await page.goto('/widgets/stock-quote?case=refresh');
    await expect.poll(failed).toBe(1);
    await pauseClock(page);
    for (let tick = 2; tick <= 4; tick++) {
      await page.clock.runFor(30_500);
      await expect.poll(failed).toBe(tick);
    }
    await expect(page.locator('[data-drupal-message-type="error"]')).toHaveCount(0);
    await expect(page.locator('#demo-quote-refresh .stock-quote__note')).toHaveCount(1);
    const warnings = consoleEntries.filter(
      (e) => e.type === 'warning' && /could not be refreshed/.test(e.text),
    );
    expect(warnings).toHaveLength(1);
  });

  test('a refresh that falls due while focus is in the block waits until focus leaves it', async ({
    page,
  }) => {
    await page.clock.install();
    const urls: string[] = [];
    page.on('request', (r) => {
      if (QUOTE_URL.test(r.url())) urls.push(pathOf(r.url()));
    });
    await page.goto('/widgets/stock-quote?case=toggle-refresh');
    const block = page.locator('#demo-quote-toggle-refresh');
    await expect(block).toHaveAttribute('data-quote-source', 'live');
    await pauseClock(page);
    expect(urls).toHaveLength(1);
    await page.getByLabel('Exchange').focus();
    await page.clock.runFor(31_000);
    await page.waitForTimeout(200); // a request would be on its way by now
    expect(urls).toHaveLength(1);
    await expect(page.getByLabel('Exchange')).toBeFocused();
    await page.keyboard.press('Shift+Tab'); // out of the block
    await expect.poll(() => urls.length).toBe(2);
  });

  test('no background refresh while editing, even with an interval', async ({ page }) => {
    await page.clock.install();
    const urls: string[] = [];
    page.on('request', (r) => {
      if (QUOTE_URL.test(r.url())) urls.push(pathOf(r.url()));
    });
    await page.goto('/widgets/stock-quote?case=editing');
    await expect(page.locator('#demo-quote-editing')).toHaveAttribute('data-quote-source', 'live');
    await pauseClock(page);
    await page.clock.runFor(120_000);
    expect(urls).toEqual([
      '/ajax/market-data-api/stock-quote/demo-quote-editing/node:5911:full:27606/FALSE',
    ]);
    // The editor leaves the edit tab: refreshes resume (TRUE).
    await page.evaluate(() =>
      document.querySelector('.ipe-tab')!.classList.remove('editing', 'active'),
    );
    await page.clock.runFor(31_000);
    await expect.poll(() => urls.length).toBe(2);
    expect(urls[1]).toBe(
      '/ajax/market-data-api/stock-quote/demo-quote-editing/node:5911:full:27606/TRUE',
    );
  });
});

test.describe('without JavaScript', { tag: '@react' }, () => {
  test.use({ javaScriptEnabled: false });
  test('the quote reads correctly without JavaScript', async ({ page }) => {
    await page.goto('/widgets/stock-quote?case=toggle');
    const quote = page.locator('.stock-quote[data-exchange="NWMM"]');
    for (const label of [
      'Price',
      'Change',
      'Volume',
      "Today's Open",
      'Previous Close',
      "Today's High",
      "Today's Low",
      '52 Week High',
      '52 Week Low',
      'Quote time',
    ]) {
      await expect(quote.locator('dt', { hasText: label }).first()).toBeVisible();
      // Each label is paired with its value.
      expect(
        await quote
          .locator('dt', { hasText: label })
          .first()
          .evaluate((dt) => dt.nextElementSibling?.tagName),
      ).toBe('DD');
    }
    // Both exchanges are readable without the selector.
    await expect(page.locator('.stock-quote[data-exchange="NWM"]')).toBeVisible();
    await expect(page.getByLabel('Exchange')).toBeHidden();
  });
});

test(
  'stock quote blocks inserted and removed 200 times leave nothing behind',
  { tag: '@react' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await page.goto('/widgets/stock-quote?case=toggle');
    await expect(page.locator('#demo-quote-toggle')).toHaveAttribute('data-quote-source', 'live');
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const original = document.querySelector('#demo-quote-toggle')!;
        const markup = original.outerHTML;
        for (let i = 0; i < count; i++) {
          // Same id: already requested on this page, so the copy binds its selector and waits.
          const box = document.createElement('div');
          box.innerHTML = markup;
          const copy = box.firstElementChild!;
          original.after(copy);
          if (!(await window.__whenEnhanced(copy))) throw new Error(`cycle ${i}: not enhanced`);
          copy.remove();
          await new Promise((r) => setTimeout(r, 0));
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { nodes: 50 });
  },
);

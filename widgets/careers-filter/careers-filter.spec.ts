import {
  atRest,
  countLayoutShift,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  layoutShift,
  layoutShiftReport,
  MOBILE,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';

const DEMO = '/widgets/careers-filter';
const PORTAL = 'https://careers.northwind.example/jobs';
const BLOCK = '[data-careers-filter]';

// The block's behaviour does not depend on the screen's width: proven at 375 px.
test.describe('careers filter', { tag: '@react' }, () => {
  test.use({ viewport: MOBILE });
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ context }) => {
    await context.route('https://careers.northwind.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Careers portal</title><h1>Jobs</h1>',
      }),
    );
  });

  test('opens the portal in a new window with only the chosen parameters', async ({ page }) => {
    await page.goto('/careers');
    await waitForEnhanced(page, BLOCK);
    await page.getByLabel('Location').selectOption({ label: 'Munich, Germany' });
    await page.getByLabel('Team').selectOption('Research & Development');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    const portal = await popup;
    await portal.waitForLoadState();
    expect(portal.url()).toBe(
      `${PORTAL}?location=M%C3%BCnchen&query=Research+%26+Development&domain=northwind.example`,
    );
    expect(await portal.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test("leaves out a location or team left at 'none'", async ({ page }) => {
    await page.goto('/');
    await waitForEnhanced(page, BLOCK);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    expect((await popup).url()).toBe(`${PORTAL}?domain=northwind.example`);
    await page.getByLabel('Team').selectOption('Engineering');
    const second = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    expect((await second).url()).toBe(`${PORTAL}?query=Engineering&domain=northwind.example`);
  });

  test('a page that cancels careers-filter:open keeps the window closed', async ({ page }) => {
    await page.goto(DEMO);
    await waitForEnhanced(page, BLOCK);
    await page.evaluate(() =>
      document.addEventListener('careers-filter:open', (e) => e.preventDefault()),
    );
    let popups = 0;
    page.on('popup', () => popups++);
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'careers-filter:open' })).toHaveText(
      `careers-filter:open {"url":"${PORTAL}?domain=northwind.example"}`,
    );
    await expect(page).toHaveURL(new RegExp(`${DEMO}$`));
    expect(popups).toBe(0);
  });

  test('the careers page and the demo page have no axe violations', async ({ page }) => {
    for (const path of ['/careers', DEMO]) {
      await page.goto(path);
      await waitForEnhanced(page, BLOCK);
      await expectNoAxeViolations(page);
    }
  });

  test('no layout shift when the block enhances', async ({ page }) => {
    await countLayoutShift(page);
    for (const path of ['/careers', DEMO]) {
      await page.goto(path);
      await waitForEnhanced(page, BLOCK);
      await atRest(page);
      expect(await layoutShift(page), await layoutShiftReport(page)).toBe(0);
    }
  });

  test('inserting and removing the block 200 times leaves nothing behind', async ({ page }) => {
    test.setTimeout(120_000);
    await installLeakCounters(page);
    await page.goto(DEMO);
    await waitForEnhanced(page, BLOCK);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const source = document.querySelector<HTMLFormElement>('[data-careers-filter]')!;
        const clean = source.cloneNode(true) as HTMLFormElement;
        clean.removeAttribute('data-enhanced');
        clean.querySelector('trellis-root')?.remove();
        const markup = clean.outerHTML;
        for (let i = 0; i < count; i++) {
          source.insertAdjacentHTML('afterend', markup);
          const copy = source.nextElementSibling as HTMLFormElement;
          if (!(await window.__whenEnhanced(copy))) throw new Error(`cycle ${i}: not enhanced`);
          copy.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (copy.outerHTML !== markup) throw new Error(`cycle ${i}: markup not restored`);
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { nodes: 50 });
  });
});

test.describe('careers filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the careers filter redirects to the portal with only the chosen parameters', async ({
    page,
  }) => {
    const res = await page.request.get('/careers/portal?location=Boise&team=none', {
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe(`${PORTAL}?location=Boise&domain=northwind.example`);
  });
});

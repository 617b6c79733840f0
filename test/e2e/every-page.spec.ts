/**
 * Visits every page of the demo harness (its sitemap) as a visitor and as an editor: each page
 * loads without uncaught errors, every widget on it enhances, no ARIA reference points at a
 * missing id, and axe finds nothing.
 */
import { test, expect, expectNoAxeViolations, type ConsoleEntry } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

async function htmlPages(request: APIRequestContext): Promise<string[]> {
  const paths = (await (await request.get('/demo/sitemap.json')).json()) as string[];
  const pages: string[] = [];
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() === 200 && (res.headers()['content-type'] ?? '').startsWith('text/html'))
      pages.push(path);
  }
  return pages;
}

async function expectPageHealthy(page: Page, consoleEntries: ConsoleEntry[]) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !!window.Trellis);
  // Every widget host settles: enhanced, or reported as failed (which must not happen on demo pages).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const hosts = [...document.querySelectorAll('trellis-root')].map((r) => r.parentElement!);
        return hosts.filter((h) => !h.hasAttribute('data-enhanced')).length;
      }),
    )
    .toBe(0);
  expect(
    await page.locator('[data-trellis-error]:not([data-demo-expected-failure])').count(),
    'widgets that failed',
  ).toBe(0);
  const dangling = await page.evaluate(() => {
    const out: string[] = [];
    for (const attr of [
      'aria-controls',
      'aria-labelledby',
      'aria-describedby',
      'aria-activedescendant',
      'aria-owns',
    ]) {
      for (const el of document.querySelectorAll(`[${attr}]`)) {
        for (const id of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) out.push(`${el.tagName.toLowerCase()}[${attr}=${id}]`);
        }
      }
    }
    return out;
  });
  expect(dangling, 'ARIA references to missing ids').toEqual([]);
  await expectNoAxeViolations(page);
  const errors = consoleEntries.filter(
    (e) => e.type === 'error' && !/Failed to load resource/.test(e.text),
  );
  expect(errors, 'console errors').toEqual([]);
}

test.describe('every demo page', () => {
  test('as a visitor: loads cleanly, enhances, and has no axe violations', async ({
    page,
    request,
    consoleEntries,
  }) => {
    test.setTimeout(900_000);
    const pages = await htmlPages(request);
    expect(pages.length).toBeGreaterThan(1);
    for (const path of pages) {
      await test.step(path, async () => {
        consoleEntries.length = 0;
        await page.goto(path);
        await expectPageHealthy(page, consoleEntries);
      });
    }
  });

  test('as an editor: loads cleanly, enhances, and has no axe violations', async ({
    page,
    consoleEntries,
  }) => {
    test.setTimeout(900_000);
    const login = await page.request.post('/api/demo/login/loginuser', {
      data: { email: 'editor@example.com', password: 'trellis-editor', rememberMe: false },
    });
    test.skip(login.status() === 404, 'the login endpoint is not part of this build yet');
    expect((await login.json()).Success).toBe(true);
    const pages = await htmlPages(page.request);
    for (const path of pages.filter((p) => p.startsWith('/admin') || p === '/')) {
      await test.step(path, async () => {
        consoleEntries.length = 0;
        await page.goto(path);
        await expectPageHealthy(page, consoleEntries);
      });
    }
  });
});

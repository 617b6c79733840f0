/**
 * Visits every page of the demo harness (its sitemap) as a visitor and as an editor: each page
 * loads without uncaught errors, every widget on it enhances without starting a transition, no
 * ARIA reference points at a missing id, and axe finds nothing.
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

/**
 * Records every CSS transition that starts on the page. Enhancement must not start one: a state
 * that changes under a transition rule at load is something sliding or fading nobody asked for.
 */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { transitionsStarted: string[] }).transitionsStarted = started;
    document.addEventListener(
      'transitionrun',
      (event) => {
        const el = event.target as Element;
        const name = `${el.localName}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`;
        started.push(`${name} ${(event as TransitionEvent).propertyName}`);
      },
      true,
    );
  });
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
  // A frame or two after the last enhancement, before anything (axe included) touches the page.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  expect(
    await page.evaluate(
      () => (window as unknown as { transitionsStarted: string[] }).transitionsStarted,
    ),
    'transitions started by loading the page',
  ).toEqual([]);
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
    await recordTransitions(page);
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
    await recordTransitions(page);
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

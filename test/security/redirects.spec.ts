// The redirect corpus (corpus/redirects.txt) over the AJAX `redirect` command: the page may go
// to its own origin (or a trusted URL), never elsewhere, and never runs a script URL.
import type * as AjaxApi from '../../src/ajax';
import { test, expect } from '../support/fixtures';
import { corpus, PWNED } from './corpus';

test('a redirect command never leaves the site and never runs a script URL', async ({
  page,
  consoleEntries,
}) => {
  await page.goto('/widgets/ajax');
  await page.waitForFunction(() => !!window.Trellis?.ajax);
  const origin = new URL(page.url()).origin;
  // A navigation answered with 204 leaves the page where it is: one page tries the whole corpus.
  const navigations: string[] = [];
  await page.route('**/*', (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    navigations.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  const refused = () => consoleEntries.filter((e) => /redirect refused/.test(e.text)).length;
  const vectors = corpus('redirects.txt');
  for (const [i, url] of vectors.entries()) {
    await page.evaluate(
      (url) => (window.Trellis!.ajax as typeof AjaxApi).runCommands([{ command: 'redirect', url }]),
      url,
    );
    // Each ends one way or the other: a navigation the route saw, or the refusal in the console.
    await expect.poll(() => navigations.length + refused(), { intervals: [20] }).toBe(i + 1);
  }
  // The same-origin ones went (the route sees navigations); none went elsewhere.
  expect(navigations.length).toBeGreaterThan(0);
  expect(navigations.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(await page.evaluate(PWNED)).toBeUndefined();
  expect(new URL(page.url()).pathname).toBe('/widgets/ajax');
});

/**
 * Trellis as a Drupal site serves it (demo/lib/drupal-host.ts): the library's files printed with
 * `?v=`, a strict Content-Security-Policy, Drupal's drupal.js (a stand-in) beside it, the
 * settings JSON only with `core/drupalSettings`, the strings file for the locale module. Every
 * page is also visited this way by every-page.spec.ts (default build).
 */
import type * as Ajax from '../../src/ajax';
import { test, expect, cspViolations, servedAsDrupal } from '../support/fixtures';

declare global {
  interface Window {
    drupalAjaxRequests?: number;
  }
}

test.describe('served as Drupal serves it', () => {
  test('the entry printed as trellis.js?v= runs once: a theme’s command registers on the copy that runs', async ({
    page,
    consoleEntries,
  }) => {
    await servedAsDrupal(page);
    await page.goto('/widgets/ajax');
    await expect(page.locator('script[type="module"][src*="trellis.js?v="]')).toHaveCount(1);
    await page.waitForFunction(() => !!window.Trellis);
    // A theme script registers a command; a response (here run directly) uses it. The engine
    // is a chunk that imports the entry: a second copy of it would have a registry of its own.
    const ran = await page.evaluate(async () => {
      const ajax = window.Trellis!.ajax as typeof Ajax;
      ajax.registerCommand('themeGreeting', (command) => {
        document.body.dataset.greeting = String((command as { text?: string }).text);
      });
      await ajax.runCommands([{ command: 'themeGreeting', text: 'hello' }]);
      return document.body.dataset.greeting;
    });
    expect(ran).toBe('hello');
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((path) => /\/trellis(-[\w-]+)?\.js$/.test(path)),
    );
    expect(entries.sort()).toEqual([
      expect.stringMatching(/^\/libraries\/trellis\/trellis-[\w-]+\.js$/),
      '/libraries/trellis/trellis.js',
    ]);
    expect(consoleEntries.filter((e) => /already on this page/.test(e.text))).toEqual([]);
  });

  test('under a strict CSP an FAQ is enhanced and styled, and content an AJAX response inserts too', async ({
    page,
    consoleEntries,
  }) => {
    await servedAsDrupal(page);
    const response = await page.goto('/widgets/faq-list');
    expect(response?.headers()['content-security-policy']).toBe(
      "default-src 'self' 'report-sample'",
    );
    const faq = page.locator('faq-list, [data-faq-list], [data-accordion]').first();
    await expect(faq).toHaveAttribute('data-enhanced', '');
    // The widget's own CSS applies: its controls bar is laid out by the bundle's stylesheet.
    const controls = page.locator('.faq-list__controls').first();
    await expect(controls).toHaveCSS('display', 'flex');
    await page.goto('/widgets/ajax');
    await page.getByRole('link', { name: 'Append a widget' }).click();
    await expect(page.locator('#widget-target demo-ticker')).toHaveAttribute('data-enhanced', '');
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleEntries.filter((e) => /Content Security Policy/.test(e.text))).toEqual([]);
  });

  test('without core/drupalSettings the page still enhances, on default settings', async ({
    page,
    consoleEntries,
  }) => {
    await servedAsDrupal(page, 'drupal-no-settings');
    await page.goto('/widgets/faq-list');
    await expect(page.locator('[data-drupal-selector="drupal-settings-json"]')).toHaveCount(0);
    await expect(page.locator('[data-enhanced]').first()).toBeAttached();
    expect(consoleEntries.filter((e) => e.type === 'error')).toEqual([]);
  });

  test('the library prints the strings file the locale module reads', async ({ page }) => {
    await servedAsDrupal(page);
    await page.goto('/widgets/faq-list');
    const src = await page.locator('script[src*="trellis.strings.js"]').getAttribute('src');
    const text = await (await page.request.get(src!)).text();
    expect(text).toContain("Drupal.t('Close');");
    expect(text).toMatch(/Drupal\.formatPlural\(1, '[^']+', '[^']+'\);/);
  });

  test('beside Drupal’s own ajax.js, Drupal’s code sends each request and Trellis binds nothing', async ({
    page,
  }) => {
    await servedAsDrupal(page);
    // What of Drupal's ajax.js matters here, written for the test: `Drupal.Ajax` exists and it
    // binds `.use-ajax` links itself, one request per click.
    await page.route('**/demo-assets/drupal-standin.js', async (route) => {
      const response = await route.fetch();
      const ajaxJs = `
        window.Drupal.Ajax = function Ajax() {};
        window.drupalAjaxRequests = 0;
        document.addEventListener('DOMContentLoaded', () => {
          for (const link of document.querySelectorAll('a.use-ajax'))
            link.addEventListener('click', (event) => {
              event.preventDefault();
              window.drupalAjaxRequests++;
              fetch(link.href.replace('/nojs/', '/ajax/'), { method: 'POST', body: '_drupal_ajax=1' });
            });
        });`;
      await route.fulfill({ response, body: (await response.text()) + ajaxJs });
    });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto('/widgets/ajax');
    await page.waitForFunction(() => !!window.Trellis);
    const answered = page.waitForResponse('**/ajax-demo/ajax/insert-widget');
    await page.getByRole('link', { name: 'Append a widget' }).click();
    await answered;
    expect(await page.evaluate(() => window.drupalAjaxRequests)).toBe(1);
    expect(requests.filter((path) => path.includes('/insert-widget'))).toEqual([
      '/ajax-demo/ajax/insert-widget',
    ]);
    expect(requests.filter((path) => /ajax-engine-/.test(path))).toEqual([]);
    expect(page.url()).toMatch(/\/widgets\/ajax$/);
  });
  test('QA switches a browser to the Drupal mode and back at /demo/host', async ({ page }) => {
    await page.goto('/demo/host');
    await page.getByRole('link', { name: 'drupal', exact: true }).click();
    await expect(page.getByText('drupal (current)')).toBeVisible();
    let response = await page.goto('/widgets/faq-list');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.goto('/demo/host?mode=demo');
    response = await page.goto('/widgets/faq-list');
    expect(response?.headers()['content-security-policy']).toBeUndefined();
  });
});

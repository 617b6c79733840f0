// The AJAX trust matrix in the browser: which answers' commands run. Every answer carries the
// same commands (an element to insert and a handler that sets `window.__pwned`), served by a
// route with or without the AJAX token, from this origin, from another, from another that the
// settings list in `ajaxTrustedUrl`, or through a redirect from this origin to another. Asked by
// `Trellis.ajax.ajax()` and by bound links and submit buttons; `send()`, the request core, through
// the stock quote, whose address is always this site's. The rules themselves are unit-tested
// (test/unit/ajax/request.test.ts); this proves them with real fetch, CORS and redirects.
import type { Page, Request, Route } from '@playwright/test';
import type * as AjaxApi from '../../src/ajax';
import { test, expect } from '../support/fixtures';

type Origin = 'same' | 'other' | 'trusted' | 'redirect';
type Token = 'present' | 'absent' | 'wrong';
type Caller = 'ajax()' | 'link' | 'submit';
/** `runs`: the commands ran. `ignored`: asked, answered, not run. `refused`: never asked. */
type Outcome = 'runs' | 'ignored' | 'refused';

const ORIGINS: Origin[] = ['same', 'other', 'trusted', 'redirect'];
const TOKENS: Token[] = ['present', 'absent', 'wrong'];

const OTHER = 'https://elsewhere.example';
const TRUSTED = 'https://trusted.example';

/** What must happen: the rules of Drupal's client, plus the redirect rule and bound refusals. */
function expected(origin: Origin, token: Token): Outcome {
  if (origin === 'other') return 'refused';
  // An address of ours that sends the request elsewhere vouches for nothing, token or not.
  if (origin === 'redirect') return 'ignored';
  // A trusted URL needs no token.
  if (origin === 'trusted') return 'runs';
  return token === 'present' ? 'runs' : 'ignored';
}

/**
 * The address a row asks. A redirect is the demo server's own (a route's redirect is followed
 * past every route): it sends the request to the same server under its other loopback name,
 * another origin that answers with the token and lets any page read it.
 */
function address(origin: Origin, id: string, base: string): string {
  if (origin === 'other') return `${OTHER}/trust/${id}`;
  if (origin === 'trusted') return `${TRUSTED}/trust/${id}`;
  if (origin === 'redirect') return `${base}/ajax-demo/redirect-away/${id}`;
  return `${base}/trust-probe/${id}`;
}

/** Every row's commands are the same; `id` names what they insert and what they mark. */
const commands = (id: string) =>
  JSON.stringify([
    {
      command: 'insert',
      method: 'append',
      selector: 'main',
      data: `<p id="ran-${id}">ran</p><img src="data:," alt="" onerror="(window.__pwned ??= []).push('${id}')">`,
    },
  ]);

/** The probe a request asks for its commands, if any (a preflight or a navigation does not). */
function probeOf(request: Request): string | undefined {
  const probe = /\/(?:trust|trust-probe|ajax-demo\/cross-origin)\/([\w-]+)$/.exec(
    new URL(request.url()).pathname,
  );
  return probe && request.method() !== 'OPTIONS' && !request.isNavigationRequest()
    ? probe[1]
    : undefined;
}

/** Records the id of each probe asked for its commands. */
function recordAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const probe = probeOf(request);
    if (probe) asked.push(probe);
  });
  return asked;
}

const HEADER = { present: '1', wrong: 'true', absent: undefined } as const;

/** Answers every probe: its commands, the row's token, CORS open (the worst case for us). */
async function serveProbes(page: Page, token: (id: string) => Token) {
  const answer = (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS')
      return route.fulfill({
        headers: {
          'access-control-allow-origin': new URL(page.url()).origin,
          'access-control-allow-credentials': 'true',
          'access-control-allow-headers': '*',
        },
      });
    const id = new URL(request.url()).pathname.split('/').pop()!;
    // A refused bound link still navigates (Drupal's rule); a 204 keeps the page where it is.
    if (request.isNavigationRequest()) return route.fulfill({ status: 204 });
    const value = HEADER[token(id)];
    return route.fulfill({
      contentType: 'application/json',
      headers: {
        'access-control-allow-origin': new URL(page.url()).origin,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'x-drupal-ajax-token',
        ...(value ? { 'x-drupal-ajax-token': value } : {}),
      },
      body: commands(id),
    });
  };
  await page.route(`${OTHER}/**`, answer);
  await page.route(`${TRUSTED}/**`, answer);
  await page.route('**/trust-probe/**', answer);
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: string[] }).__pwned ?? []);

const CALLERS: Caller[] = ['ajax()', 'link', 'submit'];

for (const caller of CALLERS)
  test(`AJAX trust: ${caller} × origin × token`, async ({ page }) => {
    // The redirect's target always sends the token: one row, the strongest case.
    const rows = ORIGINS.flatMap((origin) =>
      (origin === 'redirect' ? (['present'] as const) : TOKENS).map((token) => ({ origin, token })),
    );
    const id = (row: { origin: Origin; token: Token }) =>
      `${caller.replace(/\W/g, '')}-${row.origin}-${row.token}`;
    const tokens = new Map(rows.map((row) => [id(row), row.token]));
    const asked = recordAsked(page);
    await serveProbes(page, (key) => tokens.get(key)!);
    await page.goto('/widgets/ajax');
    await page.waitForFunction(() => !!window.Trellis?.ajax);
    const base = new URL(page.url()).origin;
    const urls = rows.map((row) => address(row.origin, id(row), base));
    // The trusted origin's addresses, as a site lists them.
    await page.evaluate(
      (trusted) =>
        (window.Trellis!.ajax as typeof AjaxApi).runCommands([
          {
            command: 'settings',
            merge: true,
            settings: { ajaxTrustedUrl: Object.fromEntries(trusted.map((u) => [u, true])) },
          },
        ]),
      urls.filter((u) => u.startsWith(TRUSTED)),
    );
    if (caller !== 'ajax()')
      await page.evaluate(
        ({ urls, caller }) => {
          for (const [i, url] of urls.entries())
            document
              .querySelector('main')!
              .insertAdjacentHTML(
                'beforeend',
                caller === 'link'
                  ? `<p><a class="use-ajax" href="${url}">Probe ${i}</a></p>`
                  : `<form action="${url}"><input type="submit" class="use-ajax-submit" value="Probe ${i}"></form>`,
              );
        },
        { urls, caller },
      );

    for (const [i, row] of rows.entries()) {
      // The redirect's answer is the demo server's own, so no route is needed; with interception
      // on, Chromium can fail the redirected hop of a fetch
      // (https://github.com/microsoft/playwright/issues/41690).
      if (row.origin === 'redirect') await page.unrouteAll({ behavior: 'wait' });
      const key = id(row);
      const outcome = expected(row.origin, row.token);
      const name = `${caller} ${row.origin} origin, token ${row.token}`;
      if (caller === 'ajax()') {
        await page.evaluate(
          (url) =>
            (window.Trellis!.ajax as typeof AjaxApi).ajax({ url }).catch(() => {
              /* refused or failed: what ran is checked below */
            }),
          urls[i]!,
        );
      } else {
        const control =
          caller === 'link'
            ? page.getByRole('link', { name: `Probe ${i}`, exact: true })
            : page.getByRole('button', { name: `Probe ${i}`, exact: true });
        const navigated =
          outcome === 'refused' ? page.waitForRequest((r) => r.isNavigationRequest()) : null;
        const answered =
          outcome === 'refused'
            ? null
            : Promise.race([
                page.waitForResponse((r) => probeOf(r.request()) === key),
                page
                  .waitForEvent('requestfailed', (r) => probeOf(r) === key)
                  .then((r) => {
                    throw new Error(`${name}: the request failed (${r.failure()?.errorText})`);
                  }),
              ]);
        await control.click();
        if (navigated) expect((await navigated).url(), name).toContain(urls[i]!);
        else {
          await answered;
          // Answered; its commands ran or were refused once the control is no longer busy.
          await expect(control).not.toHaveClass(/progress-disabled/);
        }
      }
      await expect(page.locator(`#ran-${key}`), name).toHaveCount(outcome === 'runs' ? 1 : 0);
      expect(asked.includes(key), `${name}: asked`).toBe(outcome !== 'refused');
      if (outcome !== 'runs') expect(await pwned(page), name).not.toContain(key);
    }
    expect(new URL(page.url()).pathname).toBe('/widgets/ajax');
  });

test("AJAX trust: send(), the stock quote's request core × token and redirect", async ({
  page,
}) => {
  const rows: { token: Token; redirect: boolean }[] = [
    ...TOKENS.map((token) => ({ token, redirect: false })),
    { token: 'present', redirect: true },
  ];
  const asked = recordAsked(page);
  for (const row of rows) {
    const key = `send-${row.token}${row.redirect ? '-redirect' : ''}`;
    const outcome: Outcome = !row.redirect && row.token === 'present' ? 'runs' : 'ignored';
    const value = HEADER[row.token];
    // The quote's own address answers: the row's commands, or the redirect elsewhere.
    await page.route(/\/ajax\/market-data-api\/stock-quote\//, (route) => {
      if (row.redirect)
        return route.fulfill({
          status: 302,
          headers: { location: `/ajax-demo/redirect-away/${key}` },
        });
      asked.push(key);
      return route.fulfill({
        contentType: 'application/json',
        headers: value ? { 'x-drupal-ajax-token': value } : {},
        body: commands(key),
      });
    });
    const refused =
      outcome === 'runs'
        ? null
        : page.waitForEvent('console', (m) => /could not be refreshed/.test(m.text()));
    await page.goto('/widgets/stock-quote?case=plain');
    const name = `send() token ${row.token}${row.redirect ? ', redirected elsewhere' : ''}`;
    if (!refused) await expect(page.locator(`#ran-${key}`), name).toHaveCount(1);
    else {
      await refused;
      await expect(page.locator(`#ran-${key}`), name).toHaveCount(0);
      expect(await pwned(page), name).not.toContain(key);
    }
    expect(asked, name).toContain(key);
    await page.unrouteAll({ behavior: 'wait' });
  }
});

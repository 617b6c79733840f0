// The fault matrix: every endpoint family under every fault of corpus/faults.txt that applies to
// it. Each case ends with nothing uncaught (the fixture fails the test on that), the control
// usable again, what was typed kept, and at most one message and one announcement for a failure
// the visitor caused, none for background work. A server that never answers must also be given
// up: the client drops the request after the request timeout. A new family is one entry in
// FAMILIES (one test per family × fault). AJAX links, submit buttons and modal links, which a
// page can hold one of per fault, run every fault in one page each (the two tests at the end).
import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, holdRequests, waitForEnhanced } from '../support/fixtures';
import { pauseClock } from '../support/clock';
import type * as AjaxApi from '../../src/ajax';
import { corpus } from './corpus';

const FAULTS = corpus('faults.txt');

/** Short enough to keep "never answers" fast, long enough for a local answer on a busy machine. */
const TIMEOUT_MS = 600;

/** What a failure may tell the visitor, in any language of the widgets' own messages. */
const FAILURE = /could not|Oops|error|did not answer|not available|failed/i;

interface Family {
  name: string;
  /** React renders the control: the row runs on both builds. */
  react?: boolean;
  /** The family's requests (what the fault is injected into). */
  endpoint: RegExp;
  /** The answer is checked for the AJAX token (`unverified` applies). */
  verified?: boolean;
  /** Background work: no message and no announcement. Otherwise at most one of each. */
  background?: boolean;
  /** A fake clock drives the page (a refresh interval); `go` pauses it. */
  clock?: boolean;
  /**
   * Opens the page and, once `inject()` has put the fault on the endpoint, makes the request as a
   * visitor would (typing what they would). Resolves when the request was sent.
   */
  go(page: Page, inject: () => Promise<unknown>): Promise<void>;
  /** Waits for the failure's end state: the control usable again, what was typed kept. */
  settled(page: Page): Promise<void>;
  /** The failure messages the visitor sees. */
  messages(page: Page): Locator;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const drupalErrors = (page: Page) => page.getByRole('alert', { name: 'Error message' });

const FAMILIES: Family[] = [
  {
    name: 'enhanced-select remote search',
    react: true,
    endpoint: /\/ajax\/select\/companies\?q=Never/,
    async go(page, inject) {
      await page.goto('/widgets/enhanced-select');
      await expect(page.locator('.ts-wrapper')).toHaveCount(9);
      await page.locator('#edit-peer-company + .ts-wrapper .ts-control').click();
      await expect(page.locator('#edit-peer-company-ts-dropdown').getByRole('option')).toHaveCount(
        21,
      );
      await inject();
      await page.keyboard.type('Never');
    },
    async settled(page) {
      const list = page.locator('#edit-peer-company-ts-dropdown');
      await expect(list).toContainText('The results could not be loaded.');
      await expect(list).not.toContainText('Searching…');
      const combo = page.getByRole('combobox', { name: 'Peer company', exact: true });
      await expect(combo).toHaveValue('Never');
      await expect(combo).toBeEditable();
    },
    messages: (page) => page.locator('#edit-peer-company-ts-dropdown .no-results'),
  },
  {
    name: 'stock chart data',
    react: true,
    endpoint: /\/api\/demo\/stock-prices\//,
    async go(page, inject) {
      await inject();
      await page.goto('/widgets/stock-chart');
    },
    async settled(page) {
      await expect(page.getByText('The stock chart could not be loaded.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'historical price lookup' })).toBeVisible();
    },
    messages: (page) => page.getByText('The stock chart could not be loaded.'),
  },
  {
    name: 'AJAX progress bar poll',
    endpoint: /\/ajax-demo\/progress\/job\?/,
    async go(page, inject) {
      await page.goto('/widgets/ajax');
      await page.waitForFunction(() => !!window.Trellis?.ajax);
      await inject();
      await page.getByRole('button', { name: 'Import filings (progress bar)' }).click();
    },
    async settled(page) {
      await expect(drupalErrors(page)).toHaveCount(1);
      await expect(page.locator('.ajax-progress')).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: 'Import filings (progress bar)' }),
      ).toBeEnabled();
    },
    messages: drupalErrors,
  },
  {
    name: 'batch-progress poll',
    endpoint: /\/batch\?.*\bop=do\b/,
    async go(page, inject) {
      // Polls never overlap: the first one's answer is held until the timeout is set and the
      // fault injected, or a slow machine sees the batch finish before any poll meets it.
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      await page.route(/\/batch\?.*\bop=do\b/, async (route) => {
        await gate;
        await route.fallback();
      });
      await page.goto('/widgets/batch-progress');
      // The bar's first poll starts its timer as the widget mounts, with the timeout of that
      // moment: the widget's code waits until the test's timeout is set.
      const release = await holdRequests(page, /\/chunks\/batch-progress-[\w-]+\.js/);
      await page.getByRole('button', { name: 'Start import' }).click();
      // The batch page comes through a redirect, which routes never see: its timeout is set here.
      await expect(page).toHaveURL(/\/batch\?id=\d+&op=start$/);
      await setTimeoutSetting(page);
      await inject();
      release();
      open();
    },
    async settled(page) {
      await expect(page.locator('.messages--error pre')).toBeVisible();
      await expect(page.locator('#updateprogress')).toBeHidden();
      await expect(page.getByRole('link', { name: 'the error page' })).toBeVisible();
    },
    messages: (page) => page.getByRole('alert'),
  },
  {
    name: 'header login',
    react: true,
    endpoint: /\/api\/[^/]+\/login\/loginuser/,
    async go(page, inject) {
      await page.goto('/widgets/site-header');
      await waitForEnhanced(page, 'site-header');
      await inject();
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const login = dialog(page, 'Log in');
      await login.getByLabel('Email').fill('editor@example.com');
      await login.getByLabel('Password').fill('typed password');
      await login.getByRole('button', { name: 'Log in' }).click();
    },
    async settled(page) {
      const login = dialog(page, 'Log in');
      await expect(login.getByRole('alert')).toContainText(FAILURE);
      const submit = login.getByRole('button', { name: 'Log in' });
      await expect(submit).not.toHaveAttribute('aria-disabled');
      await expect(login.getByLabel('Email')).toHaveValue('editor@example.com');
      await expect(login.getByLabel('Password')).toHaveValue('typed password');
    },
    messages: (page) => dialog(page, 'Log in').getByRole('alert'),
  },
  {
    name: 'stock quote load',
    endpoint: /\/ajax\/market-data-api\/stock-quote\//,
    verified: true,
    background: true,
    async go(page, inject) {
      await inject();
      await page.goto('/widgets/stock-quote?case=plain');
    },
    async settled(page) {
      await expect(page.locator('#demo-quote-plain .stock-quote__note')).toHaveCount(1);
      await expect(page.locator('#demo-quote-plain')).toContainText(/\d/);
    },
    messages: drupalErrors,
  },
  {
    name: 'stock quote background refresh',
    endpoint: /\/ajax\/market-data-api\/stock-quote\//,
    verified: true,
    background: true,
    clock: true,
    async go(page, inject) {
      await page.clock.install();
      await page.goto('/widgets/stock-quote?case=refresh');
      await expect(page.locator('#demo-quote-refresh')).toHaveAttribute(
        'data-quote-source',
        'live',
      );
      await pauseClock(page);
      await inject();
      await page.clock.runFor(30_500);
    },
    async settled(page) {
      await expect(page.locator('#demo-quote-refresh .stock-quote__note')).toHaveCount(1);
      await expect(page.locator('#demo-quote-refresh')).toContainText(/\d/);
    },
    messages: drupalErrors,
  },
  {
    name: 'media-file-helper metadata',
    endpoint: /\/ajax\/multimedia\/file\/101\b/,
    background: true,
    async go(page, inject) {
      await page.goto('/widgets/media-file-helper');
      await expect(page.locator('.entity-browser-selection')).toHaveAttribute('data-enhanced', '');
      await page.getByLabel('Item size').fill('123');
      await inject();
      const field = page.getByRole('group', { name: 'Multimedia file' });
      await field.getByText('Select entities').click();
      for (const box of await field.getByRole('checkbox').all()) await box.uncheck();
      await field.getByLabel(/q3-results-webcast/).check();
      await field.getByRole('button', { name: 'Use selected' }).click();
    },
    async settled(page) {
      // Typed while the request was out, and after it ended: both stay.
      await page.getByLabel('Item height').fill('600');
      for (const [label, value] of [
        ['Item height', '600'],
        ['Item width', ''],
        ['Item size', '123'],
        ['Item format', ''],
      ])
        await expect(page.getByLabel(label!)).toHaveValue(value!);
    },
    messages: (page) => page.locator('.messages--error'),
  },
];

/** Sets the site's request timeout on a page already loaded (through a `settings` command). */
async function setTimeoutSetting(page: Page) {
  await page.waitForFunction(() => !!window.Trellis?.ajax);
  await page.evaluate(
    (ms) =>
      (window.Trellis!.ajax as typeof AjaxApi).runCommands([
        { command: 'settings', merge: true, settings: { trellis: { requestTimeout: ms } } },
      ]),
    TIMEOUT_MS,
  );
}

/** Sets the site's request timeout in the settings each page of the test is served with. */
async function shortTimeout(page: Page) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    // A posted form's redirect is followed by the browser, whose GET comes here again.
    if (request.resourceType() !== 'document' || request.method() !== 'GET')
      return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      response,
      body: html.replace('"trellis":{', `"trellis":{"requestTimeout":${TIMEOUT_MS},`),
    });
  });
}

/**
 * Records each text an announcing element gets, from before the first script: Drupal's announcer,
 * a status region, an alert that appears or changes. (A polite container around an alert, as the
 * batch page's progress markup is, is not counted apart from the alert.)
 */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    const REGION = '#drupal-live-announce, [role=status], [role=alert]';
    new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const record of records) {
        const nodes = [record.target, ...record.addedNodes];
        for (const node of nodes) {
          const el = node instanceof Element ? node : node.parentElement;
          const region = el?.closest(REGION);
          if (region) changed.add(region);
        }
      }
      for (const region of changed) {
        const text = region.textContent?.trim();
        if (text) heard.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

/** The faults a family meets: `unverified` only where the answer is checked for the token. */
const faultsOf = (family: Family) =>
  FAULTS.filter((fault) => fault !== 'unverified' || family.verified);

/** `abort` drops the connection; the others are the demo's own (`?fault=` on the request). */
function injector(page: Page, family: Family, fault: string) {
  return () =>
    page.route(family.endpoint, (route) => {
      if (fault === 'abort') return route.abort('connectionreset');
      const url = new URL(route.request().url());
      url.searchParams.set('fault', fault);
      return route.continue({ url: String(url) });
    });
}

for (const family of FAMILIES)
  test.describe(family.name, { tag: family.react ? '@react' : [] }, () => {
    for (const fault of faultsOf(family))
      test(`${family.name} × ${fault}`, async ({ page }) => {
        await shortTimeout(page);
        await recordAnnouncements(page);
        const matches = (r: Request) => family.endpoint.test(r.url());
        const asked = page.waitForRequest(matches);
        // Answered or failed: what the page did with it is checked from then on.
        const ended = new Promise<void>((resolve) => {
          const done = (r: Request) => matches(r) && resolve();
          page.on('requestfinished', done);
          page.on('requestfailed', done);
        });
        const gaveUp =
          fault === 'timeout'
            ? page.waitForEvent('requestfailed', { predicate: matches, timeout: 10_000 })
            : undefined;
        await family.go(page, injector(page, family, fault));
        await asked;
        if (family.clock) await page.clock.runFor(TIMEOUT_MS + 100);
        await gaveUp;
        await ended;
        await family.settled(page);
        const told = (await heard(page)).filter((text) => FAILURE.test(text));
        if (family.background) {
          await expect(family.messages(page)).toHaveCount(0);
          expect(told, 'announcements of background work').toEqual([]);
        } else {
          await expect(family.messages(page)).toHaveCount(1);
          expect(told.length, `announcements: ${told.join(' | ')}`).toBeLessThanOrEqual(1);
        }
      });
  });

/** `fault=abort` drops the connection; the other faults are the demo server's own. */
const dropAborted = (page: Page) =>
  page.route(/fault=abort/, (route) => route.abort('connectionreset'));

test('AJAX links and submit buttons under every fault', async ({ page }) => {
  await dropAborted(page);
  await page.goto('/widgets/ajax');
  await page.waitForFunction(() => !!window.Trellis?.ajax);
  await setTimeoutSetting(page);
  await page.evaluate((faults) => {
    for (const fault of faults) {
      const url = `/ajax-demo/nojs/insert-simple?fault=${fault}`;
      document.querySelector('main')!.insertAdjacentHTML(
        'beforeend',
        `<p><a class="use-ajax" href="${url}">Link ${fault}</a></p>
         <form action="${url}"><label>Text ${fault} <input name="t"></label>
         <input type="submit" class="use-ajax-submit" value="Send ${fault}"></form>`,
      );
    }
  }, FAULTS);
  const errors = page.getByRole('alert', { name: 'Error message' });
  let shown = 0;
  for (const fault of FAULTS) {
    const link = page.getByRole('link', { name: `Link ${fault}`, exact: true });
    await link.click();
    await expect(errors).toHaveCount(++shown);
    await expect(link).not.toHaveClass(/progress-disabled/);
    const field = page.getByLabel(`Text ${fault}`);
    await field.fill(`typed ${fault}`);
    const submit = page.getByRole('button', { name: `Send ${fault}` });
    await submit.click();
    await expect(errors).toHaveCount(++shown);
    await expect(submit).toBeEnabled();
    await expect(field).toHaveValue(`typed ${fault}`);
    await expect(page.locator('.ajax-progress')).toHaveCount(0);
  }
  expect(new URL(page.url()).pathname).toBe('/widgets/ajax');
});

test('modal links under every fault', async ({ page }) => {
  await dropAborted(page);
  await page.goto('/widgets/modal-link');
  await waitForEnhanced(page, 'a.modal');
  await page.waitForFunction(() => !!window.Trellis?.ajax);
  await setTimeoutSetting(page);
  await page.evaluate((faults) => {
    for (const fault of faults)
      document
        .querySelector('main ul')!
        .insertAdjacentHTML(
          'beforeend',
          `<li><a class="modal" href="/widgets/modal-link/pages/investor-faq?fault=${fault}">FAQ ${fault}</a></li>`,
        );
  }, FAULTS);
  for (const fault of FAULTS) {
    const link = page.getByRole('link', { name: `FAQ ${fault}`, exact: true });
    await expect(link).toHaveAttribute('data-enhanced', '');
    await link.click();
    const dialog = page.getByRole('dialog');
    // A page served without the AJAX token is still a page (that fault is for AJAX answers): it
    // shows. Every other fault ends in the error with the way to the page, never "Loading…".
    if (fault === 'unverified')
      await expect(dialog.getByRole('heading', { name: 'Who do I contact?' })).toBeVisible();
    else await expect(dialog.getByRole('alert')).toContainText('The content could not be loaded.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  }
});

/**
 * Keeps the bench from rotting silently: the page generator still builds the page it promises,
 * and every stack's page reports "all enhanced" without errors. No timings are asserted here;
 * `npm run bench` measures. Bytes do not depend on timing: the Trellis pages' JS is held to its
 * budget in size-budgets.json ("pages").
 */
import type { Page } from '@playwright/test';
import { test, expect, atRest } from '../support/fixtures';
import { GROUPS, SIZES, STRESS_ROWS, STANDARD_ROWS, generateBody } from '../../bench/generate';
import { useBenchServer } from '../support/bench';
import { DEFAULT_STACKS } from '../../bench/stacks';
import type { GroupOutcome } from '../../bench/measure';
import { stackBytes } from '../../bench/bytes';
import { readFileSync } from 'node:fs';

interface Outcome {
  status: string;
  errors: string[];
  marks: number;
  groups: Record<string, GroupOutcome>;
}

/** Whether every host of every group carries data-enhanced. */
function everyHostEnhanced(page: Page): Promise<boolean> {
  return page.evaluate(
    (groups) =>
      groups.every((g) =>
        [...document.querySelectorAll(g.trellis)].every((h) => h.hasAttribute('data-enhanced')),
      ),
    GROUPS.map((g) => ({ trellis: g.trellis })),
  );
}

test.describe('bench', () => {
  const server = useBenchServer();

  test('the page generator is deterministic and builds every widget the bench promises', () => {
    const body = generateBody({ rows: STANDARD_ROWS });
    expect(generateBody({ rows: STANDARD_ROWS })).toBe(body);
    const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
    expect(count(body, /<tr>/g)).toBe(STANDARD_ROWS + 1);
    expect(count(generateBody({ rows: STRESS_ROWS }), /<tr>/g)).toBe(STRESS_ROWS + 1);
    expect(count(body, /data-carousel[ >]/g)).toBe(SIZES.carousels);
    expect(count(body, /class="carousel__slide"/g)).toBe(SIZES.carousels * SIZES.slides);
    expect(count(body, /<details class="faq-list__item"/g)).toBe(SIZES.faqItems);
    expect(count(body, /data-tooltip>/g)).toBe(SIZES.tooltips);
    expect(count(body, /class="button cta-button"/g)).toBe(SIZES.modals);
    expect(count(body, /class="cta-modal"/g)).toBe(SIZES.modals);
    expect(body).not.toMatch(/\b(?:src|href)="(?:https?:)?\/\//);
  });

  // The bench's own count (bench/bytes.ts), at its viewport, until the main thread is quiet after
  // all enhanced: bytes do not depend on timing, so a regression fails here, not in a bench run.
  for (const stack of DEFAULT_STACKS.filter((s) => s.kind === 'trellis')) {
    test(`the ${stack.label} bench page loads no more JS than its budget`, async ({ page }) => {
      const { pages } = JSON.parse(
        readFileSync(new URL('../../size-budgets.json', import.meta.url), 'utf8'),
      ) as { pages: { stack: string; gzip: number }[] };
      const budget = pages.find((b) => b.stack === stack.id);
      expect(budget, 'a budget in size-budgets.json').toBeTruthy();
      await page.setViewportSize({ width: 1280, height: 800 });
      const loaded: { url: string; type: 'js' | 'css' }[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script')
          loaded.push({ url: new URL(r.url()).pathname, type: 'js' });
      });
      await page.goto(server().url(stack.id, 'standard'));
      await page.evaluate('window.__bench.ready');
      await atRest(page);
      const js = stackBytes(server().mounts, loaded).js;
      const files = js.files.map((f) => `${f.url} ${f.gzip} B`).join(', ');
      expect(js.gzip, `JS gzip on the bench page (${files})`).toBeLessThanOrEqual(budget!.gzip);
    });
  }

  for (const stack of DEFAULT_STACKS) {
    test(`the ${stack.label} page reports all enhanced without errors`, async ({ page }) => {
      const failures: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || (m.type() === 'warning' && m.text().includes('[trellis]')))
          failures.push(m.text());
      });
      page.on('response', (r) => {
        if (r.status() >= 400) failures.push(`HTTP ${r.status()} ${r.url()}`);
      });
      // A short table keeps the check quick; the widgets and their markup are the bench's own.
      await page.goto(`${server().url(stack.id, 'standard')}?rows=100`);
      if (stack.kind === 'nojs') {
        expect(await page.locator('script:not([type="application/json"])').count()).toBe(0);
        expect(failures).toEqual([]);
        return;
      }
      const outcome = (await page.evaluate(
        `window.__bench.ready.then(() => ({ status: window.__bench.status, errors: window.__bench.errors, groups: window.__bench.groups, marks: performance.getEntriesByName('all-enhanced').length }))`,
      )) as Outcome;
      expect(outcome.errors, 'errors reported in the page').toEqual([]);
      expect(failures, 'console errors, Trellis warnings, failed requests').toEqual([]);
      expect(outcome.status).toBe('done');
      expect(outcome.marks).toBe(1);
      for (const group of GROUPS) {
        const r = outcome.groups[group.key]!;
        expect(r.failed, `${group.key}: hosts that failed`).toBe(0);
        if (stack.kind === 'legacy') {
          expect(r.enhanced, `${group.key} enhanced by the legacy behaviours`).toBe(group.expected);
        } else {
          // Every group has its widget in the bundle: a host the harness cannot account for
          // would leave its work out of the bench's figures.
          expect(r.missing, `${group.key}: hosts left unenhanced (${r.note})`).toBe(0);
          expect(r.enhanced + r.deferred, `${group.key} enhanced or deferred by Trellis`).toBe(
            group.expected,
          );
        }
      }
      if (stack.kind !== 'trellis') return;
      // Anything deferred at the load is enhanced on the way down, like a visitor scrolling.
      for (let y = 0; y < 40 && !(await everyHostEnhanced(page)); y++) {
        await page.mouse.wheel(0, 700);
        await page.waitForTimeout(50);
      }
      await expect.poll(() => everyHostEnhanced(page)).toBe(true);
      expect(failures, 'console errors, Trellis warnings, failed requests').toEqual([]);
    });
  }
});

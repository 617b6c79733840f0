// DOM clobbering (corpus/clobbering.txt): markup that names every global Trellis reads must not
// pass for it. Each template once with all the names (one element per name), then each name
// with all the templates (a collection per name): the widgets work, AJAX links still send their
// request, nothing throws.
import type { Page } from '@playwright/test';
import { test, expect, editPages, atBodyStart, type ConsoleEntry } from '../support/fixtures';
import { corpus, GLOBALS } from './corpus';

const TEMPLATES = corpus('clobbering.txt');
const fill = (template: string, name: string) => template.replaceAll('NAME', name);

const cases: [string, string][] = [
  ...TEMPLATES.map((template, i): [string, string] => [
    `template ${i + 1} for every global`,
    GLOBALS.map((name) => fill(template, name)).join(''),
  ]),
  ...GLOBALS.map((name): [string, string] => [
    `every template for ${name}`,
    TEMPLATES.map((template) => fill(template, name)).join(''),
  ]),
];

async function works(page: Page, consoleEntries: ConsoleEntry[]) {
  // Clicked once the bindings listen: they come with the engine chunk.
  const bindings = page.waitForResponse(/\/chunks\/ajax-engine-/);
  await page.goto('/widgets/ajax');
  await bindings;
  await page.waitForFunction(() => typeof window.trellisInternals?.stats === 'function');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
  await page.getByRole('link', { name: 'Append a widget', exact: true }).click();
  await expect(page.locator('demo-ticker[data-enhanced]')).toHaveCount(1);
  expect(new URL(page.url()).pathname).toBe('/widgets/ajax');
  expect(consoleEntries.filter((e) => /already on this page/.test(e.text))).toEqual([]);
}

for (const [name, markup] of cases)
  test(`clobbering: ${name}`, async ({ page, consoleEntries }) => {
    await editPages(page, '**/widgets/ajax', atBodyStart(markup));
    await works(page, consoleEntries);
  });

import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  MOBILE,
  test,
} from '../../test/support/fixtures';

const PAGE = '/widgets/summary-toggle';
const RECORD = 'Northwind reports record quarterly revenue';

test.describe('summary-toggle', { tag: '@react' }, () => {
  // axe and leak cycles on a shared, loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`a Summary button slides a news row's teaser open and closed at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(PAGE);
      const toggle = page.getByRole('button', { name: `Summary for ${RECORD}` });
      const teaser = page.getByText('Revenue grew 18%');
      const row = page.locator('tr', { has: toggle });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(teaser).toBeHidden();
      const controls = await toggle.getAttribute('aria-controls');
      await expect(page.locator(`#${controls}`)).toContainText('Revenue grew 18%');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(row).toHaveClass(/\bis-open\b/);
      await expect(teaser).toBeVisible();
      await expect(toggle).toBeFocused();
      await expectNoAxeViolations(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(row).not.toHaveClass(/\bis-open\b/);
      await expect(teaser).toBeHidden();
      await expectNoAxeViolations(page);
    });
  }

  test('rows and items without a teaser get no toggle', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: /^Summary/ })).toHaveCount(4);
    const quiet = page.locator('tr', { hasText: 'fourth-quarter call' });
    await expect(quiet.getByRole('button')).toHaveCount(0);
    const meeting = page.locator('article', { hasText: 'Annual meeting 2026' });
    await expect(meeting.getByRole('button')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Summary for Q3 2026 earnings presentation' }),
    ).toBeVisible();
  });

  test('Enter and Space toggle; an open summary’s link is next in the tab order', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const toggle = page.getByRole('button', { name: 'Summary for Investor day 2026' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Register' })).toBeFocused();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Register' })).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveText('Register');
    await expect(page.locator(':focus')).toBeVisible();
  });

  test('it slides from the press with motion and switches at once under reduced motion', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const toggle = page.getByRole('button', { name: `Summary for ${RECORD}` });
    const id = await toggle.getAttribute('aria-controls');
    // Click and read in one task, so the 200 ms slide cannot have ended in between. A started
    // slide has its start time at once: left to the next frame, that frame would show the
    // teaser as it was before the press.
    const clickAndCount = () =>
      page.evaluate((i) => {
        document.querySelector<HTMLElement>(`[aria-controls="${i}"]`)!.click();
        const animations = document.getElementById(i!)!.getAnimations();
        return animations.filter((a) => typeof a.startTime === 'number').length;
      }, id);
    expect(await clickAndCount()).toBe(1);
    await expect(page.locator(`#${id}`)).toBeVisible();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await clickAndCount()).toBe(0);
    await expect(page.locator(`#${id}`)).toBeHidden();
    expect(await clickAndCount()).toBe(0);
    await expect(page.locator(`#${id}`)).toBeVisible();
  });

  test('without JavaScript every teaser shows and there are no buttons', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.getByText('Revenue grew 18%')).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await context.close();
  });

  test('inserting and removing lists 200 times leaves nothing behind and shows teasers again', async ({
    page,
  }) => {
    await installLeakCounters(page);
    await page.goto(PAGE);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const source = document.querySelector('.nir-widget--news-table')!;
        const html = source.outerHTML
          // What the toggles added (buttons in their slots, the root) is not the server's.
          .replace(/<trellis-(root|slot)[\s\S]*?<\/trellis-\1>/g, '')
          .replace(/ hidden=""/g, '');
        for (let i = 0; i < count; i++) {
          const box = document.createElement('div');
          box.innerHTML = html.replace(/ id="summary-\d+"/g, '');
          const table = box.firstElementChild!;
          document.querySelector('main')!.append(box);
          // Mounts run in slices: wait (bounded) for this one rather than exactly one tick.
          const hasToggle = (t: Element) => !!t.querySelector('.summary-toggle');
          if (!(await window.__whenEnhanced(table, hasToggle))) throw new Error('not enhanced');
          table.querySelector<HTMLButtonElement>('.summary-toggle')!.click();
          box.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (table.querySelector('.summary-toggle, [hidden], .is-open'))
            throw new Error('not restored');
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle);
  });
});

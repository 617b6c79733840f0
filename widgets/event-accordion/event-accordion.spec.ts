import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdChunks,
  installLeakCounters,
  MOBILE,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`event-accordion at ${viewport.width} px`, { tag: '@react' }, () => {
    test.use({ viewport });

    test('a title button toggles the opened state and slides the details', async ({ page }) => {
      await page.goto('/widgets/event-accordion');
      await waitForEnhanced(page, '.event-accordion');
      const items = page.locator('.event-accordion__item');
      const first = items.nth(0);
      const second = items.nth(1);
      const button = second.getByRole('button');
      // The title heading holds exactly one button, named by the title.
      await expect(second.getByRole('heading').getByRole('button')).toHaveCount(1);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const controls = await button.getAttribute('aria-controls');
      await expect(page.locator(`#${controls}`)).toBeHidden();
      // The server's "opened" item starts open.
      await expect(first).toHaveClass(/opened/);
      await expect(first.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
      await expect(first.getByRole('link', { name: /View Webcast/ })).toBeVisible();

      await button.click();
      await expect(second).toHaveClass(/opened/);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${controls}`)).toBeVisible();
      await expect(button).toBeFocused();
      // Items toggle on their own: the first stays open.
      await expect(first).toHaveClass(/opened/);
      await expectNoAxeViolations(page);

      await button.press('Enter');
      await expect(second).not.toHaveClass(/opened/);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`#${controls}`)).toBeHidden();
    });

    test('the slide animates from the press, and not at all under reduced motion', async ({
      page,
    }) => {
      await page.goto('/widgets/event-accordion');
      await waitForEnhanced(page, '.event-accordion');
      // Read right after the widget's own click handler ran (on window: React handles a portal's
      // events where the portal is mounted, after the button's own): the slide's animation and
      // its duration (200 ms, "fast"), and its start: a new animation's start time is null until
      // the frame that first renders it, and that frame would show the closed panel once more.
      const button = page.locator('.event-accordion__item').nth(1).getByRole('button');
      const clickAndRead = async () => {
        await button.evaluate((el) => {
          window.addEventListener(
            'click',
            () => {
              const content = document.getElementById(el.getAttribute('aria-controls')!)!;
              (window as unknown as { __read: unknown }).__read = {
                durations: content.getAnimations().map((a) => a.effect?.getTiming().duration),
                started: content.getAnimations().map((a) => typeof a.startTime === 'number'),
                hidden: content.hidden,
              };
            },
            { once: true },
          );
        });
        await button.click();
        return page.evaluate(() => (window as unknown as { __read: unknown }).__read);
      };
      expect(await clickAndRead()).toEqual({ durations: [200], started: [true], hidden: false });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await clickAndRead()).toEqual({ durations: [], started: [], hidden: true });
    });
  });
}

test(
  'a title tapped while the code is on the way opens its details when the code lands',
  { tag: '@react' },
  async ({ page }) => {
    const release = await holdChunks(page);
    await page.goto('/widgets/event-accordion');
    const second = page.locator('.event-accordion__item').nth(1);
    // Before the code: the title is plain text, its details folded by the theme's CSS.
    await expect(second.getByRole('button')).toHaveCount(0);
    await second.locator('.event-accordion__title').click();
    release();
    const button = second.getByRole('button');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveClass(/opened/);
    await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
  },
);

test(
  'host scripts open and close an item with open(index) and close(index)',
  {
    tag: '@react',
  },
  async ({ page }) => {
    await page.goto('/widgets/event-accordion');
    await waitForEnhanced(page, '.event-accordion');
    type Accordion = HTMLElement & { open(index: number): void; close(index: number): void };
    const second = page.locator('.event-accordion__item').nth(1);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      document.addEventListener('event-accordion:toggle', (e) =>
        seen.push((e as CustomEvent).detail),
      );
      (window as unknown as { __toggles: unknown[] }).__toggles = seen;
    });
    await page.evaluate(() => document.querySelector<Accordion>('.event-accordion')!.open(1));
    await expect(second).toHaveClass(/opened/);
    await expect(second.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    // Opening an open item changes nothing.
    await page.evaluate(() => document.querySelector<Accordion>('.event-accordion')!.open(1));
    await page.evaluate(() => document.querySelector<Accordion>('.event-accordion')!.close(1));
    await expect(second).not.toHaveClass(/opened/);
    await expect(second.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    expect(
      await page.evaluate(() => (window as unknown as { __toggles: unknown[] }).__toggles),
    ).toEqual([
      { index: 1, open: true },
      { index: 1, open: false },
    ]);
  },
);

test('without JavaScript every event shows its details', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/widgets/event-accordion');
  for (const content of await page.locator('.event-accordion__content').all())
    await expect(content).toBeVisible();
  await context.close();
});

test(
  'event accordions inserted and removed 200 times leave nothing behind',
  { tag: '@react' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await page.goto('/widgets/event-accordion');
    await waitForEnhanced(page, '.event-accordion');
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const original = document.querySelector('.event-accordion')!;
        // The server markup, as it was before enhancement.
        const markup = original.outerHTML;
        for (let i = 0; i < count; i++) {
          const box = document.createElement('div');
          box.innerHTML = markup;
          const copy = box.firstElementChild!;
          copy.querySelectorAll('button').forEach((b) => b.replaceWith(...b.childNodes));
          original.after(copy);
          const hasToggle = (c: Element) => !!c.querySelector('.event-accordion__toggle');
          if (!(await window.__whenEnhanced(copy, hasToggle)))
            throw new Error(`cycle ${i}: not enhanced`);
          copy.remove();
          await new Promise((r) => setTimeout(r, 0));
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { nodes: 50 });
  },
);

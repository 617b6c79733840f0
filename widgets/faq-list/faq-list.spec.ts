import type { Page } from '@playwright/test';
import {
  atRest,
  animationsDone,
  countLayoutShift,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdChunks,
  installLeakCounters,
  layoutShift,
  layoutShiftReport,
  MOBILE,
  openRuntimePage,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';
import { CLICK_GUARD_MS } from './logic';

const URL = '/widgets/faq-list';

/** A page whose clock the test moves past the 200 ms click guard instead of waiting it out. */
async function openWithClock(page: Page) {
  await page.clock.install();
  await open(page);
  return () => page.clock.fastForward(CLICK_GUARD_MS);
}

async function open(page: Page, url = URL) {
  await page.goto(url);
  await waitForEnhanced(page, 'faq-list, [data-accordion]');
}

const panelOf = async (page: Page, name: string | RegExp) => {
  const id = await page.getByRole('button', { name }).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
};

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`faq-list at ${viewport.width} px`, { tag: '@react' }, () => {
    test.use({ viewport });

    test('titles are buttons inside headings; the first item is open and the others closed', async ({
      page,
    }) => {
      await open(page);
      const faq = page.locator('#faq');
      const titles = faq.locator('.faq-list__button');
      await expect(titles).toHaveCount(4);
      for (const [i, title] of (await titles.all()).entries()) {
        expect(await title.evaluate((el) => el.parentElement!.tagName)).toBe('H3');
        await expect(title).toHaveAttribute('aria-expanded', i === 0 ? 'true' : 'false');
        const panel = page.locator(`[id="${await title.getAttribute('aria-controls')}"]`);
        if (i === 0) await expect(panel).toBeVisible();
        else await expect(panel).toBeHidden();
      }
      await expect(faq.locator('summary')).toHaveCount(4);
      await expect(faq.locator('summary').first()).toBeHidden();
    });

    test('an answer a keyboard visitor opened before the code came stays open, focus on its title', async ({
      page,
    }) => {
      const release = await holdChunks(page);
      await page.goto(URL);
      const summary = page.locator('#faq summary', { hasText: 'Who is the transfer agent?' });
      await summary.focus();
      await page.keyboard.press('Enter'); // the browser's own <details> opens it
      release();
      await waitForEnhanced(page, 'faq-list, [data-accordion]');
      const title = page.getByRole('button', { name: 'Who is the transfer agent?' });
      await expect(title).toHaveAttribute('aria-expanded', 'true');
      await expect(title).toBeFocused();
      await expect(await panelOf(page, 'Who is the transfer agent?')).toBeVisible();
      const first = page.getByRole('button', { name: 'Where can I find the annual report?' });
      await expect(first).toHaveAttribute('aria-expanded', 'true'); // the first item, as ever
      await expect(
        page.getByRole('button', { name: 'Does Northwind Memory pay a dividend?' }),
      ).toHaveAttribute('aria-expanded', 'false');
      // An accordion keeps the one the visitor opened (its <details> group closed the first).
      await page.goto('about:blank');
      const again = await holdChunks(page);
      await page.goto(URL);
      await page.locator('summary', { hasText: 'Storage' }).first().click();
      again();
      await waitForEnhanced(page, 'faq-list, [data-accordion]');
      await expect(page.getByRole('button', { name: 'Storage' }).first()).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByRole('button', { name: 'Memory' }).first()).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    test('an FAQ title toggles its own item by click, Enter and Space and keeps focus', async ({
      page,
    }) => {
      const passGuard = await openWithClock(page);
      const q2 = page.getByRole('button', { name: 'Does Northwind Memory pay a dividend?' });
      const q1 = page.getByRole('button', { name: 'Where can I find the annual report?' });
      const panel = await panelOf(page, 'Does Northwind Memory pay a dividend?');
      await q2.click();
      await expect(q2).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(q1).toHaveAttribute('aria-expanded', 'true'); // FAQ: others stay as they are
      await expect(q2).toBeFocused();
      await passGuard();
      await q2.press('Enter');
      await expect(q2).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await passGuard();
      await q2.press('Space');
      await expect(q2).toHaveAttribute('aria-expanded', 'true');
      await expect(q2).toBeFocused();
    });

    test('an accordion title opens its item and closes the others; the open title does nothing', async ({
      page,
    }) => {
      const passGuard = await openWithClock(page);
      const acc = page.locator('#accordion');
      const memory = acc.getByRole('button', { name: 'Memory' });
      const storage = acc.getByRole('button', { name: 'Storage' });
      await expect(memory).toHaveAttribute('aria-expanded', 'true');
      await expect(memory).toHaveAttribute('aria-disabled', 'true');
      await memory.dispatchEvent('click');
      await expect(memory).toHaveAttribute('aria-expanded', 'true');
      await passGuard();
      await storage.click();
      await expect(storage).toHaveAttribute('aria-expanded', 'true');
      await expect(memory).toHaveAttribute('aria-expanded', 'false');
      await expect(acc.getByRole('link', { name: 'See Memory' })).toBeHidden();
      await expect(acc.getByRole('link', { name: 'See Storage' })).toBeVisible();
      // The created headings carry the level the markup asked for.
      expect(await storage.evaluate((el) => el.parentElement!.tagName)).toBe('H3');
    });

    test('Show all opens every item and becomes Hide all; toggling one item updates it', async ({
      page,
    }) => {
      test.setTimeout(120_000); // two axe runs
      const passGuard = await openWithClock(page);
      const faq = page.locator('#faq');
      const all = faq.locator('.faq-list__all');
      await expect(all).toHaveAttribute('aria-expanded', 'false');
      await expect(all).toHaveAccessibleName('Show all (Frequently asked questions)');
      await all.click();
      await expect(all).toHaveText(/^Hide all/);
      await expect(all).toHaveAttribute('aria-expanded', 'true');
      await expect(all).toBeFocused();
      for (const title of await faq.locator('.faq-list__button').all())
        await expect(title).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await passGuard();
      await faq.getByRole('button', { name: 'Who is the transfer agent?' }).click();
      await expect(all).toHaveText(/^Show all/);
      await expect(all).toHaveAttribute('aria-expanded', 'false');
      await passGuard();
      await all.click();
      await passGuard();
      await all.click();
      await expect(all).toHaveText(/^Show all/);
      for (const title of await faq.locator('.faq-list__button').all())
        await expect(title).toHaveAttribute('aria-expanded', 'false');
      // Show all in an accordion opens them all too.
      const acc = page.locator('#accordion-all');
      await acc.locator('.faq-list__all').click();
      await expect(acc.locator('[aria-expanded="true"].faq-list__button')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    test('Tab reaches links in open answers and skips closed ones', async ({ page }) => {
      await open(page);
      const acc = page.locator('#accordion');
      await acc.getByRole('button', { name: 'Memory' }).focus();
      await page.keyboard.press('Tab');
      await expect(acc.getByRole('link', { name: 'See Memory' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(acc.getByRole('button', { name: 'Storage' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(acc.getByRole('button', { name: 'Automotive' })).toBeFocused();
    });
  });
}

test.describe('faq-list timing and motion', { tag: '@react' }, () => {
  test('clicks less than 200 ms apart are ignored', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
    await open(page);
    const q3 = page.getByRole('button', { name: 'Who is the transfer agent?' });
    await q3.click();
    await expect(q3).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(199);
    await q3.click();
    await expect(q3).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1);
    await q3.click();
    await expect(q3).toHaveAttribute('aria-expanded', 'false');
  });

  test('opening slides the answer open; under reduced motion it opens at once', async ({
    page,
  }) => {
    const passGuard = await openWithClock(page);
    const q4 = page.getByRole('button', { name: 'When does the fiscal year end?' });
    const panel = await panelOf(page, 'When does the fiscal year end?');
    // Read the panel's animations right after the widget's own click handler ran (on window:
    // React handles a portal's events where the portal is mounted, after the button's own).
    const record = () =>
      q4.evaluate((button) => {
        const w = window as unknown as { __durations: unknown[] };
        window.addEventListener(
          'click',
          () => {
            const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
            w.__durations = panel
              .getAnimations()
              .map((a) => (a.effect as KeyframeEffect).getTiming().duration);
          },
          { once: true },
        );
      });
    const durations = () =>
      page.evaluate(() => (window as unknown as { __durations: unknown[] }).__durations);
    await record();
    await q4.click();
    expect(await durations()).toEqual([200]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await passGuard();
    await record();
    await q4.click();
    expect(await durations()).toEqual([]);
    await expect(panel).toBeHidden();
    // And opening again, still under reduced motion: at once too.
    await passGuard();
    await record();
    await q4.click();
    expect(await durations()).toEqual([]);
    await expect(panel).toBeVisible();
  });

  test('a slide is timed from the frame before the press, so the next frame shows the answer moving', async ({
    page,
  }) => {
    await open(page);
    const q4 = page.getByRole('button', { name: 'When does the fiscal year end?' });
    // A press handled at the start of a frame reads that frame's time from the document
    // timeline: a slide started then would render its first keyframe (height 0) in that frame.
    const height = await q4.evaluate(
      (button) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(async () => {
            (button as HTMLElement).click();
            // The render is a microtask away on both builds; still within this frame.
            for (let i = 0; i < 3; i++) await Promise.resolve();
            const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
            resolve(panel.getBoundingClientRect().height);
          }),
        ),
    );
    expect(height).toBeGreaterThan(0);
  });

  test('Show all on a long list slides the answers in view and opens those below the fold at once', async ({
    page,
  }) => {
    await openRuntimePage(page);
    await page.evaluate(() => {
      const items = Array.from(
        { length: 40 },
        (_, i) =>
          `<details><summary>Question ${i + 1}</summary><div><p>Answer ${i + 1}.</p><p>More.</p></div></details>`,
      ).join('');
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<faq-list id="long" data-show-all data-trellis-defer="none">${items}</faq-list>`,
      );
    });
    const all = page.getByRole('button', { name: /^Show all/ });
    // Read the animations right after the widget's own click handler ran.
    await all.evaluate(() => {
      window.addEventListener(
        'click',
        () => {
          const panels = [...document.querySelectorAll<HTMLElement>('#long details > div')];
          (window as unknown as { __moving: boolean[] }).__moving = panels.map(
            (panel) => panel.getAnimations().length > 0,
          );
        },
        { once: true },
      );
    });
    await all.click();
    const moving = await page.evaluate(
      () => (window as unknown as { __moving: boolean[] }).__moving,
    );
    expect(moving).toHaveLength(40);
    const sliding = moving.filter(Boolean).length;
    expect(sliding, 'the answers in view slide').toBeGreaterThan(0);
    expect(sliding, 'those below the fold do not').toBeLessThan(20);
    expect(moving.at(-1), 'the last answer, far below, opens at once').toBe(false);
    await expect(page.getByText('Answer 40.')).toBeAttached();
    await expect(page.locator('#long details > div').last()).not.toHaveAttribute('hidden');
    await expect(page.getByRole('button', { name: 'Question 40' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('an in-page link to an item, or into a closed answer, opens that item and shows the target', async ({
    page,
  }) => {
    await open(page);
    await page.evaluate(() => {
      const answer = document.querySelector('#faq-fiscal-year .faq-list__answer')!;
      answer.insertAdjacentHTML(
        'beforeend',
        ' <span id="fy-dates">Dates for the fiscal year.</span>',
      );
      document
        .querySelector('h1')!
        .insertAdjacentHTML(
          'afterend',
          '<p><a href="#faq-transfer-agent">About the transfer agent</a> <a href="#fy-dates">Fiscal year dates</a></p>',
        );
    });
    const agent = page.getByRole('button', { name: 'Who is the transfer agent?' });
    await expect(agent).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('link', { name: 'About the transfer agent' }).click();
    await expect(agent).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/#faq-transfer-agent$/);

    const fiscal = page.getByRole('button', { name: 'When does the fiscal year end?' });
    await expect(fiscal).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('link', { name: 'Fiscal year dates' }).click();
    await expect(fiscal).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Dates for the fiscal year.')).toBeInViewport();
  });

  test('an answer of several paragraphs, or bare text, opens and closes whole, and is put back as it was', async ({
    page,
  }) => {
    await openRuntimePage(page);
    const server = `<details><summary>First</summary><p>One.</p></details><details><summary>Several</summary><p>Part A.</p>
      <p>Part B.</p></details><details><summary>Bare</summary>Just text.</details><details><summary><h3>Iconed</h3><span class="icon"></span></summary><p>I.</p></details><details><summary><div class="q"><h3>Wrapped</h3></div></summary><p>W.</p></details>`;
    await page.evaluate((html) => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<faq-list id="loose" data-trellis-defer="none">${html}</faq-list>`,
      );
    }, server);
    const several = page.getByRole('button', { name: 'Several' });
    await expect(several).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Part A.')).toBeHidden();
    await expect(page.getByText('Part B.')).toBeHidden();
    await expect(page.getByText('Just text.')).toBeHidden();
    await several.click();
    await expect(page.getByText('Part A.')).toBeVisible();
    await expect(page.getByText('Part B.')).toBeVisible();
    const panel = page.locator(`[id="${await several.getAttribute('aria-controls')}"]`);
    await expect(panel).toContainText('Part B.');
    await page.getByRole('button', { name: 'Bare' }).click();
    await expect(page.getByText('Just text.')).toBeVisible();
    // Taken out of the page and back as server markup, the items are as the server sent them.
    await page.evaluate(() => {
      const host = document.getElementById('loose')!;
      (window as unknown as { __loose: Element }).__loose = host;
      host.remove();
    });
    const restored = () =>
      page.evaluate(() =>
        [...(window as unknown as { __loose: Element }).__loose.querySelectorAll('details')]
          .map((d) => d.innerHTML)
          .join(''),
      );
    await expect.poll(restored).toBe(
      server
        .replace(/<details>/g, '')
        .replace(/<\/details>/g, '')
        .replace(/ open=""/g, ''),
    );
  });

  test('the element has open() and close() as soon as it says it is enhanced', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __apiAtEnhanced?: string };
      new MutationObserver(() => {
        const faq = document.getElementById('faq') as (HTMLElement & { open?: unknown }) | null;
        if (faq?.hasAttribute('data-enhanced') && !w.__apiAtEnhanced)
          w.__apiAtEnhanced = typeof faq.open;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-enhanced'] });
    });
    await open(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { __apiAtEnhanced?: string }).__apiAtEnhanced,
      ),
    ).toBe('function');
  });

  test('host scripts open and close items through the element: open(index), close(index)', async ({
    page,
  }) => {
    await open(page);
    const q3 = page.getByRole('button', { name: 'Who is the transfer agent?' });
    const toggles = await page.evaluate(() => {
      const faq = document.getElementById('faq') as HTMLElement & {
        open(index: number): void;
        close(index: number): void;
      };
      const seen: string[] = [];
      faq.addEventListener('faq-list:toggle', (e) => {
        const { index, open } = (e as CustomEvent<{ index: number; open: boolean }>).detail;
        seen.push(`${index}:${open}`);
      });
      faq.open(2);
      faq.open(2); // already open: nothing
      faq.close(0);
      return seen;
    });
    expect(toggles).toEqual(['2:true', '0:false']);
    await expect(q3).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Demo Trust Company')).toBeVisible();
    await page.evaluate(() =>
      (document.getElementById('faq') as unknown as { close(i: number): void }).close(2),
    );
    await expect(q3).toHaveAttribute('aria-expanded', 'false');
    // Taken off with the widget: the server markup has no such methods.
    const after = await page.evaluate(() => {
      const faq = document.getElementById('faq')!;
      faq.remove();
      return new Promise((r) => setTimeout(() => r('open' in faq || 'close' in faq), 0));
    });
    expect(after).toBe(false);
  });

  test('a deep link to an item opens it on load', async ({ page }) => {
    await open(page, `${URL}#faq-dividend`);
    await expect(
      page.getByRole('button', { name: 'Does Northwind Memory pay a dividend?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  test('a fragment that is not valid percent-encoding leaves the list enhanced, with no error', async ({
    page,
    consoleEntries,
  }) => {
    await open(page, `${URL}#%E0%A4%A`);
    await expect(page.locator('faq-list').first()).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('[data-trellis-error]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Who is the transfer agent?' }).click();
    await expect(page.getByRole('button', { name: 'Who is the transfer agent?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(consoleEntries.filter((e) => /faq-list/.test(e.text))).toEqual([]);
  });

  test('find in page reveals a closed answer and marks its title expanded', async ({ page }) => {
    await open(page);
    const panel = await panelOf(page, 'Who is the transfer agent?');
    await expect(panel).toHaveAttribute('hidden', 'until-found');
    await panel.evaluate((el) => el.dispatchEvent(new Event('beforematch')));
    await expect(page.getByRole('button', { name: 'Who is the transfer agent?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('an answer find in page reveals while it slides shut is left unclipped', async ({
    page,
  }) => {
    await open(page);
    const title = page.getByRole('button', { name: 'Where can I find the annual report?' });
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(page, 'Where can I find the annual report?');
    await title.click();
    await panel.evaluate((el) => el.dispatchEvent(new Event('beforematch')));
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    // Both slides run to their end (the shut one may be cancelled) before the panel is read.
    await animationsDone(page);
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((el) => getComputedStyle(el).overflow)).toBe('visible');
  });

  test('a title is a contained piece that still draws its whole focus ring', async ({ page }) => {
    await open(page);
    const title = page.getByRole('button', { name: 'Who is the transfer agent?' });
    await title.focus();
    const ring = await title.evaluate((button) => {
      const heading = getComputedStyle(button.parentElement!);
      const own = getComputedStyle(button);
      return {
        focusVisible: button.matches(':focus-visible'),
        contain: heading.contain,
        reach: parseFloat(own.outlineWidth) + parseFloat(own.outlineOffset),
        clipMargin: parseFloat(/[\d.]+px/.exec(heading.overflowClipMargin)?.[0] ?? '0'),
      };
    });
    expect(ring.focusVisible).toBe(true);
    expect(ring.contain).toBe('layout paint');
    expect(ring.reach).toBeGreaterThan(0);
    expect(ring.clipMargin).toBeGreaterThanOrEqual(ring.reach);
  });

  test('enhancing causes no layout shift', async ({ page }) => {
    await countLayoutShift(page);
    await open(page);
    await atRest(page);
    expect(await layoutShift(page), await layoutShiftReport(page)).toBe(0);
  });

  test('the page has no axe violations', async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('faq-list without JavaScript', { tag: '@react' }, () => {
  test.use({ javaScriptEnabled: false });
  test('the first answer is open and the others open natively', async ({ page }) => {
    await page.goto(URL);
    await expect(page.getByText('The latest annual report')).toBeVisible();
    await expect(page.getByText('Demo Trust Company')).toBeHidden();
    await page.getByText('Who is the transfer agent?').click();
    await expect(page.getByText('Demo Trust Company')).toBeVisible();
    await expect(page.locator('[aria-expanded]')).toHaveCount(0);
  });
});

test(
  '300 insert and remove cycles of an FAQ list leave nothing behind, and the markup is restored',
  { tag: '@react' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await open(page);
    const restored = await page.evaluate(async () => {
      const faq = document.getElementById('faq')!;
      faq.remove();
      await new Promise((r) => setTimeout(r, 0));
      return {
        summaries: faq.querySelectorAll('summary:not([hidden]) h3').length,
        buttons: faq.querySelectorAll('button').length,
      };
    });
    expect(restored).toEqual({ summaries: 4, buttons: 0 });
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const markup = `<faq-list>${[1, 2, 3]
          .map((i) => `<details><summary><h3>Q${i}</h3></summary><div><p>A${i}</p></div></details>`)
          .join('')}</faq-list>`;
        const box = document.createElement('div');
        document.body.append(box);
        for (let i = 0; i < count; i++) {
          box.innerHTML = markup;
          const host = box.firstElementChild as HTMLElement;
          if (!(await window.__whenEnhanced(host))) throw new Error(`cycle ${i}: not enhanced`);
          host.querySelectorAll('button')[2]!.click();
          host.remove();
          await new Promise((r) => setTimeout(r, 0));
        }
        box.remove();
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { rounds: 300 });
  },
);

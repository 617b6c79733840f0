import type { Page } from '@playwright/test';
import {
  countLayoutShift,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  layoutShift,
  layoutShiftReport,
  MOBILE,
  openRuntimePage,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';

const URL = '/widgets/percent-ring';
const START = new Date('2026-03-02T09:00:00Z');

async function open(page: Page, clock = false) {
  if (clock) {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
  }
  await page.goto(URL);
  await waitForEnhanced(page, '.percent-ring');
}

const ringState = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => ({
    text: el.querySelector('.percent-ring__value')!.textContent,
    dash: el.querySelector('.percent-ring__bar')!.getAttribute('stroke-dasharray'),
    offset: el.querySelector('.percent-ring__bar')!.getAttribute('stroke-dashoffset'),
  }));

test.describe('percent-ring', { tag: '@react' }, () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`percent rings at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('a ring in view fills from 0 to its percent and prints the value with a percent sign', async ({
        page,
      }) => {
        await open(page, true);
        await expect
          .poll(() => ringState(page, 'ring-renewable'))
          .toMatchObject({ text: '0%', dash: '0 100' });
        await page.clock.runFor(400);
        const mid = await ringState(page, 'ring-renewable');
        const midValue = Number(mid.text!.replace('%', ''));
        expect(midValue).toBeGreaterThan(0);
        expect(midValue).toBeLessThan(72);
        await page.clock.runFor(1000);
        expect(await ringState(page, 'ring-renewable')).toEqual({
          text: '72%',
          dash: '72 28',
          offset: '25',
        });
        expect(await ringState(page, 'ring-water')).toEqual({
          text: '84.5%',
          dash: '84.5 15.5',
          offset: '25',
        });
      });
    });
  }

  test('a ring below the fold waits until it is scrolled into view, and its count-up moves nothing', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await countLayoutShift(page);
    await open(page, true);
    await page.clock.runFor(2000);
    expect((await ringState(page, 'ring-below')).text).toBe('0%');
    const value = page.locator('#ring-below .percent-ring__value');
    await page.locator('#ring-below').scrollIntoViewIfNeeded();
    const box = async () => {
      const { x, width } = (await value.boundingBox())!;
      return { x: Math.round(x), width: Math.round(width) };
    };
    const before = await box();
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return (await ringState(page, 'ring-below')).text;
      })
      .not.toBe('0%');
    // Mid-count and at the end the value's box is where it was at "0%": the label is centred.
    expect(await box()).toEqual(before);
    await page.clock.runFor(1500);
    expect((await ringState(page, 'ring-below')).text).toBe('58%');
    expect(await box()).toEqual(before);
    expect(await layoutShift(page), await layoutShiftReport(page)).toBe(0);
  });

  test('under reduced motion every ring shows its final value at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, true);
    // The clock has not moved: no animation frame ran.
    expect(await ringState(page, 'ring-renewable')).toEqual({
      text: '72%',
      dash: '72 28',
      offset: '25',
    });
    expect(await ringState(page, 'ring-below')).toEqual({
      text: '58%',
      dash: '58 42',
      offset: '25',
    });
  });

  test('a ring prints the value it was given, decimals and all, even past 100 %, with a full bar', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openRuntimePage(page);
    await page.evaluate(() => {
      const ring = (id: string, percent: string) =>
        `<figure class="percent-ring" id="${id}" data-percent="${percent}" data-trellis-defer="none"><svg viewBox="0 0 42 42" width="80" height="80" aria-hidden="true"><circle class="percent-ring__bar" cx="21" cy="21" r="15.9155" fill="none" stroke="#0b57a4" stroke-width="4" /></svg><span class="percent-ring__value">${percent}%</span></figure>`;
      document.body.insertAdjacentHTML(
        'afterbegin',
        ring('growth', '128') + ring('share', '84.55') + ring('drop', '-3'),
      );
    });
    for (const id of ['growth', 'share', 'drop'])
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-enhanced', '');
    expect(await ringState(page, 'growth')).toEqual({ text: '128%', dash: '100 0', offset: '25' });
    expect(await ringState(page, 'share')).toMatchObject({ text: '84.55%', dash: '84.55 15.45' });
    expect(await ringState(page, 'drop')).toMatchObject({ text: '-3%', dash: '0 100' });
  });

  test('a ring whose markup has no value box gets one that counts, and loses it on teardown', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openRuntimePage(page);
    const server =
      '<figure class="percent-ring" id="bare" data-percent="64" data-trellis-defer="none"><svg viewBox="0 0 42 42" width="80" height="80" aria-hidden="true"><circle class="percent-ring__bar" cx="21" cy="21" r="15.9155" fill="none" stroke="#0b57a4" stroke-width="4"></circle></svg></figure>';
    await page.evaluate((html) => document.body.insertAdjacentHTML('afterbegin', html), server);
    await expect(page.locator('#bare')).toHaveAttribute('data-enhanced', '');
    expect(await ringState(page, 'bare')).toEqual({ text: '64%', dash: '64 36', offset: '25' });
    await expect(page.locator('#bare > .percent-ring__value')).toHaveAttribute('data-final', '64%');
    const restored = await page.evaluate(async () => {
      const ring = document.getElementById('bare')!;
      ring.remove();
      await new Promise((r) => setTimeout(r, 50));
      return ring.outerHTML;
    });
    expect(restored).toBe(server);
  });

  test('markup inside the value (a visually hidden phrase) comes back whole on teardown', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openRuntimePage(page);
    const server =
      '<span class="percent-ring__value">72<span class="visually-hidden"> of target</span></span>';
    await page.evaluate((value) => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<figure class="percent-ring" id="nested" data-percent="72" data-trellis-defer="none"><svg viewBox="0 0 42 42" width="80" height="80" aria-hidden="true"><circle class="percent-ring__bar" cx="21" cy="21" r="15.9155" fill="none" stroke="#0b57a4" stroke-width="4" /></svg>${value}</figure>`,
      );
    }, server);
    await expect(page.locator('#nested')).toHaveAttribute('data-enhanced', '');
    const restored = await page.evaluate(async () => {
      const ring = document.getElementById('nested')!;
      ring.remove();
      await new Promise((r) => setTimeout(r, 50));
      return ring.querySelector('.percent-ring__value')!.outerHTML;
    });
    expect(restored).toBe(server);
  });

  test('the percent ring page has no axe violations', async ({ page }) => {
    await open(page);
    await expect.poll(() => ringState(page, 'ring-renewable')).toMatchObject({ text: '72%' });
    await expectNoAxeViolations(page);
  });

  test('300 insert and remove cycles of a percent ring leave nothing behind and restore the markup', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await open(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const box = document.createElement('div');
        document.body.prepend(box);
        const markup =
          '<div class="percent-ring" data-percent="40"><svg width="40" height="40"><circle class="percent-ring__bar" r="10" cx="20" cy="20" stroke-dasharray="40 60"></circle></svg><span class="percent-ring__value">40%</span></div>';
        for (let i = 0; i < count; i++) {
          box.innerHTML = markup;
          const host = box.firstElementChild!;
          if (!(await window.__whenEnhanced(host))) throw new Error(`cycle ${i}: not enhanced`);
          host.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (host.outerHTML !== markup)
            throw new Error(`cycle ${i}: not restored: ${host.outerHTML}`);
        }
        box.remove();
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { rounds: 300 });
  });
});

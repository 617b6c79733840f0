import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  MOBILE,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';

const URL = '/widgets/icon-video';

async function open(page: Page) {
  await page.goto(URL);
  await waitForEnhanced(page, '.icon-video');
}

const state = (page: Page, id: string) =>
  page.locator(`#${id} video`).evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    muted: v.muted,
    time: v.currentTime,
  }));

test.describe('icon-video', { tag: '@react' }, () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`icon videos at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('a muted icon video plays on mouse-over and pauses on leave', async ({ page }) => {
        await open(page);
        expect(await state(page, 'card-dram')).toMatchObject({ paused: true, muted: true });
        await page.locator('#card-dram').hover();
        await expect.poll(async () => (await state(page, 'card-dram')).paused).toBe(false);
        await expect.poll(async () => (await state(page, 'card-dram')).time).toBeGreaterThan(0);
        expect((await state(page, 'card-nand')).paused).toBe(true);
        await page.mouse.move(1, 1);
        await expect.poll(async () => (await state(page, 'card-dram')).paused).toBe(true);
        const stopped = (await state(page, 'card-dram')).time;
        await page.waitForTimeout(300);
        expect((await state(page, 'card-dram')).time).toBe(stopped);
      });
    });
  }

  test('keyboard focus on a card plays its video and moving on pauses it', async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: /DRAM/ }).focus();
    await expect.poll(async () => (await state(page, 'card-dram')).paused).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await state(page, 'card-dram')).paused).toBe(true);
    await expect.poll(async () => (await state(page, 'card-nand')).paused).toBe(false);
  });

  test('under reduced motion hover and focus leave the icon still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await page.locator('#card-dram').hover();
    await page.getByRole('link', { name: /NAND/ }).focus();
    await page.waitForTimeout(400);
    expect(await state(page, 'card-dram')).toMatchObject({ paused: true, time: 0 });
    expect(await state(page, 'card-nand')).toMatchObject({ paused: true, time: 0 });
    // Switching reduced motion on while a video plays stops it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.locator('#card-auto').hover();
    await expect.poll(async () => (await state(page, 'card-auto')).paused).toBe(false);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(async () => (await state(page, 'card-auto')).paused).toBe(true);
  });

  test('the icon video page has no axe violations while a video plays', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    await page.locator('#card-dram').hover();
    await expectNoAxeViolations(page);
  });

  test('taken out of the page, an icon video is as the server sent it, sound and inline play included', async ({
    page,
  }) => {
    await installLeakCounters(page); // and the __whenEnhanced probe
    await open(page);
    const result = await page.evaluate(async () => {
      const server = '<video loop="" aria-hidden="true"></video>';
      const box = document.createElement('div');
      box.innerHTML = `<a class="icon-video" href="#x">${server}Card</a>`;
      document.body.append(box);
      const host = box.firstElementChild!;
      if (!(await window.__whenEnhanced(host))) throw new Error('not enhanced');
      const video = host.querySelector('video')!;
      const during = { muted: video.muted, inline: video.playsInline };
      box.remove();
      await new Promise((r) => setTimeout(r, 50));
      return { during, muted: video.muted, after: video.outerHTML, server };
    });
    expect(result.during).toEqual({ muted: true, inline: true });
    expect(result.muted).toBe(false);
    expect(result.after).toBe(result.server);
  });

  test('300 insert and remove cycles of an icon video leave nothing behind', async ({ page }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await open(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const box = document.createElement('div');
        document.body.append(box);
        for (let i = 0; i < count; i++) {
          box.innerHTML =
            '<a class="icon-video" href="#x"><video muted loop aria-hidden="true"></video>Card</a>';
          const host = box.firstElementChild!;
          if (!(await window.__whenEnhanced(host))) throw new Error(`cycle ${i}: not enhanced`);
          host.dispatchEvent(new MouseEvent('mouseenter'));
          box.replaceChildren();
          await new Promise((r) => setTimeout(r, 0));
        }
        box.remove();
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { rounds: 300 });
  });
});

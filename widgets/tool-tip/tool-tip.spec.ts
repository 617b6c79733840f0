import type { Page } from '@playwright/test';
import {
  atRest,
  test,
  expect,
  expectNoAxeViolations,
  waitForEnhanced,
  installLeakCounters,
  DESKTOP,
  MOBILE,
  holdChunks,
  expectNothingLeft,
} from '../../test/support/fixtures';
import type { ToolTipElement } from './hooks';

const URL = '/widgets/tool-tip';

async function open(page: Page) {
  await page.goto(URL);
  await waitForEnhanced(page, '[data-tooltip]');
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`tooltips at ${viewport.width} px`, { tag: '@react' }, () => {
    test.use({ viewport });

    test('hover shows the tooltip 10 px above the trigger after loading Floating UI, leaving hides it', async ({
      page,
    }) => {
      const chunks: string[] = [];
      page.on('request', (r) => {
        if (/floating-ui/.test(r.url())) chunks.push(r.url());
      });
      await open(page);
      const trigger = page.getByRole('button', { name: 'EBITDA' });
      const tip = page
        .getByRole('tooltip', { includeHidden: true })
        .filter({ hasText: 'Earnings before interest' });
      await expect(tip).toBeHidden();
      expect(chunks).toEqual([]); // not in the entry, not loaded before a tooltip shows
      await trigger.hover();
      await expect(tip).toBeVisible();
      await expect(tip).toHaveAttribute('data-positioned', '');
      expect(chunks).toHaveLength(1);
      await expect(tip).toHaveCSS('transition-duration', '0.2s');
      await expect
        .poll(async () => {
          const t = (await trigger.boundingBox())!;
          const b = (await tip.boundingBox())!;
          return Math.round(t.y - (b.y + b.height));
        })
        .toBe(10);
      const b = (await tip.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
      await page.mouse.move(2, viewport.height - 2);
      await expect(tip).toBeHidden();
    });

    test('keyboard focus or the pointer already on a trigger when the code lands keeps its tooltip shown', async ({
      page,
    }) => {
      const tip = page
        .getByRole('tooltip', { includeHidden: true })
        .filter({ hasText: 'Earnings before interest' });
      const trigger = page.getByRole('button', { name: 'EBITDA' });
      for (const arrive of [() => trigger.focus(), () => trigger.hover()]) {
        await page.goto('about:blank');
        const release = await holdChunks(page);
        await page.goto(URL);
        await arrive();
        await expect(tip).toBeVisible(); // the theme's CSS, before the code
        release();
        await waitForEnhanced(page, '[data-tooltip]');
        await expect(tip).toHaveAttribute('data-state', 'open');
        await expect(tip).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
    });

    test('the pointer can move from the trigger onto the tooltip without it closing', async ({
      page,
    }) => {
      await open(page);
      const trigger = page.getByRole('button', { name: 'Gross margin' });
      await trigger.hover();
      const tip = page.locator('#tip-gm');
      await expect(tip).toBeVisible();
      await atRest(page);
      const t = (await trigger.boundingBox())!;
      const b = (await tip.boundingBox())!;
      await page.mouse.move(t.x + t.width / 2, t.y + 1, { steps: 2 });
      await page.mouse.move(b.x + b.width / 2, b.y + b.height - 3, { steps: 6 });
      await atRest(page);
      await expect(tip).toBeVisible();
    });
  });
}

test.describe('tooltip keyboard, click and touch', { tag: '@react' }, () => {
  test('focus shows it, Escape hides it and focus stays on the trigger, blur hides it', async ({
    page,
  }) => {
    await open(page);
    const trigger = page.getByRole('button', { name: 'EPS' });
    await expect(trigger).toHaveAccessibleDescription(
      'Earnings per share: net income divided by the diluted share count.',
    );
    await trigger.focus();
    const tip = page.locator('#tip-eps');
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(tip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(tip).toBeHidden();
  });

  test('show() and hide() on the element show and hide its tooltip, and leave with the widget', async ({
    page,
  }) => {
    await open(page);
    const host = page.locator('[data-tooltip]', { has: page.locator('#tip-eps') });
    const tip = page.locator('#tip-eps');
    await page.mouse.move(1, 1);
    await host.evaluate((el: HTMLElement & Partial<ToolTipElement>) => el.show!());
    await expect(tip).toBeVisible();
    await expect(page.getByRole('button', { name: 'EPS' })).not.toBeFocused();
    await host.evaluate((el: HTMLElement & Partial<ToolTipElement>) => el.hide!());
    await expect(tip).toBeHidden();
    // A host taken off the page is no tooltip any more: the methods go with the widget.
    const left = await host.evaluate(async (el: HTMLElement & Partial<ToolTipElement>) => {
      const parent = el.parentNode!;
      el.remove();
      await new Promise((r) => setTimeout(r, 50));
      const methods = typeof el.show + typeof el.hide;
      parent.append(el);
      return methods;
    });
    expect(left).toBe('undefinedundefined');
  });

  test('with keyboard focus on its trigger, the tooltip stays when the pointer passes over and leaves', async ({
    page,
  }) => {
    await open(page);
    const trigger = page.getByRole('button', { name: 'EPS' });
    const tip = page.locator('#tip-eps');
    await page.mouse.move(1, 1);
    await trigger.focus();
    await expect(tip).toBeVisible();
    await trigger.hover();
    await page.mouse.move(1, 1);
    await atRest(page);
    await expect(tip).toBeVisible();
    await expect(trigger).toBeFocused();
  });

  test('server text marked only with role="tooltip" is hidden until shown, like the others', async ({
    page,
  }) => {
    await open(page);
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          '<p><span data-tooltip id="role-only"><button type="button">P/E</button> <span role="tooltip">Price to earnings</span></span></p>',
        );
    });
    const host = page.locator('#role-only');
    await expect(host).toHaveAttribute('data-tooltip-enhanced', '');
    const tip = host.getByRole('tooltip', { includeHidden: true });
    await expect(tip).toBeHidden();
    await host.getByRole('button', { name: 'P/E' }).hover();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('clicking the trigger does nothing: no navigation and the tooltip stays', async ({
    page,
  }) => {
    await open(page);
    const link = page.getByRole('link', { name: 'FCF' });
    await link.click();
    await expect(page).toHaveURL(URL);
    const tip = page.getByRole('tooltip').filter({ hasText: 'Free cash flow' });
    await expect(tip).toBeVisible();
    // Text given as data-tooltip="…" becomes a described tooltip too.
    await expect(link).toHaveAccessibleDescription(
      'Free cash flow: operating cash flow minus capital spending.',
    );
  });

  test('under reduced motion the tooltip shows and hides without a fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await page.getByRole('button', { name: 'EPS' }).hover();
    await expect(page.locator('#tip-eps')).toHaveCSS('transition-duration', '0s');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: MOBILE });
    test('touch start shows the tooltip and touch end hides it', async ({ page }) => {
      await open(page);
      const trigger = page.getByRole('button', { name: 'Gross margin' });
      const tip = page.locator('#tip-gm');
      const box = (await trigger.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await expect(tip).toBeVisible();
      await expect(tip).toHaveCSS('opacity', '1');
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(tip).toBeHidden();
      // A tap (touch start + end + click) follows no link and leaves the page as it was.
      const link = page.getByRole('link', { name: 'FCF' });
      await link.tap();
      await expect(page).toHaveURL(URL);
    });
  });
});

test(
  '300 insert and remove cycles of a tooltip leave nothing behind',
  { tag: '@react' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await open(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const box = document.createElement('div');
        document.body.append(box);
        for (let i = 0; i < count; i++) {
          box.innerHTML =
            '<span class="tooltip" data-tooltip="Leak test"><button type="button">T</button></span>';
          const button = box.querySelector('button')!;
          const described = (b: Element) => !!b.getAttribute('aria-describedby');
          if (!(await window.__whenEnhanced(button, described)))
            throw new Error(`cycle ${i}: not enhanced`);
          button.focus();
          box.replaceChildren();
          await new Promise((r) => setTimeout(r, 0));
        }
        box.remove();
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { rounds: 300 });
  },
);

test('the tooltip page has no axe violations', { tag: '@react' }, async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page);
  await expectNoAxeViolations(page);
});

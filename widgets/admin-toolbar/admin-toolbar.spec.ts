import type { Page } from '@playwright/test';
import {
  atRest,
  test,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  installLeakCounters,
  countLayoutShift,
  cspViolations,
  layoutShift,
  servedAsDrupal,
  DESKTOP,
  MOBILE,
} from '../../test/support/fixtures';

import { ANTI_FLICKER_MARK } from './logic-storage';

const STANDARD = { width: 800, height: 800 };
const URL = '/widgets/admin-toolbar';

async function open(page: Page, viewport: { width: number; height: number }, query = '') {
  await page.setViewportSize(viewport);
  await page.goto(URL + query);
  await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
}

const manage = (page: Page) => page.getByRole('button', { name: 'Manage' });
const userTab = (page: Page) => page.getByRole('button', { name: 'Erin Editor' });
const manageTray = (page: Page) => page.locator('#toolbar-item-administration-tray');
const body = (page: Page) => page.locator('body');
const announced = (page: Page) => page.locator('#drupal-live-announce');

function countSubtreeRequests(page: Page): { count: number; methods: string[] } {
  const counter = { count: 0, methods: [] as string[] };
  page.on('request', (r) => {
    if (!r.url().includes('/toolbar/subtrees/')) return;
    counter.count++;
    counter.methods.push(`${r.method()} ${r.postData() ?? 'no body'}`);
  });
  return counter;
}

test(
  'with storage blocked the inlined anti-flicker snippet throws nothing and the toolbar works',
  { tag: '@react' },
  async ({ page }) => {
    // What a browser that blocks site data does: every access to the storage throws.
    await page.addInitScript(() => {
      for (const name of ['sessionStorage', 'localStorage'])
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, DESKTOP);
    await manage(page).click();
    await expect(manageTray(page)).toBeHidden();
    expect(errors).toEqual([]);
  },
);

test.describe('admin toolbar: orientation by breakpoint', { tag: '@react' }, () => {
  test('wide (1280 px), fresh: the Manage tray opens horizontally and the bar is fixed', async ({
    page,
  }) => {
    await open(page, DESKTOP);
    await expect(manage(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(manage(page)).toHaveClass(/is-active/);
    await expect(manageTray(page)).toHaveClass(/is-active/);
    await expect(manageTray(page)).toHaveClass(/toolbar-tray-horizontal/);
    await expect(body(page)).toHaveClass(/toolbar-horizontal/);
    await expect(body(page)).toHaveClass(/toolbar-fixed/);
    await expect(body(page)).toHaveClass(/toolbar-tray-open/);
    await expect(body(page)).not.toHaveClass(/toolbar-loading/);
    await expect(page.locator('#toolbar-administration')).toHaveClass(/toolbar-oriented/);
    await expect(page.getByRole('button', { name: 'Vertical orientation' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('Drupal.toolbar.toolbarState'))).toBe(
      '{"orientation":"horizontal","hasActiveTab":true,"activeTabId":"toolbar-item-administration",' +
        '"activeTray":"toolbar-item-administration-tray","isOriented":true,"isFixed":true,' +
        `"userButtonMinWidth":${await page.locator('#toolbar-item-user').evaluate((el) => el.clientWidth)}}`,
    );
    expect(
      await page.evaluate(() => localStorage.getItem('Drupal.toolbar.trayVerticalLocked')),
    ).toBeNull();
  });

  test('standard (800 px): vertical and fixed, no orientation toggle, no default tray', async ({
    page,
  }) => {
    await open(page, STANDARD);
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
    await expect(body(page)).toHaveClass(/toolbar-fixed/);
    await expect(manage(page)).toHaveAttribute('aria-pressed', 'false');
    await manage(page).click();
    await expect(manageTray(page)).toHaveClass(/toolbar-tray-vertical/);
    await expect(page.getByRole('button', { name: /orientation/ })).toBeHidden();
  });

  test('narrow (375 px): vertical, not fixed, still oriented; 263 px: not oriented', async ({
    page,
  }) => {
    await open(page, MOBILE);
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
    await expect(body(page)).not.toHaveClass(/toolbar-fixed/);
    await expect(page.locator('#toolbar-administration')).toHaveClass(/toolbar-oriented/);
    await page.setViewportSize({ width: 263, height: 700 });
    await expect(page.locator('#toolbar-administration')).not.toHaveClass(/toolbar-oriented/);
    await manage(page).click();
    await expect(manageTray(page)).toHaveClass(/toolbar-tray-vertical/);
  });

  test('follows the window across breakpoints: 1280 → 800 → 1280', async ({ page }) => {
    await open(page, DESKTOP);
    await expect(manageTray(page)).toHaveClass(/toolbar-tray-horizontal/);
    await page.setViewportSize(STANDARD);
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
    await expect(manageTray(page)).toHaveClass(/toolbar-tray-vertical/);
    await page.setViewportSize({ width: 609, height: 800 });
    await expect(body(page)).not.toHaveClass(/toolbar-fixed/);
    await page.setViewportSize(DESKTOP);
    await expect(body(page)).toHaveClass(/toolbar-horizontal/);
  });
});

test.describe('admin toolbar: the vertical lock', { tag: '@react' }, () => {
  test('the toggle locks vertical; a reload on a wide screen stays vertical', async ({ page }) => {
    await open(page, DESKTOP);
    const toggle = page.getByRole('button', { name: 'Vertical orientation' });
    await toggle.click();
    await expect(manageTray(page)).toHaveClass(/toolbar-tray-vertical/);
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
    // The button now offers the other orientation and keeps focus.
    const back = page.getByRole('button', { name: 'Horizontal orientation' });
    await expect(back).toBeFocused();
    await expect(back).toHaveAttribute('value', 'horizontal');
    await expect(announced(page)).toHaveText('Tray orientation changed to vertical.');
    expect(
      await page.evaluate(() => localStorage.getItem('Drupal.toolbar.trayVerticalLocked')),
    ).toBe('true');
    await page.reload();
    await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
    await expect(manageTray(page)).toHaveClass(/is-active/);
  });

  test('a horizontal request while locked is refused with the message; the user toggle overrides', async ({
    page,
    consoleEntries,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('Drupal.toolbar.trayVerticalLocked', 'true'),
    );
    await open(page, DESKTOP);
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
    const message = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const root = document.getElementById('toolbar-administration')!;
          root.addEventListener('admin-toolbar:invalid', (e) =>
            resolve((e as CustomEvent<{ message: string }>).detail.message),
          );
          root.dispatchEvent(
            new CustomEvent('admin-toolbar:set-orientation', {
              detail: { orientation: 'horizontal' },
            }),
          );
        }),
    );
    expect(message).toBe(
      'The toolbar cannot be set to a horizontal orientation when it is locked.',
    );
    expect(
      consoleEntries.some(
        (e) => e.type === 'warning' && e.text.includes('cannot be set to a horizontal orientation'),
      ),
    ).toBe(true);
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
    // The demo page's button asks the same, and lists the refusal for QA.
    await page.getByRole('button', { name: 'Ask for a horizontal tray' }).click();
    const refused = 'The toolbar cannot be set to a horizontal orientation when it is locked.';
    // The request above, then the button's.
    await expect(page.getByRole('list', { name: 'Refusals' }).getByRole('listitem')).toHaveText([
      refused,
      refused,
    ]);
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
    // The user's own toggle wins over the lock, and removes it.
    await manage(page).click();
    await page.getByRole('button', { name: 'Horizontal orientation' }).click();
    await expect(body(page)).toHaveClass(/toolbar-horizontal/);
    expect(
      await page.evaluate(() => localStorage.getItem('Drupal.toolbar.trayVerticalLocked')),
    ).toBeNull();
    // Announcements within 200 ms of each other are read as one (Drupal.announce): a quick second
    // click can join the tray's "opened" message, so only the last line is this one.
    await expect(announced(page)).toHaveText(/(^|\n)Tray orientation changed to horizontal\.$/);
  });
});

test.describe('admin toolbar: tabs and trays', { tag: '@react' }, () => {
  test('clicking the active tab closes its tray, clicking again reopens it, another tab switches', async ({
    page,
  }) => {
    await open(page, DESKTOP);
    const events = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const log = (name: string) => (e: Event) => {
            const detail = (e as CustomEvent).detail as HTMLElement | string | null;
            seen.push(`${name}:${typeof detail === 'string' ? detail : (detail?.id ?? 'null')}`);
            if (seen.length === 6) resolve(seen);
          };
          document.addEventListener('drupalToolbarTabChange', log('tab'));
          document.addEventListener('drupalToolbarTrayChange', log('tray'));
        }),
    );
    await manage(page).click();
    await expect(manage(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(manageTray(page)).not.toHaveClass(/is-active/);
    await expect(manageTray(page)).toBeHidden();
    await expect(body(page)).not.toHaveClass(/toolbar-tray-open/);
    await expect(announced(page)).toHaveText('Tray "Administration menu" closed.');
    expect(
      await page.evaluate(() => localStorage.getItem('Drupal.toolbar.activeTabID')),
    ).toBeNull();
    expect(
      JSON.parse(
        (await page.evaluate(() => sessionStorage.getItem('Drupal.toolbar.toolbarState')))!,
      ),
    ).not.toHaveProperty('activeTray');
    await manage(page).click();
    await expect(manageTray(page)).toBeVisible();
    await expect(announced(page)).toHaveText('Tray "Administration menu" opened.');
    await userTab(page).click();
    await expect(userTab(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(manage(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#toolbar-item-user-tray')).toBeVisible();
    await expect(manageTray(page)).toBeHidden();
    expect(await events).toEqual([
      'tab:null',
      'tray:null',
      'tab:toolbar-item-administration',
      'tray:toolbar-item-administration-tray',
      'tab:toolbar-item-user',
      'tray:toolbar-item-user-tray',
    ]);
  });

  test('the user tab and vertical orientation survive a reload (stored state)', async ({
    page,
  }) => {
    await open(page, DESKTOP);
    await userTab(page).click();
    await page
      .locator('#toolbar-item-user-tray')
      .getByRole('button', { name: 'Vertical orientation' })
      .click();
    await page.reload();
    await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
    await expect(userTab(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#toolbar-item-user-tray')).toHaveClass(/toolbar-tray-vertical/);
    const stored = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('Drupal.toolbar.toolbarState')))!,
    );
    expect(stored).toMatchObject({
      orientation: 'vertical',
      activeTabId: 'toolbar-item-user',
      activeTray: 'toolbar-item-user-tray',
    });
    expect(stored.userButtonMinWidth).toBeGreaterThan(60);
  });

  test('keyboard: Space and Enter toggle a tab, Escape in the tray closes it and focuses the tab', async ({
    page,
  }) => {
    await open(page, STANDARD);
    await manage(page).focus();
    await page.keyboard.press('Space');
    await expect(manage(page)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(manage(page)).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(manageTray(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Content', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(manageTray(page)).toBeHidden();
    await expect(manage(page)).toBeFocused();
    // Escape on the tab itself closes too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(manage(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(manage(page)).toBeFocused();
  });

  test('hidden trays keep their links out of the tab order', async ({ page }) => {
    await open(page, DESKTOP);
    await manage(page).click();
    await manage(page).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Shortcuts' })).toBeFocused();
  });
});

test(
  'host scripts toggle a tray and ask for an orientation through the element',
  { tag: '@react' },
  async ({ page }) => {
    await open(page, DESKTOP);
    const toolbar = () =>
      document.getElementById('toolbar-administration') as HTMLElement & {
        toggleTray(tab?: string): void;
        setOrientation(orientation: string): boolean;
      };
    // No tab: the open tray (Manage, the default) closes, then the first one opens again.
    await page.evaluate(`(${toolbar})().toggleTray()`);
    await expect(manageTray(page)).toBeHidden();
    await page.evaluate(`(${toolbar})().toggleTray()`);
    await expect(manage(page)).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(`(${toolbar})().toggleTray('toolbar-item-user')`);
    await expect(userTab(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(manageTray(page)).toBeHidden();
    expect(await page.evaluate(`(${toolbar})().setOrientation('vertical')`)).toBe(true);
    await expect(page.locator('#toolbar-item-user-tray')).toHaveClass(/toolbar-tray-vertical/);
    // Locked vertical by the editor's own toggle, a script's request for horizontal is refused.
    const userTray = page.locator('#toolbar-item-user-tray');
    await userTray.getByRole('button', { name: 'Horizontal orientation' }).click();
    await userTray.getByRole('button', { name: 'Vertical orientation' }).click();
    expect(await page.evaluate(`(${toolbar})().setOrientation('horizontal')`)).toBe(false);
    await expect(body(page)).toHaveClass(/toolbar-vertical/);
  },
);

test.describe('admin toolbar: the page is never under it', { tag: '@react' }, () => {
  test('wide: content starts below the bar and the open horizontal tray', async ({ page }) => {
    await open(page, DESKTOP);
    const trayBottom = await manageTray(page).evaluate((el) => el.getBoundingClientRect().bottom);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(trayBottom);
    expect(await page.evaluate(() => document.documentElement.style.scrollPaddingTop)).toBe(
      `${Math.round(trayBottom)}px`,
    );
  });

  test("the scroll padding reaches the deepest of the bar and the page's sticky bars, and follows the tray", async ({
    page,
  }) => {
    await open(page, DESKTOP);
    // What the page reserves at the top for anchor jumps and Tab, and what the bar pads the body by.
    const reserved = () =>
      page.evaluate(
        () =>
          [
            document.documentElement.style.scrollPaddingTop,
            parseFloat(document.body.style.paddingTop),
          ] as const,
      );
    // A sticky bar of the page (the investor menu) reserves how far down it reaches.
    const reserve = (px: number) =>
      page.evaluate(
        (px) =>
          (window.Trellis!.reserveScrollTop as (part: string, px: number | null) => void)(
            'a-sticky-bar',
            px,
          ),
        px,
      );
    const [, bar] = await reserved();
    // Stuck 40 px tall under the toolbar: the padding reaches its bottom, the toolbar counted once.
    await reserve(bar + 40);
    let [padding] = await reserved();
    expect(padding).toBe(`${bar + 40}px`);
    // Closing the horizontal tray makes the toolbar shorter: the deeper bar still holds the padding.
    await manage(page).click();
    await expect(manageTray(page)).toBeHidden();
    const [after, shorter] = await reserved();
    expect(shorter).toBeLessThan(bar);
    expect(after).toBe(`${bar + 40}px`);
    // A bar that reaches less far than the toolbar leaves the padding to the toolbar.
    await reserve(10);
    [padding] = await reserved();
    expect(padding).toBe(`${shorter}px`);
  });

  test('standard: a fixed vertical tray pushes the content aside', async ({ page }) => {
    await open(page, STANDARD);
    await manage(page).click();
    const trayRight = await manageTray(page).evaluate((el) => el.getBoundingClientRect().right);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.x).toBeGreaterThanOrEqual(trayRight);
  });

  test('tabbing through a long form never leaves the focused field under the toolbar', async ({
    page,
  }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await open(page, { ...viewport, height: 400 });
      await page.getByLabel('Field 1', { exact: true }).focus();
      for (let i = 0; i < 11; i++) {
        await page.keyboard.press(i < 6 ? 'Tab' : 'Shift+Tab');
        const covered = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit === el || el.contains(hit) ? null : `${el.id} under ${hit?.className}`;
        });
        expect(covered).toBeNull();
      }
    }
  });

  test('narrow: the overlaying tray closes when focus moves on into the page', async ({ page }) => {
    await open(page, MOBILE);
    await manage(page).click();
    await expect(manageTray(page)).toBeVisible();
    await page.getByRole('link', { name: 'Reports', exact: true }).focus();
    // Past the last link of the tray (and the tabs after it) into the page.
    await page.getByLabel('Field 1', { exact: true }).focus();
    await expect(manageTray(page)).toBeHidden();
  });
  for (const [viewport, setup, drupal] of [
    [DESKTOP, 'horizontal tray open', false],
    [STANDARD, 'vertical tray open, local tasks hidden', false],
    // A strict Content-Security-Policy refuses a <style> element the snippet would write.
    [STANDARD, 'vertical tray open, local tasks hidden, as Drupal serves it', true],
  ] as const) {
    test(`a reload keeps the page still (${setup}): the anti-flicker snippet paints it first`, async ({
      page,
    }) => {
      if (drupal) await servedAsDrupal(page);
      await open(page, viewport);
      if (viewport === STANDARD) {
        await manage(page).click();
        await page.getByRole('button', { name: 'Hide Local Tasks' }).click();
      }
      await expect(manageTray(page)).toBeVisible();
      await countLayoutShift(page);
      await page.reload();
      await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
      await expect(manageTray(page)).toBeVisible();
      await atRest(page);
      // The snippet's classes and style are gone once the widget rendered.
      expect(await page.evaluate(() => document.documentElement.className)).not.toMatch(/toolbar-/);
      await expect(page.locator('style[data-toolbar-anti-flicker-loading]')).toHaveCount(0);
      expect(
        await page.evaluate(
          (mark) =>
            document.adoptedStyleSheets.filter(
              (s) => (s as unknown as Record<string, unknown>)[mark],
            ).length,
          ANTI_FLICKER_MARK,
        ),
      ).toBe(0);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(await cspViolations(page)).toEqual([]);
    });
  }
  test('a first visit keeps the page still: the theme reserves the bar and the default tray', async ({
    page,
  }) => {
    await countLayoutShift(page);
    await open(page, DESKTOP);
    await expect(manageTray(page)).toBeVisible();
    await atRest(page);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

test.describe('admin toolbar: Show/Hide Toolbar and Local Tasks', { tag: '@react' }, () => {
  test('Hide Toolbar leaves only its toggle, the offset shrinks, and it survives a reload', async ({
    page,
  }) => {
    await open(page, DESKTOP);
    const before = await page.evaluate(() => parseFloat(document.body.style.paddingTop));
    await page.getByRole('button', { name: 'Hide Toolbar' }).click();
    const show = page.getByRole('button', { name: 'Show Toolbar' });
    await expect(show).toBeFocused();
    await expect(manage(page)).toBeHidden();
    await expect(manageTray(page)).toBeHidden();
    const after = await page.evaluate(() => parseFloat(document.body.style.paddingTop));
    expect(after).toBeLessThan(before);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show Toolbar' })).toBeVisible();
    await expect(manage(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show Toolbar' }).click();
    await expect(manage(page)).toBeVisible();
    await expect(manageTray(page)).toBeVisible();
  });

  test('showing the toolbar fades it in over 150 ms, and not at all with reduced motion', async ({
    page,
  }) => {
    await open(page, DESKTOP);
    await page.getByRole('button', { name: 'Hide Toolbar' }).click();
    await page.getByRole('button', { name: 'Show Toolbar' }).click();
    const animation = () =>
      page
        .locator('.toolbar-bar > .toolbar-tab')
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return `${s.animationName} ${s.animationDuration}`;
        });
    expect(await animation()).toBe('trellis-toolbar-fade-in 0.15s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toMatch(/^none /);
  });

  test('Hide Local Tasks hides the sidebar and gives its width back to the page', async ({
    page,
  }) => {
    await open(page, DESKTOP);
    const tasks = page.locator('.block-local-tasks-block');
    await expect(tasks).toBeVisible();
    await expect(tasks).toHaveAttribute('data-offset-right', '');
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingRight)).toBe('192px');
    await page.getByRole('button', { name: 'Hide Local Tasks' }).click();
    await expect(tasks).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingRight)).toBe('0px');
    await page.getByRole('button', { name: 'Show Local Tasks' }).click();
    await expect(tasks.getByRole('link', { name: 'Edit' })).toBeVisible();
  });
});

test.describe('admin toolbar: menu subtrees', { tag: '@react' }, () => {
  test('vertical Manage loads the subtrees once, by GET, then serves them from the cache', async ({
    page,
  }) => {
    const requests = countSubtreeRequests(page);
    await open(page, STANDARD);
    await manage(page).click();
    await expect(page.locator('#toolbar-link-system-status')).toHaveText('Status report');
    expect(requests.count).toBe(1);
    // Spec §7: GET with no payload, so the year-long private cache of the answer can serve it.
    expect(requests.methods).toEqual(['GET no body']);
    // The accordion: Configuration opens, its level-2 items show, siblings close.
    const config = manageTray(page).getByRole('button', { name: /Configuration/ });
    await config.click();
    await expect(config).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'System', exact: true })).toBeVisible();
    // Configuration › People (the top-level People has a handle of the same name).
    await page
      .locator('li:has(> .toolbar-box > #toolbar-link-user-admin_index) .toolbar-handle')
      .click();
    await expect(page.getByRole('link', { name: 'Account settings' })).toBeVisible();
    await manageTray(page)
      .getByRole('button', { name: /Reports/ })
      .click();
    await expect(config).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.locator('#toolbar-link-system-status')).toHaveText('Status report');
    expect(requests.count).toBe(1);
    expect(
      await page.evaluate(() =>
        Object.keys(JSON.parse(localStorage.getItem('Drupal.toolbar.subtrees.trellis_demo')!)),
      ),
    ).toEqual([
      'system-admin_content',
      'system-admin_structure',
      'system-themes_page',
      'system-modules_list',
      'system-admin_config',
      'entity-user-collection',
      'system-admin_reports',
      'front',
    ]);
  });

  test('horizontal does not load them; a new hash fetches again', async ({ page }) => {
    const requests = countSubtreeRequests(page);
    await open(page, DESKTOP);
    await expect(manageTray(page)).toBeVisible();
    expect(requests.count).toBe(0);
    await page.setViewportSize(STANDARD);
    await expect(page.locator('#toolbar-link-system-status')).toHaveCount(1);
    expect(requests.count).toBe(1);
    await page.goto(`${URL}?menu=2`);
    await expect(page.locator('#toolbar-link-system-status')).toHaveText('Status report (v2)');
    expect(requests.count).toBe(2);
  });

  test('a failed fetch leaves the top-level links working', async ({ page }) => {
    await open(page, STANDARD, '?menu=broken');
    await manage(page).click();
    await expect(
      page.locator('[data-drupal-messages] .messages--error, .messages--error').first(),
    ).toBeVisible();
    await expect(page.locator('#toolbar-link-system-status')).toHaveCount(0);
    await manageTray(page).getByRole('link', { name: 'Structure', exact: true }).click();
    // The editor page sends a visitor to log in, and back to it after.
    await expect(page).toHaveURL(/\/admin\/structure$|returnUrl=%2Fadmin%2Fstructure$/);
  });

  test('the active trail opens down to the current page', async ({ page }) => {
    await page.setViewportSize(STANDARD);
    await page.goto(`${URL}?trail=admin/structure/types`);
    await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
    await manage(page).click();
    await expect(page.locator('#toolbar-link-entity-node_type-collection')).toHaveClass(
      /menu-item--active/,
    );
    const trail = page.locator('li.menu-item--active-trail > .toolbar-box > a');
    await expect(trail).toHaveText(['Structure', 'Content types']);
    await page.setViewportSize(DESKTOP);
    await expect(page.locator('#toolbar-link-system-admin_structure')).toHaveClass(/is-active/);
  });
});

test.describe('admin toolbar: escape admin, accessibility, no-JS, leaks', { tag: '@react' }, () => {
  test('"Back to site" returns to the last non-admin page visited', async ({ page }) => {
    await page.goto(`${URL}?front=1&x=1`);
    await expect(page.locator('#toolbar-administration')).toHaveAttribute('data-enhanced', '');
    await page.goto(URL);
    await expect(page.getByRole('link', { name: 'Back to site' })).toHaveAttribute(
      'href',
      /\/widgets\/admin-toolbar\?front=1&x=1$/,
    );
  });

  test('no axe violations: horizontal, vertical with subtrees, narrow, hidden', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, DESKTOP);
    await expectNoAxeViolations(page);
    // Vertical now: the open Manage tray loads its subtrees.
    await page.setViewportSize(STANDARD);
    await expect(page.locator('#toolbar-link-system-status')).toHaveCount(1);
    await manageTray(page)
      .getByRole('button', { name: /Configuration/ })
      .click();
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Hide Toolbar' }).click();
    await expectNoAxeViolations(page);
  });

  test('without JavaScript the tab links still lead to their pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(URL);
    await expect(page.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Manage' }).click();
    // /admin itself sends visitors to the login panel.
    await expect(page).toHaveURL(/\/admin$|returnUrl=%2Fadmin$/);
    await context.close();
  });

  test('removing and re-inserting the toolbar 30 times restores the page and leaks nothing', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await installLeakCounters(page);
    await open(page, DESKTOP);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const root = document.getElementById('toolbar-administration')!;
        const parent = root.parentElement!;
        for (let i = 0; i < count; i++) {
          root.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (
            document.body.classList.contains('toolbar-tray-open') ||
            document.body.style.paddingTop
          )
            throw new Error(`cycle ${i}: body not restored`);
          parent.prepend(root);
          // React schedules its first commit; wait for it (a busy machine can take a while).
          if (!(await window.__whenEnhanced(root))) throw new Error(`cycle ${i}: not enhanced`);
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { warmUp: 5, rounds: 30 });
    await expect(page.getByRole('button', { name: 'Hide Toolbar' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Vertical orientation' })).toHaveCount(1);
  });
});

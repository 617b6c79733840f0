import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  installLeakCounters,
  leakCounts,
  liveObservers,
  DESKTOP,
  MOBILE,
} from '../../test/support/fixtures';
import { pauseClock } from '../../test/support/clock';

const URL = '/widgets/media-file-helper';

async function open(page: Page, viewport = DESKTOP) {
  await page.setViewportSize(viewport);
  await page.goto(URL);
  await expect(page.locator('#media-multimedia-edit-form')).toHaveAttribute('data-enhanced', '');
  await expect(page.locator('.entity-browser-selection')).toHaveAttribute('data-enhanced', '');
}

const fields = (page: Page) => ({
  height: page.getByLabel('Item height'),
  width: page.getByLabel('Item width'),
  size: page.getByLabel('Item size'),
  format: page.getByLabel('Item format'),
});

async function values(page: Page) {
  const f = fields(page);
  return {
    height: await f.height.inputValue(),
    width: await f.width.inputValue(),
    size: await f.size.inputValue(),
    format: await f.format.inputValue(),
  };
}

/** Picks a file in the field's browser (edit mode, one file). */
async function pickFile(page: Page, label: RegExp) {
  const field = page.getByRole('group', { name: 'Multimedia file' });
  await field.getByText('Select entities').click();
  for (const box of await field.getByRole('checkbox').all()) await box.uncheck();
  await field.getByLabel(label).check();
  await field.getByRole('button', { name: 'Use selected' }).click();
}

const metadata = (page: Page, fid: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/ajax/multimedia/file/${fid}`));

/** The keynote's answer filled only what the editor left alone: height 600 typed, width cleared. */
async function expectTypingKept(page: Page, response: Promise<unknown>) {
  await response;
  await expect(fields(page).size).toHaveValue('104857600');
  expect(await values(page)).toEqual({
    height: '600',
    width: '',
    size: '104857600',
    format: 'video/mp4',
  });
}

test.describe('media file helper', { tag: '@react' }, () => {
  test('the helper watches the list from the moment the form is marked enhanced', async ({
    page,
  }) => {
    // A file inserted right as data-enhanced appears, before the page paints: the helper is
    // watching by then, not from an effect after the paint. The entity browser's code is kept
    // away, so that its own enhancement cannot redraw the list around the insert.
    await page.route('**/chunks/entity-browser-*.js', (route) => route.abort());
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const form = document.getElementById('media-multimedia-edit-form');
        if (!form?.hasAttribute('data-enhanced')) return;
        observer.disconnect();
        const item = document.createElement('li');
        item.className = 'item-container';
        item.dataset.entityId = 'file:101';
        item.innerHTML = '<a class="tabledrag-handle" href="#"></a> Q3 results webcast';
        form.querySelector('.entities-list')!.append(item);
      }).observe(document, { attributes: true, attributeFilter: ['data-enhanced'], subtree: true });
    });
    const response = metadata(page, '101');
    await page.setViewportSize(DESKTOP);
    await page.goto(URL);
    await response;
    await expect(fields(page).height).toHaveValue('1080');
  });

  test('a file arriving in the list fills all four empty fields, with JSON headers on the GET', async ({
    page,
  }) => {
    await open(page);
    const request = page.waitForRequest((r) => r.url().includes('/ajax/multimedia/file/'));
    const response = metadata(page, '101');
    await pickFile(page, /q3-results-webcast/);
    const sent = await request;
    expect(sent.method()).toBe('GET');
    expect(sent.headers()['accept']).toBe('application/json');
    expect(sent.headers()['content-type']).toBe('application/json');
    await response;
    await expect(fields(page).format).toHaveValue('video/mp4');
    expect(await values(page)).toEqual({
      height: '1080',
      width: '1920',
      size: '52428800',
      format: 'video/mp4',
    });
    await expect(page.locator('#drupal-live-announce')).toContainText('Filled in from the file');
  });

  test('numeric strings are accepted, and only the empty fields are filled', async ({ page }) => {
    await open(page, MOBILE);
    await fields(page).width.fill('999');
    await fields(page).format.fill('image/webp');
    const response = metadata(page, '102');
    await pickFile(page, /ceo-portrait/);
    await response;
    await expect(fields(page).height).toHaveValue('2400');
    expect(await values(page)).toEqual({
      height: '2400',
      width: '999',
      size: '734003',
      format: 'image/webp',
    });
  });

  test('a response with an error fills nothing', async ({ page }) => {
    await open(page);
    const response = metadata(page, '103');
    await pickFile(page, /annual-report/);
    await response;
    // Give the helper a chance to (wrongly) write.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    expect(await values(page)).toEqual({ height: '', width: '', size: '', format: '' });
  });

  test('another kind of element (not a file, or the empty list) clears all four fields', async ({
    page,
  }) => {
    await open(page);
    const response = metadata(page, '101');
    await pickFile(page, /q3-results-webcast/);
    await response;
    await expect(fields(page).height).toHaveValue('1080');
    // Removing the file: the list says it is empty, which is another kind of element.
    await page.getByRole('button', { name: /^Remove: q3-results/ }).click();
    await expect(fields(page).height).toHaveValue('');
    expect(await values(page)).toEqual({ height: '', width: '', size: '', format: '' });
    // Fill by hand, then pick a remote video (a media entity, not a file): cleared, no request.
    await fields(page).height.fill('480');
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/ajax/multimedia/file/')) requests++;
    });
    await pickFile(page, /Remote video/);
    await expect(fields(page).height).toHaveValue('');
    expect(requests).toBe(0);
  });

  test('a failed metadata request is ignored silently: no message, no console output, input kept', async ({
    page,
    consoleEntries,
  }) => {
    await open(page);
    await fields(page).size.fill('123');
    const response = metadata(page, '104');
    await pickFile(page, /damaged-upload/);
    expect((await response).status()).toBe(500);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    expect(await values(page)).toEqual({ height: '', width: '', size: '123', format: '' });
    await expect(page.locator('.messages--error')).toHaveCount(0);
    expect(
      consoleEntries.filter(
        (e) =>
          (e.type === 'warning' || e.type === 'error') && !/Failed to load resource/.test(e.text),
      ),
    ).toEqual([]);
  });

  test('a slow response never overwrites what the editor typed while it was on its way', async ({
    page,
  }) => {
    await open(page);
    const response = metadata(page, '105');
    await pickFile(page, /investor-day-keynote/);
    // The demo answers this one after DEMO_SLOW_MS; type meanwhile, including a field left empty.
    await fields(page).height.fill('600');
    await fields(page).width.fill('800');
    await fields(page).width.fill('');
    await expectTypingKept(page, response);
  });

  test('typing between the pick and its request going out is the editor’s too', async ({
    page,
  }) => {
    await open(page);
    const response = metadata(page, '105');
    // Typed in the task that inserts the picked item, before the helper's request goes out.
    await page.evaluate(() => {
      const input = (name: string) =>
        [...document.querySelectorAll('label')].find((l) => l.textContent!.trim() === name)!
          .control as HTMLInputElement;
      const type = (el: HTMLInputElement, value: string) => {
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const form = input('Item width').form!;
      const seen = new MutationObserver(() => {
        seen.disconnect();
        type(input('Item height'), '600');
        type(input('Item width'), '800');
        type(input('Item width'), '');
      });
      seen.observe(form, { childList: true, subtree: true });
    });
    await pickFile(page, /investor-day-keynote/);
    await expectTypingKept(page, response);
  });

  test('a metadata request that never answers is given up after the request timeout, typing kept', async ({
    page,
  }) => {
    await page.clock.install();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let late: Promise<void> | undefined;
    // Held until the test lets it answer, long after the timeout.
    await page.route('**/ajax/multimedia/file/101', (route) => {
      late = answered.then(() =>
        route
          .fulfill({ json: { height: 1080, width: 1920, size: 52428800, mime: 'video/mp4' } })
          .catch(() => {}),
      );
    });
    await open(page);
    await fields(page).size.fill('123');
    const asked = page.waitForRequest('**/ajax/multimedia/file/101');
    await pickFile(page, /q3-results-webcast/);
    await asked;
    await pauseClock(page);
    const gaveUp = page.waitForEvent('requestfailed', {
      predicate: (r) => r.url().endsWith('/ajax/multimedia/file/101'),
      timeout: 5_000,
    });
    await page.clock.runFor(29_000);
    await fields(page).height.fill('600');
    await page.clock.runFor(1_000);
    await gaveUp;
    answer();
    await late;
    await page.clock.runFor(100);
    expect(await values(page)).toEqual({ height: '600', width: '', size: '123', format: '' });
    await expect(page.locator('.messages--error')).toHaveCount(0);
  });

  test('saving posts what the form shows', async ({ page }) => {
    await open(page);
    const response = metadata(page, '101');
    await pickFile(page, /q3-results-webcast/);
    await response;
    await expect(fields(page).height).toHaveValue('1080');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText(
      'file file:101, 1080 × 1920 px, 52428800 bytes, video/mp4',
    );
  });

  test('no axe violations before and after a fill, at both widths', async ({ page }) => {
    test.setTimeout(120_000);
    for (const viewport of [DESKTOP, MOBILE]) {
      await open(page, viewport);
      await expectNoAxeViolations(page);
      const response = metadata(page, '101');
      await pickFile(page, /q3-results-webcast/);
      await response;
      await expect(fields(page).height).toHaveValue('1080');
      await expectNoAxeViolations(page);
    }
  });

  test('removing the form stops the helper: no observer, timer or request is left', async ({
    page,
  }) => {
    await installLeakCounters(page);
    await open(page);
    const warm = await leakCounts(page);
    const before = await page.evaluate(() => window.trellisInternals!.stats());
    await page.evaluate(async () => {
      const form = document.getElementById('media-multimedia-edit-form')!;
      const parent = form.parentElement!;
      for (let i = 0; i < 20; i++) {
        form.remove();
        await new Promise((r) => setTimeout(r, 0));
        parent.append(form);
        await new Promise((r) => setTimeout(r, 0));
      }
    });
    await expect(page.locator('#media-multimedia-edit-form')).toHaveAttribute('data-enhanced', '');
    expect(await page.evaluate(() => window.trellisInternals!.stats())).toEqual(before);
    // At most as many as before: a timer another widget had pending then (an announcement's,
    // a warm-up's) may have run since, and the renderer's own effect timers (preact schedules
    // effects on a frame, with a 100 ms timer beside it) come and go.
    await expect
      .poll(async () => {
        const after = await leakCounts(page);
        return (Object.keys(warm) as (keyof typeof warm)[]).filter((k) => after[k] > warm[k]);
      }, 'counters over their warm value')
      .toEqual([])
      .catch(async (error: Error) => {
        // Which observer stayed, and whose code made it (the page's, oldest first).
        error.message += `\nlive observers:\n${(await liveObservers(page)).join('\n')}`;
        throw error;
      });
    // Still works after all that.
    const response = metadata(page, '101');
    await pickFile(page, /q3-results-webcast/);
    await response;
    await expect(fields(page).height).toHaveValue('1080');
  });
});

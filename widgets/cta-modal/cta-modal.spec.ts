import type { Page } from '@playwright/test';
import {
  atRest,
  chunkRequests,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNothingLeft,
  holdChunks,
  installLeakCounters,
  MOBILE,
  openRuntimePage,
  test,
  waitForEnhanced,
} from '../../test/support/fixtures';

const URL = '/widgets/cta-modal';

async function open(page: Page) {
  await page.goto(URL);
  await waitForEnhanced(page, '.cta-modal[id]');
}

const insideDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

/** The document's listeners of one event type, each named by where its function is. */
async function documentListeners(page: Page, type: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = (await cdp.send('Runtime.evaluate', { expression: 'document' })) as {
    result: { objectId: string };
  };
  const { listeners } = (await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId,
  })) as { listeners: { type: string; scriptId: string; columnNumber: number }[] };
  await cdp.detach();
  return listeners.filter((l) => l.type === type).map((l) => `${l.scriptId}:${l.columnNumber}`);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`call-to-action modal at ${viewport.width} px`, { tag: '@react' }, () => {
    test.use({ viewport });

    test('a button opens the modal its data id names, labelled by its title, focus on the first field', async ({
      page,
    }) => {
      test.setTimeout(120_000); // two axe runs
      await open(page);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Contact investor relations' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact investor relations' });
      await expect(dialog).toBeVisible();
      await expect(page.getByLabel('Email address')).toBeFocused();
      await expect(page).toHaveURL(URL); // the link's #id is only the no-JS fallback
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      const box = (await dialog.boundingBox())!;
      if (viewport.width < 768) expect(box.width).toBe(viewport.width);
      else expect(box.height).toBeLessThanOrEqual(viewport.height * 0.95 + 1);
      await expectNoAxeViolations(page);
    });

    test('Tab and Shift+Tab stay inside the open modal', async ({ page }) => {
      await open(page);
      await page.getByRole('link', { name: 'Contact investor relations' }).click();
      await expect(page.getByLabel('Email address')).toBeFocused();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await insideDialog(page)).toBe(true);
      }
      await page.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    });

    test('Escape closes the modal, restores scrolling and returns focus to the button', async ({
      page,
    }) => {
      await open(page);
      const trigger = page.getByRole('link', { name: 'Contact investor relations' });
      await trigger.click();
      await expect(page.locator('html')).toHaveClass(/trellis-scroll-lock/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(page.locator('html')).not.toHaveClass(/trellis-scroll-lock/);
    });

    test('the close X closes the modal and returns focus; the page does not scroll while it is open', async ({
      page,
    }) => {
      await open(page);
      const trigger = page.getByRole('button', { name: 'Get the information pack' });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Investor information pack' });
      await expect(dialog).toBeVisible();
      // No form field: focus goes to the title, as the content is structured.
      await expect(
        dialog.getByRole('heading', { name: 'Investor information pack' }),
      ).toBeFocused();
      const before = await page.evaluate(() => document.scrollingElement!.scrollTop);
      await page.mouse.move(5, viewport.height - 5);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(before);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.mouse.wheel(0, 600);
      await expect
        .poll(() => page.evaluate(() => document.scrollingElement!.scrollTop))
        .toBeGreaterThan(before);
    });
  });
}

test.describe('call-to-action modal details', { tag: '@react' }, () => {
  test('the rest of the page is inert while the modal is open, and usable again once it closes', async ({
    page,
  }) => {
    await open(page);
    const trigger = page.getByRole('button', { name: 'Get the information pack' });
    const inert = () => trigger.evaluate((el) => el.closest('[inert]') !== null);
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(inert).toBe(true);
    expect(await page.getByRole('dialog').evaluate((el) => el.closest('[inert]'))).toBeNull();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await inert()).toBe(false);
    await expect(trigger).toBeFocused();
  });

  test('Escape closes the modal even when focus has left its controls', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Get the information pack' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('a modal closed and opened again at once stays open (the late close event is the old one)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    const button = page.getByRole('button', { name: 'Get the information pack' });
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Close, then the button again, in one task: the close event's own task runs after both,
    // and the dialog is read once it has.
    await page.evaluate(() => {
      const open = document.querySelector<HTMLDialogElement>('dialog[open]')!;
      const closeEventRan = new Promise((done) =>
        open.addEventListener('close', () => setTimeout(done), { once: true }),
      );
      open.querySelector<HTMLButtonElement>('.cta-dialog__close')!.click();
      [...document.querySelectorAll<HTMLElement>('button, a')]
        .find((el) => el.textContent?.trim() === 'Get the information pack')!
        .click();
      return closeEventRan;
    });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('host scripts open and close it with open() and close() on the element', async ({
    page,
  }) => {
    await open(page);
    type Modal = HTMLElement & { open(): void; close(): void };
    const button = page.getByRole('button', { name: 'Get the information pack' });
    await button.focus();
    await page.evaluate(() => (document.getElementById('cta-pack') as Modal).open());
    const dialog = page.getByRole('dialog', { name: 'Investor information pack' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Investor information pack' })).toBeFocused();
    await page.evaluate(() => (document.getElementById('cta-pack') as Modal).close());
    await expect(dialog).toBeHidden();
    // Focus goes back to what had it when the script opened the modal.
    await expect(button).toBeFocused();
  });

  test('a click on the backdrop closes the modal', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    await page.getByRole('button', { name: 'Get the information pack' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('opening and closing emit cta-modal:open and cta-modal:close', async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      const w = window as unknown as { __events: string[] };
      w.__events = [];
      for (const type of ['cta-modal:open', 'cta-modal:close'])
        document.addEventListener(type, (e) =>
          w.__events.push(`${type} ${(e as CustomEvent<{ id: string }>).detail.id}`),
        );
    });
    await page.getByRole('button', { name: 'Get the information pack' }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events))
      .toEqual(['cta-modal:open cta-pack', 'cta-modal:close cta-pack']);
  });

  test('all the modals of a page share one click listener for their buttons, which goes with the last modal', async ({
    page,
  }) => {
    await open(page);
    // A modal whose code is still on its way holds a press with a document listener of its own:
    // count once every modal of the page is in.
    await expect(page.locator('.cta-modal[id]:not([data-enhanced])')).toHaveCount(0);
    const documentClicks = async () => (await documentListeners(page, 'click')).length;
    const withTwo = await documentClicks();
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'more-modals';
      for (let i = 0; i < 8; i++)
        box.insertAdjacentHTML(
          'beforeend',
          `<button type="button" class="cta-button" data-id="more-${i}">More ${i}</button>
          <div class="cta-modal" id="more-${i}"><h2>More ${i}</h2><p>Text</p></div>`,
        );
      document.body.append(box);
    });
    await expect(page.locator('#more-modals dialog')).toHaveCount(8);
    expect(await documentClicks()).toBe(withTwo);
    // Each button still opens its own modal.
    await page.getByRole('button', { name: 'More 5' }).click();
    await expect(page.getByRole('dialog', { name: 'More 5' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      document.getElementById('more-modals')!.remove();
      document.querySelectorAll('.cta-layer').forEach((layer) => layer.remove());
    });
    await expect.poll(documentClicks).toBe(withTwo - 1);
  });

  test('the modal fades in from the press; under reduced motion it opens without animation', async ({
    page,
  }) => {
    await open(page);
    const button = page.getByRole('button', { name: 'Get the information pack' });
    // The dialog's animations right after the click's handlers. A new animation waits for the
    // frame that first renders it (startTime null until then), which would show opacity 0.
    const record = () =>
      page.evaluate(() =>
        window.addEventListener(
          'click',
          () => {
            (window as unknown as { __fades: unknown[] }).__fades = [
              ...document.querySelectorAll('dialog[open]'),
            ]
              .flatMap((dialog) => dialog.getAnimations())
              .map((a) => typeof a.startTime === 'number' && a.startTime <= performance.now());
          },
          { once: true },
        ),
      );
    const fades = () => page.evaluate(() => (window as unknown as { __fades: unknown[] }).__fades);
    await record();
    await button.click();
    expect(await fades()).toEqual([true]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await record();
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await fades()).toEqual([]);
  });

  test('the page has no axe violations with the second modal open', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Get the information pack' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test(
  'a modal whose buttons are far below the fold fetches nothing until a button comes near',
  { tag: '@react' },
  async ({ page }) => {
    // The runtime's page has no modal: any chunk fetched here would be the modal's.
    await openRuntimePage(page);
    const chunks = chunkRequests(page);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<style>.cta-modal { display: none } .cta-modal:target { display: block }</style>
      <div id="far-modal" class="cta-modal"><h2>Far modal</h2><p>Text.</p></div>
      <div style="height: 4000px"></div>
      <p><a href="#far-modal" class="cta-button" data-id="far-modal">Open the far modal</a></p>`,
      );
    });
    const host = page.locator('#far-modal');
    await expect(host).toHaveAttribute('data-trellis-deferred', '');
    await atRest(page);
    expect(chunks, 'no chunk while its only button is far away').toEqual([]);
    await expect(host).not.toHaveAttribute('data-enhanced', '');
    const button = page.getByRole('link', { name: 'Open the far modal' });
    await button.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-enhanced', '');
    await expect(host).not.toHaveAttribute('data-trellis-deferred', '');
    expect(chunks.length).toBeGreaterThan(0);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Far modal' })).toBeVisible();
  },
);

test(
  'modals waiting for their code share one listener per kind of intent, gone once they load',
  { tag: '@react' },
  async ({ page }) => {
    await openRuntimePage(page);
    const pointerovers = () => documentListeners(page, 'pointerover');
    const before = await pointerovers();
    await page.evaluate(() => {
      const ids = ['wait-1', 'wait-2', 'wait-3'];
      document.body.insertAdjacentHTML(
        'beforeend',
        `<style>.cta-modal { display: none }</style>
        ${ids.map((id) => `<div id="${id}" class="cta-modal"><h2>${id}</h2><p>Text.</p></div>`).join('')}
        <div style="height: 4000px"></div>
        <p id="far-buttons">${ids.map((id) => `<a href="#${id}" class="cta-button" data-id="${id}">Far ${id}</a>`).join(' ')}</p>`,
      );
    });
    const waiting = page.locator('.cta-modal[data-trellis-deferred]');
    await expect(waiting).toHaveCount(3);
    const added = (await pointerovers()).filter((l) => !before.includes(l));
    expect(added, 'one listener for the three modals').toHaveLength(1);
    const ours = async () => (await pointerovers()).filter((l) => l === added[0]).length;
    // Pointing at a button loads its own modal only; the others still listen.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<p><a href="#wait-2" class="cta-button" data-id="wait-2">Added wait-2</a></p>',
      ),
    );
    await page.getByRole('link', { name: 'Added wait-2' }).hover();
    await expect(page.locator('#wait-2')).toHaveAttribute('data-enhanced', '');
    await expect(waiting).toHaveCount(2);
    expect(await ours()).toBe(1);
    await page.locator('#far-buttons').scrollIntoViewIfNeeded();
    await expect(waiting).toHaveCount(0);
    await expect.poll(ours, 'no modal waits, no listener').toBe(0);
  },
);

/**
 * A closed modal whose only button is far below the fold (so it waits), then a second button a
 * script puts at the top of the page, outside the adapter's upgrade. Returns the modal.
 */
async function modalWithLateButton(page: Page) {
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<style>.cta-modal { display: none } .cta-modal:target { display: block }</style>
      <div id="late-modal" class="cta-modal"><h2>Late modal</h2><p>Text.</p></div>
      <div style="height: 4000px"></div>
      <p><a href="#late-modal" class="cta-button" data-id="late-modal">Far button</a></p>`,
    );
  });
  const host = page.locator('#late-modal');
  await expect(host).toHaveAttribute('data-trellis-deferred', '');
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<p><a href="#late-modal" class="cta-button" data-id="late-modal">Added button</a></p>',
    );
  });
  await atRest(page);
  return host;
}

test(
  'a button a script adds later loads its modal when pointed at or focused, and its click opens the dialog',
  { tag: '@react' },
  async ({ page }) => {
    await openRuntimePage(page);
    const chunks = chunkRequests(page);
    const host = await modalWithLateButton(page);
    expect(chunks, 'nothing loads for a button nobody points at').toEqual([]);
    const added = page.getByRole('link', { name: 'Added button' });
    await added.hover();
    await expect(host).toHaveAttribute('data-enhanced', '');
    expect(chunks.length).toBeGreaterThan(0);
    await added.click();
    await expect(page.getByRole('dialog', { name: 'Late modal' })).toBeVisible();
    expect(
      await page.evaluate(() => location.hash),
      'the click opened the dialog, not the no-JS link',
    ).toBe('');
  },
);

test(
  'a button a script adds later loads its modal when a keyboard user reaches it',
  { tag: '@react' },
  async ({ page }) => {
    await openRuntimePage(page);
    const host = await modalWithLateButton(page);
    await expect(host).not.toHaveAttribute('data-enhanced', '');
    await page.getByRole('link', { name: 'Added button' }).focus();
    await expect(host).toHaveAttribute('data-enhanced', '');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Late modal' })).toBeVisible();
  },
);

test(
  'a button pressed while its modal is still loading opens the modal when it arrives',
  { tag: '@react' },
  async ({ page }) => {
    // The modal's code takes its time (a slow connection): the press comes before it.
    const release = await holdChunks(page);
    await page.goto(URL);
    const button = page.getByRole('button', { name: 'Get the information pack' });
    await button.click();
    release();
    const dialog = page.getByRole('dialog', { name: 'Investor information pack' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Investor information pack' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Pressed once: a later load of the page's widgets does not open it again.
    await expect(page.locator('#cta-pack')).toHaveAttribute('data-enhanced', '');
    await atRest(page);
    await expect(dialog).toBeHidden();
  },
);

test(
  'Escape that a widget inside the modal already handled closes that widget only',
  { tag: '@react' },
  async ({ page }) => {
    await page.goto(URL);
    await page.getByRole('button', { name: 'Get the information pack' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Investor information pack' });
    await expect(dialog).toBeVisible();
    // An inner dialog (an AJAX modal opened from the form) handles Escape and marks it handled.
    await dialog.evaluate((el) => {
      const field = el.querySelector<HTMLElement>('input, select, textarea, button')!;
      field.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') event.preventDefault();
      });
      field.focus();
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  },
);

test(
  'Escape with a tooltip open inside the modal hides the tooltip; the next one closes the modal',
  { tag: '@react' },
  async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: 'Contact investor relations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact investor relations' });
    await expect(page.getByLabel('Email address')).toBeFocused();
    // A term with a tooltip in the modal's text, before the form (as an editor might add one).
    await dialog
      .locator('p')
      .evaluate((p) =>
        p.insertAdjacentHTML(
          'beforeend',
          ' <span class="tooltip" data-tooltip data-trellis-defer="none"><button type="button" class="tooltip__trigger" aria-describedby="tip-ir">IR</button><span class="tooltip__content" role="tooltip" id="tip-ir">Investor relations</span></span>',
        ),
      );
    await expect(dialog.locator('[data-tooltip]')).toHaveAttribute('data-enhanced', '');
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'IR' })).toBeFocused();
    const tip = page.locator('#tip-ir');
    await expect(tip).toHaveAttribute('data-state', 'open');
    await page.keyboard.press('Escape');
    await expect(tip).toHaveAttribute('data-state', 'closed');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'IR' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  },
);

test(
  "a page opened at a modal's #id opens that modal, as the no-JS page shows it",
  { tag: '@react' },
  async ({ page }) => {
    await page.goto(`${URL}#cta-pack`);
    const dialog = page.getByRole('dialog', { name: 'Investor information pack' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // No button opened it: focus goes to one of its buttons, not to <body>.
    expect(
      await page.evaluate(
        () => document.activeElement?.getAttribute('data-id') ?? document.activeElement?.tagName,
      ),
    ).toBe('cta-pack');
  },
);

test.describe('call-to-action modal without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the button is a link to the modal content, which the theme shows', async ({ page }) => {
    await page.goto(URL);
    await expect(page.getByRole('heading', { name: 'Contact investor relations' })).toBeHidden();
    await page.getByRole('link', { name: 'Contact investor relations' }).click();
    await expect(page).toHaveURL(/#cta-contact$/);
    await expect(page.getByRole('heading', { name: 'Contact investor relations' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
  });
});

test(
  'a modal opened, closed and taken out of the page is as the server sent it',
  { tag: '@react' },
  async ({ page }) => {
    await installLeakCounters(page); // and the __whenEnhanced probe
    await open(page);
    const result = await page.evaluate(async () => {
      const server = `<div class="cta-modal" id="plain-modal"><h2>No fields here</h2><p>Text only.</p></div>`;
      const box = document.createElement('div');
      box.innerHTML = `<button type="button" class="cta-button" data-id="plain-modal">Open</button>${server}`;
      document.body.append(box);
      const host = box.querySelector('#plain-modal')!;
      if (!(await window.__whenEnhanced(box, (b) => !!b.querySelector('dialog'))))
        throw new Error('not enhanced');
      box.querySelector('button')!.click();
      // Focus moves in just after the frame that shows the dialog.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      const focused = document.activeElement?.textContent;
      box.querySelector('dialog')!.close();
      await new Promise((r) => setTimeout(r, 50));
      box.remove();
      await new Promise((r) => setTimeout(r, 50));
      return { focused, after: host.outerHTML, server };
    });
    // The title took focus (a modal without fields), through a tabindex that goes with the widget.
    expect(result.focused).toBe('No fields here');
    expect(result.after).toBe(result.server);
  },
);

test(
  'a modal a script removes stays removed: teardown never puts it back',
  { tag: '@react' },
  async ({ page }) => {
    await open(page);
    await expect(page.locator('.cta-layer')).toHaveCount(2);
    await page.evaluate(() => document.getElementById('cta-contact')!.remove());
    // Its teardown takes the layer the widget added, in the same step that used to put the host
    // back: once the layer is gone, the page's removal has stood.
    await expect(page.locator('.cta-layer')).toHaveCount(1);
    await expect(page.locator('#cta-contact')).toHaveCount(0);
    await expect(page.locator('dialog')).toHaveCount(1);
  },
);

test(
  '200 insert, open, close and remove cycles leave nothing behind',
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
          box.innerHTML = `<button type="button" class="cta-button" data-id="leak-modal">Open</button>
          <div class="cta-modal" id="leak-modal"><h2>Leak</h2><p><input aria-label="x"></p></div>`;
          const hasDialog = (b: Element) => !!b.querySelector('dialog');
          if (!(await window.__whenEnhanced(box, hasDialog)))
            throw new Error(`cycle ${i}: not enhanced`);
          const dialog = box.querySelector('dialog')!;
          box.querySelector('button')!.click();
          if (!dialog.open) throw new Error(`cycle ${i}: not opened`);
          if (i % 2) dialog.close(); // half are removed while open
          box.replaceChildren();
          await new Promise((r) => setTimeout(r, 0));
          if (document.documentElement.classList.contains('trellis-scroll-lock'))
            throw new Error(`cycle ${i}: scroll still locked`);
        }
        box.remove();
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle);
  },
);

test(
  'typing in a modal opened the no-JS way (#id) goes on in the same field when the code lands',
  { tag: '@react' },
  async ({ page }) => {
    const release = await holdChunks(page);
    await page.goto(`${URL}#cta-contact`);
    const question = page.getByLabel('Your question');
    await question.click();
    await page.keyboard.type('Hello');
    await page.keyboard.press('ArrowLeft'); // the caret between "Hell" and "o"
    release();
    await waitForEnhanced(page, '.cta-modal[id]');
    const dialog = page.getByRole('dialog', { name: 'Contact investor relations' });
    await expect(dialog).toBeVisible();
    await expect(question).toBeFocused();
    await page.keyboard.type('!');
    await expect(question).toHaveValue('Hell!o');
  },
);

import type { Locator, Page } from '@playwright/test';
import {
  atRest,
  animationsDone,
  test,
  expect,
  expectNoAxeViolations,
  waitForEnhanced,
  installEnhancedWait,
  installLeakCounters,
  countLayoutShift,
  layoutShift,
  layoutShiftReport,
  DESKTOP,
  MOBILE,
  holdChunks,
  holdRequests,
  openRuntimePage,
  expectNothingLeft,
  servedAsDrupal,
  stopTrace,
} from '../../test/support/fixtures';

const URL = '/widgets/data-carousel';
const START = new Date('2026-03-02T09:00:00Z');
/**
 * Until a move's count shows on the standing clock: it is written once the frame that starts
 * the slide is out (a frame, then a task), and the fake clock runs frames only as it moves.
 */
const COUNT_MS = 32;

async function open(page: Page, options: { clock?: boolean } = {}) {
  if (options.clock) {
    await page.clock.install({ time: START });
    // Time stands still from here; the tests move it.
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
  }
  await page.goto(URL);
  await waitForEnhanced(page, '[data-carousel], data-carousel');
}

/** Where the row rests, in slides from the track's start (clones included). */
const rowPosition = (carousel: Locator) =>
  carousel
    .locator('.carousel__slides')
    .evaluate((el) => Number(/calc\(\S+ - (\S+) \*/.exec(el.style.transform)?.[1]));

/** Real slides in view (not inert, not clones). */
const inView = (carousel: Locator) =>
  carousel.locator('.carousel__slide:not(.carousel__slide--clone):not([inert])');

async function names(carousel: Locator): Promise<string[]> {
  return inView(carousel).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')!));
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`carousel at ${viewport.width} px`, { tag: '@react' }, () => {
    test.use({ viewport });

    test('next wraps from the last slide to the first, previous from the first to the last, and the counter follows', async ({
      page,
    }) => {
      await open(page, { clock: true });
      const hero = page.locator('#hero');
      const next = hero.getByRole('button', { name: 'Next slide' });
      const prev = hero.getByRole('button', { name: 'Previous slide' });
      const counter = hero.locator('.carousel__counter');
      await expect(counter).toHaveText('1 / 4');
      expect(await names(hero)).toEqual(['DDR5 for data centres, 1 of 4']);

      await prev.click();
      await page.clock.runFor(COUNT_MS);
      await expect(counter).toHaveText('4 / 4');
      await expect(prev).toBeFocused();
      // The slides that left and entered the view change inert once the move's first frame is out.
      await page.clock.runFor(400);
      expect(await names(hero)).toEqual(['Fourth-quarter results, 4 of 4']);

      await next.click();
      await page.clock.runFor(COUNT_MS);
      await expect(counter).toHaveText('1 / 4');
      await expect(next).toBeFocused();
      for (const expected of ['2 / 4', '3 / 4', '4 / 4', '1 / 4']) {
        await page.clock.runFor(400);
        await next.click();
        await page.clock.runFor(COUNT_MS);
        await expect(counter).toHaveText(expected);
      }
      // After the wrap the row rests on the real first slide again, not on its clone.
      await page.clock.runFor(400);
      const clones = await hero.locator('.carousel__slide--clone').count();
      expect(await rowPosition(hero)).toBe(clones / 2);
    });

    test('moves less than 350 ms apart are ignored', async ({ page }) => {
      await open(page, { clock: true });
      const hero = page.locator('#hero');
      const next = hero.getByRole('button', { name: 'Next slide' });
      const counter = hero.locator('.carousel__counter');
      await next.click();
      await page.clock.runFor(COUNT_MS);
      await expect(counter).toHaveText('2 / 4');
      // A dropped move leaves the row where it is (the count would only follow a frame later).
      const second = await rowPosition(hero);
      await next.click();
      await page.clock.runFor(300 - COUNT_MS);
      await next.click();
      expect(await rowPosition(hero)).toBe(second);
      await page.clock.runFor(49); // 349 ms after the first move
      await next.click();
      expect(await rowPosition(hero)).toBe(second);
      await page.clock.runFor(1); // 350 ms
      await next.click();
      expect(await rowPosition(hero)).toBe(second + 1);
      await page.clock.runFor(COUNT_MS);
      await expect(counter).toHaveText('3 / 4');
    });

    test('the slide row moves with a 0.35 s transition', async ({ page }) => {
      await open(page);
      const row = page.locator('#hero .carousel__slides');
      // At rest after enhancement it has none: placing the row on its slide is not a move.
      await expect(row).toHaveCSS('transition-duration', '0s');
      await row.evaluate((el) => {
        el.addEventListener(
          'transitionrun',
          (e) => el.setAttribute('data-ran', (e as TransitionEvent).propertyName),
          { once: true },
        );
      });
      await page.locator('#hero').getByRole('button', { name: 'Next slide' }).click();
      await expect(row).toHaveCSS('transition-duration', '0.35s');
      await expect(row).toHaveAttribute('data-ran', 'transform');
    });

    test('a sideways drag of 50 px or more swipes, a shorter or vertical one does not', async ({
      page,
    }) => {
      await open(page, { clock: true });
      const hero = page.locator('#hero');
      const counter = hero.locator('.carousel__counter');
      await expect(hero.locator('.carousel__viewport')).toHaveCSS('touch-action', 'pan-y');
      const box = (await hero.locator('.carousel__viewport').boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + Math.min(box.height / 2, 100);
      const drag = async (dx: number, dy: number) => {
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 3 });
        await page.mouse.move(x + dx, y + dy, { steps: 3 });
        await page.mouse.up();
        await page.clock.runFor(400);
      };
      await drag(-120, 0);
      await expect(counter).toHaveText('2 / 4');
      await drag(120, 10);
      await expect(counter).toHaveText('1 / 4');
      await drag(-40, 0);
      await expect(counter).toHaveText('1 / 4');
      await drag(-60, 150);
      await expect(counter).toHaveText('1 / 4');
      await drag(0, -150);
      await expect(counter).toHaveText('1 / 4');
      await drag(120, 0);
      await expect(counter).toHaveText('4 / 4');
    });

    test('a drag does not follow the link under it, a click without movement does', async ({
      page,
    }) => {
      await open(page);
      const link = page.locator('#hero .carousel__slide:not([inert]) a').first();
      const box = (await link.boundingBox())!;
      const x = box.x + box.width - 5;
      await page.mouse.move(x, box.y + 5);
      await page.mouse.down();
      await page.mouse.move(x - 120, box.y + 5, { steps: 5 });
      await page.mouse.up();
      await expect(page).toHaveURL(URL);
      await expect(page.locator('#hero .carousel__counter')).toHaveText('2 / 4');
      await animationsDone(page);
      const link2 = page.locator('#hero .carousel__slide:not([inert]) a').first();
      await link2.click();
      await expect(page).toHaveURL(/\/products\/dram\/lpddr5x$/);
    });

    test('loop clones are inert, hidden, without ids, and Tab never reaches them or hidden slides', async ({
      page,
    }) => {
      await open(page);
      const hero = page.locator('#hero');
      const clones = hero.locator('.carousel__slide--clone');
      expect(await clones.count()).toBeGreaterThan(0);
      for (const clone of await clones.all()) {
        await expect(clone).toHaveAttribute('inert', '');
        await expect(clone).toHaveAttribute('aria-hidden', 'true');
        expect(
          await clone.evaluate((el) => el.querySelectorAll('[id]').length + (el.id ? 1 : 0)),
        ).toBe(0);
      }
      await expect(page.locator('#first-story')).toHaveCount(1);
      // Tab from the heading before the carousel to past its end.
      await page.locator('#hero-title').evaluate((el) => {
        el.setAttribute('tabindex', '-1');
        el.focus();
      });
      const visited: string[] = [];
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        visited.push(
          await page.evaluate(() => {
            const el = document.activeElement!;
            if (el.closest('.carousel__slide--clone')) return 'CLONE';
            if (el.closest('[inert]')) return 'INERT';
            return el.getAttribute('aria-label') ?? el.textContent!.trim();
          }),
        );
      }
      expect(visited).not.toContain('CLONE');
      expect(visited).not.toContain('INERT');
      expect(visited.slice(0, 3)).toEqual([
        'More about DDR5 for data centres',
        'Previous slide',
        'Next slide',
      ]);
    });

    test('the fade carousel cross-fades and leaves exactly one slide visible', async ({ page }) => {
      await open(page);
      const fade = page.locator('#fade');
      await expect(fade).toHaveAttribute('data-carousel-enhanced', 'fade');
      const slides = fade.locator('.carousel__slide');
      await fade.getByRole('button', { name: 'Next slide' }).click();
      await expect(slides.nth(0)).toHaveCSS('transition-duration', /0\.35s/);
      await expect(fade.locator('.carousel__counter')).toHaveText('2 / 3');
      await expect(slides.nth(1)).toBeVisible();
      await expect(slides.nth(0)).toBeHidden();
      await expect(slides.nth(2)).toBeHidden();
      await expect(fade.locator('.carousel__slide--clone')).toHaveCount(0);
      // Slides share one place: the fade never moves the row.
      const a = await slides.nth(0).evaluate((el) => el.getBoundingClientRect().left);
      const b = await slides.nth(1).evaluate((el) => el.getBoundingClientRect().left);
      expect(a).toBe(b);
    });

    test('a carousel with one slide shows no controls', async ({ page }) => {
      await open(page);
      const one = page.locator('#one');
      await expect(one).toHaveAttribute('data-enhanced', '');
      await expect(one.getByRole('button')).toHaveCount(0);
      await expect(one.locator('.carousel__counter')).toHaveCount(0);
      await expect(one.locator('.carousel__slide')).toBeVisible();
    });

    test('the am-slider does not loop: previous is disabled at the start and next at the end', async ({
      page,
    }) => {
      await open(page, { clock: true });
      const am = page.locator('#am');
      await expect(am.locator('.carousel__slide--clone')).toHaveCount(0);
      const dots = am.getByRole('group', { name: 'Choose slide to display' }).getByRole('button');
      const positions = await dots.count();
      expect(positions).toBe(viewport.width >= 1000 ? 3 : viewport.width >= 600 ? 4 : 5);
      await dots.last().click();
      await page.clock.runFor(COUNT_MS);
      await expect(dots.last()).toHaveAttribute('aria-disabled', 'true');
      await expect(dots.last()).toBeFocused();
      await expect(dots.first()).not.toHaveAttribute('aria-disabled');
      // Swiping past either end stays there: the next swipe back lands one step in, where a
      // wrap to the other end would have put it elsewhere.
      const viewportBox = am.locator('.carousel__viewport');
      await viewportBox.scrollIntoViewIfNeeded();
      const box = (await viewportBox.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + Math.min(box.height / 2, 60);
      const drag = async (dx: number) => {
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + dx, y, { steps: 6 });
        await page.mouse.up();
        await page.clock.runFor(400);
      };
      const current = () =>
        dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute('aria-disabled') === 'true'));
      await drag(-120); // next, at the end
      await drag(120); // previous
      await expect.poll(current).toBe(positions - 2);
      await dots.first().click();
      await page.clock.runFor(COUNT_MS);
      await expect.poll(current).toBe(0);
      await drag(120); // previous, at the start
      await drag(-120); // next
      await expect.poll(current).toBe(1);
    });

    test('dots are named buttons; the current one is aria-disabled and clicking one shows its slide', async ({
      page,
    }) => {
      await open(page, { clock: true });
      const multi = page.locator('#multi');
      const group = multi.getByRole('group', { name: 'Choose slide to display' });
      await expect(group.getByRole('button')).toHaveCount(6);
      await expect(
        group.getByRole('button', { name: 'DDR5 for data centres, 1 of 6' }),
      ).toHaveAttribute('aria-disabled', 'true');
      const third = group.getByRole('button', { name: 'Automotive NAND, 3 of 6' });
      const before = await rowPosition(multi);
      await third.click();
      // The row moves for the press's own frame; the dots render once that frame is out.
      expect(await rowPosition(multi)).not.toBe(before);
      await expect(third).not.toHaveAttribute('aria-disabled');
      await page.clock.runFor(COUNT_MS);
      await expect(third).toHaveAttribute('aria-disabled', 'true');
      await expect(third).toBeFocused();
      await page.clock.runFor(400);
      expect((await names(multi))[0]).toBe('Automotive NAND, 3 of 6');
      // No nav in the multi-slider preset: the dots are the single-pointer alternative to swiping.
      await expect(multi.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    });

    test('the multi-slider shows the preset number of slides for the width', async ({ page }) => {
      await open(page);
      const multi = page.locator('#multi');
      const expected = viewport.width >= 1000 ? 3 : viewport.width >= 600 ? 2 : 1;
      await expect(inView(multi)).toHaveCount(expected);
      const viewportBox = (await multi.locator('.carousel__viewport').boundingBox())!;
      const slideBox = (await inView(multi).first().boundingBox())!;
      expect(slideBox.width).toBeCloseTo((viewportBox.width - (expected - 1) * 40) / expected, 0);
    });

    test('the padded carousel sizes slides by width and lets the next one peek in', async ({
      page,
    }) => {
      await open(page);
      const padded = page.locator('#padded');
      const viewportBox = (await padded.locator('.carousel__viewport').boundingBox())!;
      const slideBox = (await inView(padded).first().boundingBox())!;
      const percent = viewport.width >= 768 ? 0.56 : 1;
      expect(slideBox.width).toBeCloseTo(
        viewportBox.width * (viewport.width >= 1024 ? percent : viewport.width >= 768 ? 0.75 : 1),
        0,
      );
    });

    test('the custom element upgrades like the attribute', async ({ page }) => {
      await open(page);
      const el = page.locator('data-carousel#element');
      await el.getByRole('button', { name: 'Next slide' }).click();
      await expect(el.locator('.carousel__counter')).toHaveText('2 / 3');
      await expect(el).toHaveAttribute('role', 'region');
      await expect(el).toHaveAttribute('aria-roledescription', 'carousel');
    });

    test('the page has no axe violations before and after moving', async ({ page }) => {
      test.setTimeout(180_000); // a long page: axe takes many seconds on a loaded machine
      await open(page);
      await expectNoAxeViolations(page);
      await page.locator('#hero').getByRole('button', { name: 'Next slide' }).click();
      await page
        .locator('#multi')
        .getByRole('button', { name: /3 of 6/ })
        .click();
      await page
        .locator('#single')
        .getByRole('button', { name: 'Stop automatic slide show' })
        .click();
      await animationsDone(page);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('carousel wheel', { tag: '@react' }, () => {
  test.use({ viewport: DESKTOP });

  test('a sideways wheel moves one slide per gesture, which ends 200 ms after its last event; an up-or-down wheel is the page’s', async ({
    page,
  }) => {
    await open(page, { clock: true });
    const hero = page.locator('#hero');
    const counter = hero.locator('.carousel__counter');
    await page.evaluate(() =>
      window.addEventListener(
        'wheel',
        (e) => ((window as unknown as { prevented: boolean }).prevented = e.defaultPrevented),
        { passive: true },
      ),
    );
    const prevented = () =>
      page.evaluate(() => (window as unknown as { prevented: boolean }).prevented);
    await hero.locator('.carousel__viewport').hover();
    await page.mouse.wheel(120, 0);
    await page.clock.runFor(COUNT_MS);
    await expect(counter).toHaveText('2 / 4');
    expect(await prevented()).toBe(true);
    // The gesture goes on while its events come less than 200 ms apart: one move for all of it,
    // even past the 350 ms between moves.
    for (let i = 0; i < 4; i++) {
      await page.clock.runFor(150);
      await page.mouse.wheel(120, 0);
    }
    await expect(counter).toHaveText('2 / 4');
    // 200 ms without an event end it: the next sideways wheel is a new gesture.
    await page.clock.runFor(250);
    await page.mouse.wheel(-120, 0);
    await page.clock.runFor(COUNT_MS);
    await expect(counter).toHaveText('1 / 4');
    // Up and down: the carousel leaves the event to the page's scroll.
    await page.clock.runFor(600);
    await page.mouse.wheel(0, 120);
    expect(await prevented()).toBe(false);
    await page.clock.runFor(COUNT_MS);
    await expect(counter).toHaveText('1 / 4');
  });
});

test.describe('carousel slide', { tag: '@react' }, () => {
  test.use({ viewport: DESKTOP });

  test('a move after a pointer came slides the row on the compositor', async ({
    page,
    browser,
  }) => {
    await open(page);
    const hero = page.locator('#hero');
    const track = hero.locator('.carousel__slides');
    // A pointer on the carousel paints the whole row with a 1 ms animation, then it is gone.
    await hero.locator('.carousel__viewport').hover();
    await expect.poll(() => track.evaluate((el) => el.getAnimations().length)).toBe(0);
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect
      .poll(() =>
        track.evaluate((el) =>
          el
            .getAnimations()
            .map((a) => a.playState)
            .join(),
        ),
      )
      .toBe('running');
    // Chromium decides in the frames after the start whether the compositor runs it.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const animations = (await stopTrace(browser)).filter((e) => e.name === 'Animation');
    expect(animations.filter((e) => e.ph === 'b').map((e) => e.args?.data?.displayName)).toContain(
      'transform',
    );
    // A finished animation left on the row kept its transition on the main thread (64: the
    // target has incompatible animations). The reasons are bits: 0 (some Chromium versions
    // report it) is none.
    expect(animations.flatMap((e) => e.args?.data?.compositeFailed || [])).toEqual([]);
  });
});

test.describe('carousel touch', { tag: '@react' }, () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  test('a finger swiping across a slide’s image swipes, and lets go of nothing', async ({
    page,
  }) => {
    await open(page);
    const hero = page.locator('#hero');
    const counter = hero.locator('.carousel__counter');
    const image = hero.locator('.carousel__slide:not([inert]) img').first();
    await image.scrollIntoViewIfNeeded();
    const box = (await image.boundingBox())!;
    const y = box.y + box.height / 2;
    const from = box.x + box.width * 0.8;
    // A touch is captured by what it touched (here the image) until the carousel takes it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from, y }],
    });
    for (let i = 1; i <= 6; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from - i * 25, y }],
      });
    // Mid-swipe the text keeps its own user-select: a swipe never selects, and changing an
    // inherited property would restyle and repaint the whole row as the swipe ends.
    await expect(hero.locator('.carousel__slides')).toHaveClass(/is-dragging/);
    expect(await image.evaluate((el) => getComputedStyle(el).userSelect)).toBe('auto');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(counter).toHaveText('2 / 4');
    await expect(hero.locator('.carousel__slides')).not.toHaveClass(/is-dragging/);
  });
});

test.describe('carousel resizing', { tag: '@react' }, () => {
  test('widths follow the window after 250 ms of quiet (site carousel) and 200 ms (presets)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, { clock: true });
    const padded = page.locator('#padded');
    const multi = page.locator('#multi');
    const width = (c: typeof padded) =>
      c.evaluate((el) => el.style.getPropertyValue('--carousel-width'));
    expect(await width(padded)).toBe('56%');
    await expect(inView(multi)).toHaveCount(3);
    // The debounce starts when the page sees the resize event.
    const resized = () =>
      page.evaluate(
        () => new Promise<void>((r) => addEventListener('resize', () => r(), { once: true })),
      );
    let seen = resized();
    await page.setViewportSize({ width: 1500, height: 800 });
    await seen;
    await page.clock.runFor(199);
    expect(await width(padded)).toBe('56%');
    await page.clock.runFor(1);
    await expect(inView(multi)).toHaveCount(3); // 3 items from 1000 px either way
    await page.clock.runFor(49);
    expect(await width(padded)).toBe('56%');
    await page.clock.runFor(1);
    expect(await width(padded)).toBe('33%');
    await expect(inView(padded)).toHaveCount(3);
    seen = resized();
    await page.setViewportSize({ width: 700, height: 800 });
    await seen;
    await page.clock.runFor(199);
    await expect(inView(multi)).toHaveCount(3);
    await page.clock.runFor(1);
    await expect(inView(multi)).toHaveCount(2);
  });
});

test.describe('carousel loop', { tag: '@react' }, () => {
  test('a move made while the row is still sliding onto a clone goes one slide on, not back across the track', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1000));
    await openRuntimePage(page);
    await page.evaluate(() => {
      const slides = ['One', 'Two', 'Three', 'Four']
        .map((n) => `<div class="carousel__slide"><h3 class="carousel__title">${n}</h3></div>`)
        .join('');
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<div id="slow" class="carousel" data-carousel data-speed="800" aria-label="Slow">
          <div class="carousel__viewport"><div class="carousel__slides">${slides}</div></div></div>`,
      );
    });
    const carousel = page.locator('#slow');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    // The moves the row starts, read as each transition starts (the 800 ms transition runs in
    // real time, which a loaded machine can outlast before a later read). From before the first
    // press: its transitionrun may come after the clock's run below.
    await carousel.evaluate((host) => {
      const track = host.querySelector<HTMLElement>('.carousel__slides')!;
      // The row's offset is a whole number of slide widths: translateX(-N00%).
      const x = (transform: unknown) => parseFloat(/(-?[\d.]+)%/.exec(String(transform))![1]!);
      const moves: number[] = [];
      (window as unknown as { moves: number[] }).moves = moves;
      track.addEventListener('transitionrun', () => {
        const frames = (track.getAnimations().at(-1)!.effect as KeyframeEffect).getKeyframes();
        moves.push(x(frames.at(-1)!.transform) - x(frames[0]!.transform));
      });
    });
    const moves = async (count: number) => {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { moves: number[] }).moves.length))
        .toBeGreaterThanOrEqual(count);
      return page.evaluate(() => (window as unknown as { moves: number[] }).moves);
    };
    const prev = carousel.getByRole('button', { name: 'Previous slide' });
    // Back from the first slide: the row slides onto the clone of Four, then settles on Four.
    await prev.click();
    // Past the 350 ms gap between moves, before the 800 ms slide has settled.
    await page.clock.runFor(400);
    await prev.click();
    await page.clock.runFor(COUNT_MS);
    await expect(carousel.getByText('3 / 4')).toBeAttached();
    // Two transitions, One to the clone of Four, then Four to Three: each moves the row right
    // by one slide width (not back across the track).
    expect(await moves(2)).toEqual([100, 100]);
  });
});

test(
  'a drag released off the row ends there: the row does not follow the mouse afterwards',
  { tag: '@react' },
  async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    const hero = page.locator('#hero');
    const track = hero.locator('.carousel__slides');
    const box = (await hero.locator('.carousel__viewport').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(box.height / 2, 100);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 80, y, { steps: 4 });
    await expect(track).toHaveClass(/is-dragging/);
    // A mouse drag selects no text on its way.
    expect(await track.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
    // Down past the row, over the controls, and let go there.
    await page.mouse.move(x - 80, box.y + box.height + 30, { steps: 4 });
    await page.mouse.up();
    await page.mouse.move(x + 60, y, { steps: 4 });
    await expect(track).not.toHaveClass(/is-dragging/);
    expect(await track.evaluate((el) => getComputedStyle(el).userSelect)).toBe('auto');
    expect(await track.evaluate((el) => el.style.transform)).toMatch(/^translateX\(calc\(0px /);
  },
);

test.describe('carousel structure', { tag: '@react' }, () => {
  test('containers, slides and buttons carry the APG carousel roles and names', async ({
    page,
  }) => {
    await open(page);
    const hero = page.locator('#hero');
    await expect(hero).toHaveAttribute('role', 'region');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(page.getByRole('region', { name: 'Highlights' })).toHaveAttribute('id', 'hero');
    const slides = hero.locator('.carousel__slide:not(.carousel__slide--clone)');
    await expect(slides).toHaveCount(4);
    for (const slide of await slides.all()) {
      await expect(slide).toHaveAttribute('role', 'group');
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(await slide.getAttribute('aria-label')).not.toMatch(/slide/i);
    }
    const trackId = await hero.locator('.carousel__slides').getAttribute('id');
    for (const name of ['Previous slide', 'Next slide']) {
      const button = hero.getByRole('button', { name });
      await expect(button).toHaveAttribute('type', 'button');
      await expect(button).toHaveAttribute('aria-controls', trackId!);
    }
    await expect(hero.locator('.carousel__counter')).toHaveAttribute('aria-hidden', 'true');
    await expect(hero.locator('.carousel__slides')).toHaveAttribute('aria-live', 'polite');
  });

  for (const viewport of [MOBILE, DESKTOP])
    test(`a carousel more than a screen below waits as the server sent it, and is enhanced as the visitor scrolls towards it, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(URL);
      const hero = page.locator('#hero');
      await expect(hero).toHaveAttribute('data-enhanced', '');
      // The fade carousel starts about three screens down at both widths.
      const far = page.locator('#fade');
      await expect(far).toHaveAttribute('data-trellis-deferred', '');
      await expect(far).not.toHaveAttribute('role');
      await expect(far.getByRole('button')).toHaveCount(0);
      await expect(far.locator('.carousel__slide--clone')).toHaveCount(0);
      // Within a screen of it, it is enhanced before it is in view.
      await far.evaluate((el) =>
        scrollTo(0, el.getBoundingClientRect().top + scrollY - 2 * innerHeight + 100),
      );
      await expect(far).toHaveAttribute('data-enhanced', '');
      await expect(far).toHaveAttribute('aria-roledescription', 'carousel');
      expect(await far.evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true);
    });

  test('missing required elements are a console warning only and other carousels work', async ({
    page,
    consoleEntries,
  }) => {
    await open(page);
    await expect(page.locator('#no-viewport')).toHaveAttribute('data-trellis-error', '');
    expect(
      consoleEntries.filter((e) => e.type === 'warning' && /carousel__viewport/.test(e.text)),
    ).toHaveLength(1);
    await page.locator('#hero').getByRole('button', { name: 'Next slide' }).click();
    await expect(page.locator('#hero .carousel__counter')).toHaveText('2 / 4');
  });
});

test.describe('carousel public methods', { tag: '@react' }, () => {
  test.use({ viewport: DESKTOP });

  type Carousel = HTMLElement & {
    next(): void;
    previous(): void;
    goTo(index: number): void;
    play(): void;
    pause(): void;
  };

  test('next(), previous() and goTo() move the carousel; pause() and play() hold and resume rotation', async ({
    page,
  }) => {
    await open(page, { clock: true });
    const hero = page.locator('#hero');
    const counter = hero.locator('.carousel__counter');
    await hero.evaluate((el) => (el as Carousel).next());
    await page.clock.runFor(COUNT_MS);
    await expect(counter).toHaveText('2 / 4');
    // A host script is not held to the gap between a visitor's presses.
    await hero.evaluate((el) => (el as Carousel).next());
    await page.clock.runFor(COUNT_MS);
    await expect(counter).toHaveText('3 / 4');
    await hero.evaluate((el) => (el as Carousel).previous());
    await page.clock.runFor(COUNT_MS);
    await expect(counter).toHaveText('2 / 4');
    await hero.evaluate((el) => (el as Carousel).goTo(3));
    await page.clock.runFor(COUNT_MS);
    await expect(counter).toHaveText('4 / 4');
    await hero.evaluate((el) => (el as Carousel).goTo(9)); // no such slide: nothing happens
    await page.clock.runFor(400);
    expect(await names(hero)).toEqual(['Fourth-quarter results, 4 of 4']);

    const single = page.locator('#single');
    const rotation = single.locator('.carousel__button--rotation');
    await single.evaluate((el) => (el as Carousel).pause());
    await expect(rotation).toHaveAccessibleName('Start automatic slide show');
    await page.clock.runFor(6000);
    expect(await names(single)).toEqual(['LPDDR5X in phones, 1 of 3']);
    await single.evaluate((el) => (el as Carousel).play());
    await expect(rotation).toHaveAccessibleName('Stop automatic slide show');
    await page.clock.runFor(5000);
    expect(await names(single)).toEqual(['Automotive NAND, 2 of 3']);
  });

  test('the methods leave with the enhancement', async ({ page }) => {
    await open(page);
    const hero = page.locator('#hero');
    expect(await hero.evaluate((el) => typeof (el as Carousel).goTo)).toBe('function');
    const left = await hero.evaluate(async (el) => {
      const home = el.parentNode!;
      el.remove();
      // The runtime lets go of a host that stays out past the task that took it out.
      await new Promise((resolve) => setTimeout(resolve));
      const methods = ['next', 'previous', 'goTo', 'play', 'pause'].filter((name) => name in el);
      home.append(el);
      return methods;
    });
    expect(left).toEqual([]);
  });
});

test.describe('carousel autoplay', { tag: '@react' }, () => {
  test.use({ viewport: DESKTOP });

  const rotation = (c: Locator) => c.locator('.carousel__button--rotation');

  test('advances every 5000 ms, stops with the pause control and resumes from the current slide', async ({
    page,
  }) => {
    await open(page, { clock: true });
    const single = page.locator('#single');
    const counter = single.locator('.carousel__counter');
    await expect(rotation(single)).toHaveAccessibleName('Stop automatic slide show');
    await expect(rotation(single)).not.toHaveAttribute('aria-pressed');
    await expect(single.locator('.carousel__slides')).toHaveAttribute('aria-live', 'off');
    // The rotation control is the first tab stop inside the carousel.
    const first = await single.evaluate(
      (el) =>
        el.querySelector('button, a[href]') === el.querySelector('.carousel__button--rotation'),
    );
    expect(first).toBe(true);
    await expect(counter).toHaveCount(0); // the single slider preset has no counter
    const current = () => names(single);
    expect(await current()).toEqual(['LPDDR5X in phones, 1 of 3']);
    await page.clock.runFor(5000);
    expect(await current()).toEqual(['Automotive NAND, 2 of 3']);

    await rotation(single).press('Enter');
    await expect(rotation(single)).toHaveAccessibleName('Start automatic slide show');
    await expect(rotation(single)).toBeFocused();
    await expect(single.locator('.carousel__slides')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(15_000);
    expect(await current()).toEqual(['Automotive NAND, 2 of 3']);

    await rotation(single).press('Space');
    await expect(rotation(single)).toHaveAccessibleName('Stop automatic slide show');
    await page.clock.runFor(5000);
    expect(await current()).toEqual(['Fourth-quarter results, 3 of 3']);
    await page.clock.runFor(5000);
    expect(await current()).toEqual(['LPDDR5X in phones, 1 of 3']);
  });

  test('hovering pauses rotation and leaving resumes it; the rotation button does not count', async ({
    page,
  }) => {
    await open(page, { clock: true });
    const single = page.locator('#single');
    await single.locator('.carousel__viewport').hover();
    await page.clock.runFor(10_000);
    expect(await names(single)).toEqual(['LPDDR5X in phones, 1 of 3']);
    await rotation(single).hover();
    await page.clock.runFor(5000);
    expect(await names(single)).toEqual(['Automotive NAND, 2 of 3']);
    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    expect(await names(single)).toEqual(['Fourth-quarter results, 3 of 3']);
  });

  test('focus inside stops rotation until Start is pressed', async ({ page }) => {
    await open(page, { clock: true });
    const single = page.locator('#single');
    await single.getByRole('button', { name: 'Next slide' }).focus();
    await page.clock.runFor(10_000);
    expect(await names(single)).toEqual(['LPDDR5X in phones, 1 of 3']);
    await expect(rotation(single)).toHaveAccessibleName('Start automatic slide show');
    await page.locator('h1').click();
    await page.clock.runFor(10_000);
    expect(await names(single)).toEqual(['LPDDR5X in phones, 1 of 3']);
    await rotation(single).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    expect(await names(single)).toEqual(['Automotive NAND, 2 of 3']);
  });

  test('a keyboard visitor already in a slide when the code lands keeps focus, on that slide, with rotation stopped', async ({
    page,
  }) => {
    const release = await holdChunks(page);
    await page.goto(URL);
    const single = page.locator('#single');
    const link = single.getByRole('link', { name: 'More about automotive nand' });
    await link.focus();
    release();
    await waitForEnhanced(page, '#single');
    await expect(rotation(single)).toHaveAccessibleName('Start automatic slide show');
    expect(await names(single)).toEqual(['Automotive NAND, 2 of 3']);
    await expect(link).toBeFocused();
  });

  test('rotation waits while the carousel is scrolled out of sight', async ({ page }) => {
    await open(page, { clock: true });
    const single = page.locator('#single');
    // Room below the page, so that the carousel can leave the viewport.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '300vh';
      window.scrollTo(0, document.body.scrollHeight);
    });
    await expect
      .poll(() => single.evaluate((el) => el.getBoundingClientRect().bottom < 0))
      .toBe(true);
    // The observer reports on the browser's own frames, which the test clock does not drive.
    await page.waitForTimeout(300);
    await page.clock.runFor(20_000);
    expect(await names(single)).toEqual(['LPDDR5X in phones, 1 of 3']);
    await single.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.clock.runFor(5000);
    expect(await names(single)).toEqual(['Automotive NAND, 2 of 3']);
  });

  test('rotation stops while the page is hidden', async ({ page }) => {
    await open(page, { clock: true });
    const single = page.locator('#single');
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { value: h, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.clock.runFor(20_000);
    expect(await names(single)).toEqual(['LPDDR5X in phones, 1 of 3']);
    await setHidden(false);
    await page.clock.runFor(5000);
    expect(await names(single)).toEqual(['Automotive NAND, 2 of 3']);
  });

  test('under reduced motion autoplay never starts and moves are instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, { clock: true });
    const single = page.locator('#single');
    await expect(rotation(single)).toHaveAccessibleName('Start automatic slide show');
    await expect(single.locator('.carousel__slides')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(25_000);
    expect(await names(single)).toEqual(['LPDDR5X in phones, 1 of 3']);
    await expect(single.locator('.carousel__slide').first()).toHaveCSS(
      'transition-duration',
      /^0s/,
    );
    await expect(page.locator('#hero .carousel__slides')).toHaveCSS('transition-duration', '0s');
    // Wrapping needs no clone trip: it lands at once.
    await page.locator('#hero').getByRole('button', { name: 'Previous slide' }).click();
    await page.clock.runFor(COUNT_MS);
    await expect(page.locator('#hero .carousel__counter')).toHaveText('4 / 4');
    const clones = await page.locator('#hero .carousel__slide--clone').count();
    expect(await rowPosition(page.locator('#hero'))).toBe(clones / 2 + 3);
  });

  test('the reduced-motion state has no axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await expect(rotation(page.locator('#single'))).toHaveAccessibleName(
      'Start automatic slide show',
    );
    await expectNoAxeViolations(page);
  });

  test('options from a JSON script turn on autoplay and loop for the general preset', async ({
    page,
  }) => {
    await open(page, { clock: true });
    const json = page.locator('#json');
    await expect(rotation(json)).toHaveAccessibleName('Stop automatic slide show');
    await expect(inView(json)).toHaveCount(3);
    await expect(json.locator('.carousel__slide--clone')).not.toHaveCount(0);
  });
});

test.describe('video carousel', { tag: '@react' }, () => {
  test.use({ viewport: DESKTOP });

  test('plays a YouTube or Vimeo video in the slide and stops it when the slide changes', async ({
    page,
  }) => {
    await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>Player</p>' }),
    );
    await open(page, { clock: true });
    const videos = page.locator('#videos');
    await videos.getByRole('link', { name: 'Play video: Inside the fab (YouTube)' }).click();
    const frame = videos.locator('iframe.carousel__player');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    await expect(frame).toHaveAttribute('title', 'Video: Play video: Inside the fab (YouTube)');
    await expect(page).toHaveURL(URL);
    await page.clock.runFor(400);
    await videos.getByRole('button', { name: 'Next slide' }).click();
    await expect(frame).toHaveCount(0);
    await page.clock.runFor(400);
    await videos.getByRole('link', { name: /How memory is made/ }).click();
    await expect(frame).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  test("a press on a video's link before the player's code is here plays the video when it comes", async ({
    page,
  }) => {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>Player</p>' }),
    );
    const release = await holdRequests(page, /\/chunks\/data-carousel-video-/);
    await open(page);
    const videos = page.locator('#videos');
    await videos.getByRole('link', { name: 'Play video: Inside the fab (YouTube)' }).click();
    await expect(page).toHaveURL(URL);
    release();
    await expect(videos.locator('iframe.carousel__player')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    await expect(page).toHaveURL(URL);
  });

  test("should the player's code not come, a press held for it opens the video's own page", async ({
    page,
  }) => {
    await page.route(/youtube\.com\/watch/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title><p>Watch</p>' }),
    );
    let fail = () => {};
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route(/\/chunks\/data-carousel-video-/, async (route) => {
      await failed;
      await route.abort();
    });
    await open(page);
    await page
      .locator('#videos')
      .getByRole('link', { name: 'Play video: Inside the fab (YouTube)' })
      .click();
    await expect(page).toHaveURL(URL);
    fail();
    await expect(page).toHaveURL(/youtube\.com\/watch/);
  });

  test("a modified click on a video's link is the browser's, before the player's code and after", async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/chunks\/data-carousel-video-/);
    await open(page);
    // Last in the click's path: records whether the carousel took the click, and keeps the
    // browser from opening a window.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        document.body.dataset.taken = String(event.defaultPrevented);
        event.preventDefault();
      }),
    );
    const link = page
      .locator('#videos')
      .getByRole('link', { name: 'Play video: Inside the fab (YouTube)' });
    await link.click({ modifiers: ['Shift'] });
    await expect(page.locator('body')).toHaveAttribute('data-taken', 'false');
    release();
    // The player's rules come with its code.
    await page.waitForFunction(() =>
      document.adoptedStyleSheets.some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('carousel__player')),
      ),
    );
    await page.evaluate(() => delete document.body.dataset.taken);
    await link.click({ modifiers: ['Shift'] });
    await expect(page.locator('body')).toHaveAttribute('data-taken', 'false');
    await expect(page.locator('#videos iframe.carousel__player')).toHaveCount(0);
  });

  test("where the site's Content-Security-Policy refuses the player, the press opens the video's own page", async ({
    page,
    consoleEntries,
  }) => {
    // As Drupal serves it: `default-src 'self'`, no frame-src for the players' sites.
    await servedAsDrupal(page);
    await page.route(/youtube\.com\/watch/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title><p>Watch</p>' }),
    );
    await open(page);
    await page
      .locator('#videos')
      .getByRole('link', { name: 'Play video: Inside the fab (YouTube)' })
      .click();
    await expect(page).toHaveURL(/youtube\.com\/watch/);
    expect(
      consoleEntries.filter((e) => e.type === 'warning' && /frame-src/.test(e.text)).length,
      'a warning names the directive to widen',
    ).toBe(1);
  });

  test("a missing or unsupported video URL is reported with the spec's message and the link stays", async ({
    page,
    consoleEntries,
  }) => {
    await open(page);
    // Both messages, each from its own carousel: they mount in separate slices.
    await expect
      .poll(() => {
        const warnings = consoleEntries.filter((e) => e.type === 'warning').map((e) => e.text);
        return ['Missing video URL.', 'Video URL not supported.'].map((message) =>
          warnings.some((w) => w.includes(message)),
        );
      })
      .toEqual([true, true]);
    // A warning: the carousel itself goes on working.
    await expect(page.locator('#no-url')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('#no-url')).not.toHaveAttribute('data-trellis-error', '');
    await expect(page.locator('#bad-url').getByRole('link')).toHaveAttribute(
      'href',
      'https://example.com/movie.mp4',
    );
  });
});

test.describe('carousel without layout shift', { tag: '@react' }, () => {
  test('an enhanced carousel stacks above the positioned boxes around it, as Owl did', async ({
    page,
  }) => {
    // A press on it is then hit-tested before the page's other positioned boxes, not after
    // all of them; the header, menus, tool tips and dialogs stack higher still.
    await open(page);
    const stacking = await page
      .locator('[data-carousel-enhanced]')
      .evaluateAll((hosts) => hosts.map((host) => getComputedStyle(host).zIndex));
    expect(stacking.length).toBeGreaterThan(1);
    expect(new Set(stacking)).toEqual(new Set(['1']));
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`enhancing causes no layout shift at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await countLayoutShift(page);
      await page.goto(URL);
      await waitForEnhanced(page, '[data-carousel], data-carousel');
      await atRest(page);
      expect(await layoutShift(page), await layoutShiftReport(page)).toBe(0);
      // The first slide was on screen from the start, and controls sit in the reserved band.
      await expect(
        page.locator('#hero .carousel__slide:not(.carousel__slide--clone)').first(),
      ).toBeInViewport();
    });
  }
});

test(
  'no carousel slides into place on page load: a row moves only when the visitor moves it',
  { tag: '@react' },
  async ({ page }) => {
    // Each transition that starts inside a carousel: "<carousel id> <element class> <property>".
    await page.addInitScript(() => {
      (window as unknown as { moved: string[] }).moved = [];
      document.addEventListener('transitionrun', (event) => {
        const row = (event.target as Element).closest('[data-carousel], data-carousel');
        if (row)
          (window as unknown as { moved: string[] }).moved.push(
            `${row.id || row.localName} ${(event.target as Element).className} ${(event as TransitionEvent).propertyName}`,
          );
      });
    });
    await page.goto(URL);
    await waitForEnhanced(page, '[data-carousel], data-carousel');
    await atRest(page);
    expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
    // The row is where it rests, and a real move still slides.
    await page.locator('#hero').getByRole('button', { name: 'Next slide' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { moved: string[] }).moved))
      .toContainEqual(expect.stringMatching(/^hero carousel__slides transform/));
  },
);

test(
  'a row swiped sideways before enhancement goes on from the slide the visitor reached',
  { tag: '@react' },
  async ({ page }) => {
    await installEnhancedWait(page);
    await open(page);
    const result = await page.evaluate(async () => {
      const slides = [1, 2, 3]
        .map((i) => `<div class="carousel__slide"><p>Slide ${i}</p></div>`)
        .join('');
      const box = document.createElement('div');
      box.style.width = '600px';
      box.innerHTML = `<div class="carousel" aria-label="Scrolled early">
      <div class="carousel__viewport"><div class="carousel__slides">${slides}</div></div></div>`;
      document.body.append(box);
      const host = box.firstElementChild as HTMLElement;
      const viewport = host.querySelector<HTMLElement>('.carousel__viewport')!;
      // The visitor swipes the plain, scroll-snapping row to the second slide before the bundle
      // reaches it.
      const swiped = new Promise((r) => viewport.addEventListener('scroll', r, { once: true }));
      viewport.scrollLeft = 600;
      const scrolled = viewport.scrollLeft;
      await swiped;
      host.setAttribute('data-carousel', '');
      window.Trellis!.upgrade(box);
      if (!(await window.__whenEnhanced(host))) throw new Error('not enhanced');
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const shown = [...host.querySelectorAll('.carousel__slide:not(.carousel__slide--clone)')]
        .filter((slide) => !slide.hasAttribute('inert'))
        .map((slide) => slide.textContent!.trim());
      return { scrolled, after: viewport.scrollLeft, shown };
    });
    expect(result.scrolled).toBe(600);
    // The carousel's own position takes over from the native scroll.
    expect(result.after).toBe(0);
    expect(result.shown).toEqual(['Slide 2']);
  },
);

test(
  "taken out of the page, a carousel's slides and row are as the server sent them",
  { tag: '@react' },
  async ({ page }) => {
    await installLeakCounters(page); // and the __whenEnhanced probe
    await open(page);
    const result = await page.evaluate(async () => {
      const slides = `<div class="carousel__slide is-active" aria-label="Our plant"><p>One</p></div><div class="carousel__slide"><p>Two</p></div><div class="carousel__slide"><p>Three</p></div>`;
      const row = `<div class="carousel__slides">${slides}</div>`;
      const box = document.createElement('div');
      // At the end of the page, far below: enhanced at once rather than when scrolled to.
      box.innerHTML = `<div class="carousel" data-carousel data-trellis-defer="none" data-dots aria-label="Restore"><div class="carousel__viewport">${row}</div></div>`;
      document.body.append(box);
      const host = box.firstElementChild as HTMLElement;
      if (!(await window.__whenEnhanced(host))) throw new Error('not enhanced');
      host.querySelector<HTMLButtonElement>('.carousel__button--next')!.click();
      await new Promise((r) => setTimeout(r, 500));
      const during = host.querySelector('.carousel__slide')!.getAttribute('aria-label');
      host.remove();
      await new Promise((r) => setTimeout(r, 50));
      const after = host.querySelector('.carousel__slides')!.outerHTML;
      box.remove();
      return { during, after, row };
    });
    expect(result.during).not.toBe('Our plant');
    expect(result.after).toBe(result.row);
  },
);

test(
  '200 insert and remove cycles of a carousel leave nothing behind',
  { tag: '@react' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await installLeakCounters(page);
    await open(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const slides = [1, 2, 3]
          .map((i) => `<div class="carousel__slide"><p>Slide ${i} <a href="#">link</a></p></div>`)
          .join('');
        // Enhanced at once, although appended far below the visible area.
        const markup = `<div class="carousel" data-carousel data-trellis-defer="none" data-autoplay data-dots aria-label="Leak">
        <div class="carousel__viewport"><div class="carousel__slides">${slides}</div></div></div>`;
        const box = document.createElement('div');
        document.body.append(box);
        for (let i = 0; i < count; i++) {
          box.innerHTML = markup;
          const host = box.firstElementChild as HTMLElement;
          // React 19 commits a new root on its scheduler's next turn, Preact at once.
          if (!(await window.__whenEnhanced(host))) throw new Error(`cycle ${i}: not enhanced`);
          host.querySelector<HTMLButtonElement>('.carousel__button--next')!.click();
          host.remove();
          await new Promise((r) => setTimeout(r, 0));
        }
        box.remove();
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle);
  },
);

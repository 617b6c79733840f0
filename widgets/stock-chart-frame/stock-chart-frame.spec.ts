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
import { pauseClock } from '../../test/support/clock';

// The demo's investor chart page frames the platform's chart (/investors/stock-chart-frame).
test(
  'the iframe chart reloads its own source after a resize, debounced',
  { tag: '@react' },
  async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    let loads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/investors/stock-chart-frame')) loads++;
    });
    await page.goto('/widgets/stock-chart');
    await expect.poll(() => loads).toBe(1);
    // The frame's first load is server HTML; its reload on resize exists only once the lazy chunk
    // has run, which on a loaded machine can be after the resizes below.
    await waitForEnhanced(page, 'iframe.nir-stock-chart');
    await pauseClock(page);
    await page.evaluate(() =>
      window.addEventListener('resize', () => {
        (window as unknown as { lastResize: string }).lastResize =
          `${window.innerWidth}x${window.innerHeight}`;
      }),
    );
    const lastResize = () =>
      page.evaluate(() => (window as unknown as { lastResize?: string }).lastResize);
    // A frame navigation is reported from the browser process a moment after the timer fired:
    // "no reload (yet)" is read after a real pause (the fake clock does not move meanwhile).
    const settledLoads = async () => {
      await page.waitForTimeout(300);
      return loads;
    };
    await page.setViewportSize({ width: 900, height: 800 });
    await page.setViewportSize({ width: 800, height: 800 });
    await page.setViewportSize(MOBILE);
    // The browser fires resize in its next rendering step: on a loaded machine that can come after
    // the fake clock has moved on, so the clock waits for the burst's last event.
    await expect.poll(lastResize).toBe(`${MOBILE.width}x${MOBILE.height}`);
    await page.clock.runFor(400);
    expect(await settledLoads()).toBe(1); // still settling
    await page.clock.runFor(200);
    await expect.poll(() => loads).toBe(2); // one reload for the burst
    expect(await settledLoads()).toBe(2);
    // A height-only resize (a mobile address bar) does not reload.
    await page.setViewportSize({ width: MOBILE.width, height: 600 });
    await expect.poll(lastResize).toBe(`${MOBILE.width}x600`);
    await page.clock.runFor(1000);
    expect(await settledLoads()).toBe(2);
    // Orientation change does.
    await page.evaluate(() => window.dispatchEvent(new Event('orientationchange')));
    await page.clock.runFor(600);
    await expect.poll(() => loads).toBe(3);
    const frame = page.frameLocator('iframe.nir-stock-chart');
    await expect(frame.locator('body')).toHaveAttribute('data-drawn-for', /^\d+$/);
  },
);

test('the framed chart page has no axe violations', { tag: '@react' }, async ({ page }) => {
  await page.goto('/widgets/stock-chart');
  await waitForEnhanced(page, 'iframe.nir-stock-chart');
  await expectNoAxeViolations(page);
});

test(
  'frames inserted and removed 100 times leave nothing behind',
  { tag: '@react' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await page.goto('/widgets/stock-chart');
    await waitForEnhanced(page, 'iframe.nir-stock-chart');
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        for (let i = 0; i < count; i++) {
          const frame = document.createElement('iframe');
          frame.className = 'nir-stock-chart';
          frame.title = `Chart ${i}`;
          document.querySelector('main')!.append(frame);
          if (!(await window.__whenEnhanced(frame))) throw new Error(`cycle ${i}: not enhanced`);
          frame.remove();
          await new Promise((r) => setTimeout(r, 0));
          if (frame.childNodes.length) throw new Error(`cycle ${i}: not restored`);
        }
        return window.trellisInternals!.stats();
      }, n);
    await expectNothingLeft(page, cycle, { rounds: 100 });
  },
);

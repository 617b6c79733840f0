/**
 * An interaction's frame is the goal (issue 7: every measured interaction within 16 ms): a click
 * handler that reads layout after changing the page makes the browser lay the page out inside
 * the handler, and again in the frame. The handlers of the bench's interactions only write; the
 * frame does the layout. Read from Chromium's trace (a layout with a script stack is one the
 * script forced), not from timings.
 */
import { test, expect, atRest } from '../support/fixtures';
import { forcedByTrellis, inReleaseTask, stopTrace, useBenchServer } from '../support/bench';
import { DEVICES } from '../../bench/devices';
import { INTERACTIONS } from '../../bench/measure';
import { DEFAULT_STACKS } from '../../bench/stacks';

// Playwright's own trace snapshots lay the page out too.
test.use({ trace: 'off' });

const CHECKED = INTERACTIONS.filter((i) => !i.reference);
// Where the platform reads the page's style (not its layout) inside the call: focus moving into
// the search panel or the narrow menu's section, and showPopover() for the modal's layer.
const READS_STYLE = new Set(['searchOpen', 'modalOpen', 'submenuOpen']);
// Where the effect is not layout: the carousel's move is a transform and classes. Layout left
// pending at the end of a mouse release is done inside the release's task (with a hit test for
// hover), which holds back the frame that starts the slide.
const LAYS_NOTHING_OUT = new Set(['carouselNext']);

test.describe('bench page interactions', () => {
  const server = useBenchServer();

  for (const stack of DEFAULT_STACKS.filter((s) => s.kind === 'trellis')) {
    for (const interaction of CHECKED) {
      test(`${interaction.label} on the ${stack.label} page lays the page out only in its frame`, async ({
        page,
        browser,
      }) => {
        // An interaction measured on the phone only is checked at the phone's width.
        const phoneOnly = !!interaction.devices && !interaction.devices.includes('desktop');
        await page.setViewportSize(phoneOnly ? DEVICES.phone.viewport : DEVICES.desktop.viewport);
        await page.goto(server().url(stack.id, 'standard'));
        await page.evaluate('window.__bench.ready');
        if (interaction.host) await page.locator(interaction.host).scrollIntoViewIfNeeded();
        if (interaction.before)
          await page.locator(([] as string[]).concat(interaction.before.trellis)[0]!).click();
        const selectors = ([] as string[]).concat(interaction.target.trellis);
        const target = page.locator(selectors[0]!).first();
        await expect(target).toBeVisible();
        await target.scrollIntoViewIfNeeded();
        // Whatever the scroll started (lazy enhancement, the table's warm-up) settles first.
        await atRest(page);
        const box = (await target.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        const before = interaction.probe ? await page.evaluate(interaction.probe) : null;
        await browser.startTracing(page, {
          // The second category has the tasks, which inReleaseTask needs.
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'disabled-by-default-devtools.timeline.stack',
          ],
        });
        // The mouse, not locator.click(): Playwright's click checks its target in the page,
        // which lays the page out inside the very events being watched.
        await page.mouse.down();
        // A person's press holds past a frame, as the bench's does: the release then comes to
        // a page that has painted the press.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
        );
        // A swipe's moves are part of it (the row follows the pointer).
        if (interaction.gesture === 'swipe')
          await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 6 });
        await page.mouse.up();
        await atRest(page);
        const events = await stopTrace(browser);
        if (interaction.probe)
          expect(await page.evaluate(interaction.probe), 'the click took effect').not.toEqual(
            before,
          );
        const forced = forcedByTrellis(
          events,
          READS_STYLE.has(interaction.key) ? ['Layout'] : ['Layout', 'UpdateLayoutTree'],
        );
        expect(forced, 'style or layout forced by Trellis inside the interaction').toEqual([]);
        if (LAYS_NOTHING_OUT.has(interaction.key))
          expect(
            inReleaseTask(events, 'click', ['Layout', 'HitTest']),
            'layout inside the release, before its frame',
          ).toEqual([]);
      });
    }
  }
});

/**
 * One measured page load: a fresh browser context, optional CPU throttling, navigation, the
 * stack's 'all-enhanced' moment, a quiet window, then the figures (see bench/README.md for what
 * each one means) and the five interactions.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { DEVICES, type Device } from './devices.ts';
import { TARGETS } from './generate.ts';
import type { Stack, Variant } from './stacks.ts';

/**
 * After all-enhanced the page is left alone until the main thread is quiet: at least QUIET_MS,
 * and until no 100 ms slice in the last QUIET_WINDOW_MS had more than 5 ms of tasks (CDP
 * TaskDuration, read from outside the page), at most QUIET_MAX_MS. Deferred work (idle callbacks,
 * lazy chunks) therefore counts in the load figures.
 */
export const QUIET_MS = 1000;
const QUIET_WINDOW_MS = 500;
const QUIET_MAX_MS = 15_000;

export type InteractionKey =
  | 'plainClick'
  | 'carouselNext'
  | 'carouselSwipe'
  | 'tableSort'
  | 'modalOpen'
  | 'faqToggle'
  | 'searchOpen'
  | 'menuOpen'
  | 'submenuOpen';

type PerKind = Record<'legacy' | 'trellis', string | string[]>;

export interface InteractionSpec {
  key: InteractionKey;
  label: string;
  /** CSS selectors of the element a user clicks, per stack kind; the first that matches wins. */
  target: PerKind;
  /** Where it is measured (default: every device). */
  devices?: Device[];
  /** A swipe to the left across the target instead of a press (touch devices only). */
  gesture?: 'press' | 'swipe';
  /** Pressed first and not timed: what has to be open before the measured press. */
  before?: PerKind;
  /**
   * In-page expression whose value must change when the interaction took effect (an array:
   * every item must change). None for the reference click, which has no effect by design.
   */
  probe?: string;
  /** A reference, not one of the goal's interactions. */
  reference?: boolean;
  /**
   * The widget's host. The click waits until it has been scrolled into view and its first
   * target selector exists: a widget deferred until near the viewport enhances on the way.
   */
  host?: string;
  /** Key pressed afterwards to put the page back (and the probe must return to its value). */
  undo?: string;
  /**
   * The click is timed to the first frame that shows something of the effect (the probe, read
   * in that frame's animation-frame callbacks, has changed), which need not be the first frame
   * after the click: a script may answer later (a timeout, a chunk), and an element that fades
   * in from opacity 0 or slides open from height 0 shows nothing in its animation's first
   * frame. Not for the carousel, whose probe changes at the end of the slide.
   */
  effectInFrame?: boolean;
}

/** Rendered and not hidden (closed <details> content and display/visibility/opacity count). */
const visible = (id: string) =>
  `(() => { const el = document.getElementById(${JSON.stringify(id)}); return !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().height > 0; })()`;

/** The slide at the carousel's leading edge (clones carry the same data-slide). */
const LEADING_SLIDE = `(() => { const c = document.getElementById(${JSON.stringify(TARGETS.carousel)}); const left = c.getBoundingClientRect().left; let best = null; let bestDx = Infinity; for (const s of c.querySelectorAll('[data-slide]')) { const r = s.getBoundingClientRect(); if (!r.width || !s.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue; const dx = Math.abs(r.left - left); if (dx < bestDx) { bestDx = dx; best = s.getAttribute('data-slide'); } } return best; })()`;

export const INTERACTIONS: InteractionSpec[] = [
  {
    // The floor: a click that no script answers, on the same page. What any interaction costs
    // before a handler runs (the wait for the next frame, and that frame).
    key: 'plainClick',
    label: 'reference: click on plain text',
    target: { legacy: '.ir-banner p', trellis: '.ir-banner p' },
    reference: true,
  },
  {
    key: 'faqToggle',
    label: 'FAQ toggle',
    target: {
      legacy: `#faq-item-${TARGETS.faqItem} > summary`,
      trellis: [
        `#faq-item-${TARGETS.faqItem} button.faq-list__button`,
        `#faq-item-${TARGETS.faqItem} > summary`,
      ],
    },
    probe: visible(`faq-a-${TARGETS.faqItem}`),
    host: `#faq-item-${TARGETS.faqItem}`,
    effectInFrame: true,
  },
  {
    key: 'carouselNext',
    label: 'carousel next',
    target: {
      legacy: `#${TARGETS.carousel} .owl-next`,
      trellis: `#${TARGETS.carousel} button[aria-label="Next slide"]`,
    },
    host: `#${TARGETS.carousel}`,
    probe: LEADING_SLIDE,
  },
  {
    key: 'tableSort',
    label: 'table sort, column 2',
    target: {
      legacy: `#${TARGETS.table} thead th:nth-child(2)`,
      trellis: [
        `#${TARGETS.table} thead th:nth-child(2) button`,
        `#${TARGETS.table} thead th:nth-child(2)`,
      ],
    },
    // The rows moved, not only the header's state.
    probe: `[document.querySelector('#${TARGETS.table} thead th:nth-child(2)').getAttribute('aria-sort'), document.querySelector('#${TARGETS.table} tbody tr:first-child td:nth-child(2)')?.textContent ?? null]`,
    host: `#${TARGETS.table}`,
    effectInFrame: true,
  },
  {
    key: 'searchOpen',
    label: 'header search panel open',
    target: {
      legacy: 'site-header a[data-header-toggle="search"]',
      trellis: 'site-header button[aria-controls="site-search"]',
    },
    probe: visible('site-search-input'),
    undo: 'Escape',
    effectInFrame: true,
  },
  {
    key: 'modalOpen',
    label: 'modal open',
    target: {
      legacy: `.cta-button[data-id="${TARGETS.modal}"]`,
      trellis: `.cta-button[data-id="${TARGETS.modal}"]`,
    },
    probe: visible(TARGETS.modal),
    undo: 'Escape',
    effectInFrame: true,
  },
  {
    key: 'carouselSwipe',
    label: 'carousel swipe',
    devices: ['phone'],
    gesture: 'swipe',
    target: {
      legacy: `#${TARGETS.carousel} .owl-stage-outer`,
      trellis: `#${TARGETS.carousel} .carousel__viewport`,
    },
    host: `#${TARGETS.carousel}`,
    probe: LEADING_SLIDE,
  },
  {
    // Below 1024 px the main menu is a panel behind the Menu toggle.
    key: 'menuOpen',
    label: 'header menu open',
    devices: ['phone'],
    target: {
      legacy: 'site-header a[data-header-toggle="main"]',
      trellis: 'site-header button[aria-controls="site-menu"]',
    },
    probe: visible('site-menu'),
    undo: 'Escape',
    effectInFrame: true,
  },
  {
    key: 'submenuOpen',
    label: 'header submenu open',
    devices: ['phone'],
    before: {
      legacy: 'site-header a[data-header-toggle="main"]',
      trellis: 'site-header button[aria-controls="site-menu"]',
    },
    target: {
      legacy: `site-header a.menu-link--category[href="#${TARGETS.menuSection}"]`,
      trellis: `site-header button[aria-controls="${TARGETS.menuSection}"]`,
    },
    probe: visible(TARGETS.menuSection),
    undo: 'Escape',
    effectInFrame: true,
  },
];

/** The interactions measured on a device, in order. */
export function interactionsOn(device: Device): InteractionSpec[] {
  return INTERACTIONS.filter((i) => !i.devices || i.devices.includes(device));
}

export interface LongTask {
  start: number;
  duration: number;
}

export interface GroupOutcome {
  expected: number;
  enhanced: number;
  failed: number;
  missing: number;
  /** Hosts off-screen at the load, waiting to come near the viewport (Trellis). */
  deferred: number;
  note: string;
}

export interface InteractionResult {
  /**
   * ms, Event Timing's definition: the longer of pointerdown → the frame after it and
   * pointerup → the frame after the click; null when the click had no effect.
   */
  latency: number | null;
  /** ms from pointerdown to the frame after it. */
  down?: number;
  /** ms from pointerup to the frame after the click. */
  click?: number;
  /** ms between pointerdown and pointerup (the simulated press). */
  gap?: number;
  /**
   * With `effectInFrame`: how many frames after the first one after the click came before the
   * one that showed the effect (0: the first did).
   */
  frames?: number;
  note?: string;
}

export interface RunResult {
  stack: string;
  /** Round of the interleaved schedule (runs of one round are close in time). */
  round?: number;
  variant: Variant;
  /** Absent in results written before the phone condition: the desktop. */
  device?: Device;
  throttle: number;
  ok: boolean;
  status: string;
  errors: string[];
  groups: Record<string, GroupOutcome>;
  /** URLs of the scripts and stylesheets the page loaded until the quiet moment (before any interaction). */
  loaded: { url: string; type: 'js' | 'css' }[];
  figures: Record<string, number | null>;
  longTasks: LongTask[];
  /** The layout shifts CLS counts (none on input, until the quiet moment). */
  shifts?: LayoutShift[];
  interactions: Partial<Record<InteractionKey, InteractionResult>>;
  marks: Record<string, number>;
}

interface PageTimings {
  status: string;
  errors: string[];
  groups: Record<string, GroupOutcome>;
  table: { start: number; end: number; from: string } | null;
  marks: Record<string, number>;
  fcp: number | null;
  /** performance.now() when the figures were read: the end of the quiet window. */
  now: number;
  dcl: number;
  load: number;
  longTasks: LongTask[];
  shifts: LayoutShift[];
}

export interface LayoutShift {
  value: number;
  start: number;
  recent: boolean;
  /** Each moved node (tag#id.class) with its box before → after (x,y,width,height). */
  sources: string[];
}

/**
 * In-page code is passed as strings: the bench runs under tsx, whose transform would otherwise
 * add helpers (`__name`) to functions serialised into the page.
 */
const READ_TIMINGS = `(async () => {
  const observe = (type) => new Promise((resolve) => {
    const got = [];
    try {
      const o = new PerformanceObserver((list) => got.push(...list.getEntries()));
      o.observe({ type, buffered: true });
      setTimeout(() => { got.push(...o.takeRecords()); o.disconnect(); resolve(got); }, 0);
    } catch { resolve(got); }
  });
  const [longTasks, shifts] = await Promise.all([observe('longtask'), observe('layout-shift')]);
  const nav = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const bench = window.__bench;
  const marks = {};
  for (const m of performance.getEntriesByType('mark')) marks[m.name] = m.startTime;
  return {
    status: bench ? String(bench.status) : 'done',
    errors: bench ? bench.errors : [],
    groups: bench ? bench.groups : {},
    table: bench ? bench.table : null,
    marks,
    fcp: fcp ? fcp.startTime : null,
    now: performance.now(),
    dcl: nav.domContentLoadedEventEnd,
    load: nav.loadEventEnd,
    longTasks: longTasks.map((e) => ({ start: e.startTime, duration: e.duration })),
    shifts: shifts.map((e) => ({
      value: e.value,
      start: e.startTime,
      recent: e.hadRecentInput,
      // What moved, for a report that has to say where a shift came from.
      sources: (e.sources || []).map((s) => {
        const n = s.node;
        const name = !n ? '(gone)' : n.nodeType !== 1 ? n.nodeName
          : n.localName + (n.id ? '#' + n.id : '') + [...n.classList].slice(0, 2).map((c) => '.' + c).join('');
        const box = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        return name + ' ' + box(s.previousRect) + ' → ' + box(s.currentRect);
      }),
    })),
  };
})()`;

/** Reads the page's own records (buffered observers: nothing is injected before load). */
async function readTimings(page: Page): Promise<PageTimings> {
  return (await page.evaluate(READ_TIMINGS)) as PageTimings;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

async function waitQuiet(
  cdp: CDPSession,
  { min = QUIET_MS, window = QUIET_WINDOW_MS } = {},
): Promise<void> {
  const start = Date.now();
  let last = (await metrics(cdp)).TaskDuration ?? 0;
  let lastBusy = start;
  while (Date.now() - start < QUIET_MAX_MS) {
    await new Promise((r) => setTimeout(r, 100));
    const now = (await metrics(cdp)).TaskDuration ?? 0;
    if ((now - last) * 1000 > 5) lastBusy = Date.now();
    last = now;
    if (Date.now() - start >= min && Date.now() - lastBusy >= window) return;
  }
}

/**
 * Total Blocking Time: Σ (duration − 50 ms) over long tasks, clipped to the window
 * [first contentful paint, end of the quiet window after all-enhanced] (Lighthouse's rule, with
 * the stack's own quiet-after-enhanced moment in place of TTI).
 */
export function totalBlockingTime(tasks: LongTask[], from: number, to: number): number {
  let tbt = 0;
  for (const t of tasks) {
    const start = Math.max(t.start, from);
    const end = Math.min(t.start + t.duration, to);
    if (end - start > 50) tbt += end - start - 50;
  }
  return tbt;
}

/** How long the probe follows frames for an armed effect to show. */
const EFFECT_MS = 2000;

/**
 * The latency probe, with Event Timing's (INP's) definition: each event of the click is timed from
 * its own timestamp to the first frame produced after its handlers, and the interaction's latency
 * is the longest of them. pointerdown is timed from its own timestamp, the pointerup/click pair
 * from pointerup's (the browser dispatches click right after pointerup). A swipe has no click:
 * pointerup (or pointercancel) → its frame is the second half.
 * rAF runs in the next frame before paint; the frame's end is the first moment the user can see
 * the result. It is whichever comes first of a user-blocking task posted from that rAF (run once
 * the frame is out, ahead of the page's own tasks queued around it: a timer set in a rAF, a
 * compositor notice) and the following frame's rAF (when frames come back to back, as during a
 * slide at 4× CPU). Not a message: a port delivers its next message in a task posted after the
 * previous one ran, behind whatever the page queued meanwhile. A stand-in for
 * requestPostAnimationFrame, which Chromium does not ship:
 * https://github.com/szager-chromium/requestPostAnimationFrame/blob/master/explainer.md
 *
 * An armed effect (`__lat.arm(read)`, for an interaction whose effect is a state) moves the end
 * of the click's half to the first frame that shows it: the frame whose rAF reads a changed
 * value. A script may answer the click with a frame that shows nothing yet (a timeout before the
 * work, a chunk to load); the user sees the effect only in a later one. That rAF is requested
 * after the click's handlers and their microtasks (a window listener of the bubble phase), so
 * that state a handler's own rAF sets in the same frame counts as shown there. Frames are
 * followed for at most EFFECT_MS; `frames` is how many came after the first.
 */
export const LATENCY_PROBE = `(() => {
  const EFFECT_MS = ${EFFECT_MS};
  const lat = (window.__lat = {
    down: 0, up: 0, downFrame: null, upFrame: null, clickFrame: null, clickDone: false,
    frames: null, shown: null, target: null, effect: null,
  });
  // A probe's value changed; an array changed when every item did.
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  lat.changed = (a, b) => Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((v, i) => !same(v, b[i]))
    : !same(a, b);
  lat.arm = (read) => { lat.effect = { read, before: read() }; };
  const frameEnd = (done) => {
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      done(performance.now());
    };
    scheduler.postTask(end, { priority: 'user-blocking' });
    requestAnimationFrame(end);
  };
  const afterNextFrame = (done) => requestAnimationFrame(() => frameEnd(done));
  // From a rAF callback already (inFrame) or from the next frame's.
  const afterEffectFrame = (effect, done, inFrame) => {
    const start = performance.now();
    let frames = 0;
    const check = () => {
      let shown = false;
      try { shown = lat.changed(effect.before, effect.read()); } catch {}
      if (shown) return frameEnd((t) => done(t, frames, true));
      if (performance.now() - start > EFFECT_MS) return done(null, frames, false);
      frames++;
      requestAnimationFrame(check);
    };
    if (inFrame) check();
    else requestAnimationFrame(check);
  };
  addEventListener('pointerdown', (e) => {
    lat.target = e.target;
    const down = (lat.down = e.timeStamp);
    lat.downFrame = lat.upFrame = lat.clickFrame = lat.frames = lat.shown = null;
    lat.clickDone = false;
    afterNextFrame((t) => { lat.downFrame = t - down; });
  }, true);
  // A swipe ends without a click: its second half is pointerup → the frame after it.
  const up = (e) => {
    const at = (lat.up = e.timeStamp);
    afterNextFrame((t) => { lat.upFrame = t - at; });
  };
  addEventListener('pointerup', up, true);
  addEventListener('pointercancel', up, true);
  addEventListener('click', () => {
    const at = lat.up;
    const done = (t, frames, shown) => {
      lat.clickFrame = t === null ? null : t - at;
      lat.frames = frames;
      lat.shown = shown;
      lat.clickDone = true;
    };
    const effect = lat.effect;
    if (!effect) return afterNextFrame((t) => done(t, null, null));
    let started = false;
    const start = (inFrame) => {
      if (started) return;
      started = true;
      removeEventListener('click', late);
      afterEffectFrame(effect, done, inFrame);
    };
    // Late in the frame's callbacks: from the bubble phase, after the click's handlers.
    const late = () => start(false);
    addEventListener('click', late);
    // Unless a handler stopped the click's propagation: then from here, in the same frame.
    requestAnimationFrame(() => start(true));
  }, true);
})()`;

/**
 * How long the simulated press lasts (pointerdown → pointerup). A person's click or tap holds
 * for 50–150 ms, so the page paints between the two; a driver's press of a few milliseconds
 * would bill the pointerdown event for the click's work.
 */
const PRESS_MS = 60;

/** A swipe: this share of the target's width, to the left, in SWIPE_STEPS moves. */
const SWIPE_SHARE = 0.6;
const SWIPE_STEPS = 6;
const SWIPE_STEP_MS = 16;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A press or a swipe straight into the browser's input pipeline. Playwright's click() would first
 * install its hit-target check in the page, capture listeners that force a style update and a hit
 * test inside the very pointerdown being timed (0.3–0.6 ms measured, more over a large table):
 * the harness's cost, which no visitor's click has.
 */
async function press(
  page: Page,
  cdp: CDPSession,
  box: Box,
  touch: boolean,
  gesture: 'press' | 'swipe' = 'press',
): Promise<void> {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (!touch) {
    const button = { x, y, button: 'left' as const, clickCount: 1 };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...button });
    await page.waitForTimeout(PRESS_MS);
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...button });
    return;
  }
  if (gesture === 'press') {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(PRESS_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  const distance = box.width * SWIPE_SHARE;
  const from = x + distance / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= SWIPE_STEPS; i++) {
    await page.waitForTimeout(SWIPE_STEP_MS);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from - (distance * i) / SWIPE_STEPS, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The first element of the selectors that is on the page. */
async function locate(page: Page, selectors: string[]) {
  let target = page.locator(selectors[0]!).first();
  for (const selector of selectors) {
    target = page.locator(selector).first();
    if (await target.count()) break;
  }
  return target;
}

async function installLatencyProbe(page: Page): Promise<void> {
  await page.evaluate(LATENCY_PROBE);
}

async function interact(
  page: Page,
  cdp: CDPSession,
  spec: InteractionSpec,
  kind: 'legacy' | 'trellis',
  settle: number,
  touch: boolean,
): Promise<InteractionResult> {
  const selectors = ([] as string[]).concat(spec.target[kind]);
  if (spec.host) {
    const host = page.locator(spec.host).first();
    if (await host.count()) {
      await host.scrollIntoViewIfNeeded({ timeout: 5000 }).catch(() => {});
      await page
        .locator(selectors[0]!)
        .first()
        .waitFor({ state: 'attached', timeout: 5000 })
        .catch(() => {});
    }
  }
  try {
    if (spec.before) {
      const first = await locate(page, ([] as string[]).concat(spec.before[kind]));
      if (!(await first.count())) return { latency: null, note: 'nothing to open first' };
      await first.scrollIntoViewIfNeeded({ timeout: 5000 });
      const box = await first.boundingBox();
      if (!box) return { latency: null, note: 'what opens first has no box' };
      await press(page, cdp, box, touch);
      await page.waitForTimeout(settle);
    }
    const target = await locate(page, selectors);
    if (!(await target.count()))
      return { latency: null, note: `no target (${selectors.join(' | ')})` };
    await target.scrollIntoViewIfNeeded({ timeout: 5000 });
    const box = await target.boundingBox();
    if (!box) return { latency: null, note: 'target has no box' };
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A mouse arrives first, as a person's does (a finger does not hover).
    if (!touch) await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    // On the target (checked here and at the press).
    // Input and boxes are in the visual viewport; elementFromPoint is in the layout viewport,
    // which a phone's page scroll can leave offset from it.
    const hit = await target.evaluate(
      (el, [px, py]) => {
        const vv = window.visualViewport;
        const at = document.elementFromPoint(
          px! + (vv?.offsetLeft ?? 0),
          py! + (vv?.offsetTop ?? 0),
        );
        return !!at && (at === el || el.contains(at));
      },
      [x, y],
    );
    if (!hit) return { latency: null, note: 'something covers the target' };
    // A person reads before clicking: whatever the scroll or the hover started (lazy
    // enhancement, warm-up on intent, the legacy stacks' scroll handlers) ends first, for every
    // stack alike.
    await waitQuiet(cdp, { min: 150, window: 300 });
    const before = spec.probe ? await page.evaluate(spec.probe) : null;
    const armed = !!(spec.effectInFrame && spec.probe);
    if (armed) await page.evaluate(`window.__lat.arm(() => (${spec.probe}))`);
    const element = await target.elementHandle();
    await press(page, cdp, box, touch, spec.gesture);
    await page.waitForTimeout(settle);
    // Checked again at the press (the quiet wait lets late work move or cover the target), once
    // its frames are out: the locator's query and visibility check forced a layout in the page
    // inside the measured time, work no visitor's click has. The probe kept what was pressed.
    const pressed = await element.evaluate((el) => {
      const at = (window as unknown as { __lat: { target: Node | null } }).__lat.target;
      return !!at && el.contains(at);
    });
    await element.dispose();
    if (!pressed) return { latency: null, note: 'the press missed the target' };
    // The probe follows frames until the effect shows (or gives up), possibly past the settle.
    if (armed)
      await page
        .waitForFunction('window.__lat.clickDone', null, { timeout: EFFECT_MS + 5000 })
        .catch(() => {});
    const after = spec.probe ? await page.evaluate(spec.probe) : null;
    const { down, up, click, gap, frames, shown, changed } = (await page.evaluate(
      [
        '(() => { const lat = window.__lat; lat.effect = null;',
        'return { down: lat.downFrame, up: lat.upFrame, click: lat.clickFrame, gap: lat.up - lat.down,',
        `frames: lat.frames, shown: lat.shown, changed: lat.changed(${JSON.stringify(before)}, ${JSON.stringify(after)}) }; })()`,
      ].join(' '),
    )) as {
      down: number | null;
      up: number | null;
      click: number | null;
      gap: number;
      frames: number | null;
      shown: boolean | null;
      changed: boolean;
    };
    const second = spec.gesture === 'swipe' ? up : click;
    const latency = down === null || second === null ? null : Math.max(down, second);
    if (spec.undo) {
      await page.keyboard.press(spec.undo);
      await page.waitForTimeout(settle);
    }
    if (spec.probe && !changed)
      return { latency: null, gap, note: `no effect (${JSON.stringify(before)})` };
    if (armed && !shown)
      return {
        latency: null,
        gap,
        note: `no frame showed the effect within ${EFFECT_MS} ms of the click`,
      };
    return {
      latency,
      down: down ?? undefined,
      click: second ?? undefined,
      gap,
      ...(armed && frames !== null ? { frames } : {}),
    };
  } catch (error) {
    return { latency: null, note: String(error).split('\n')[0] };
  }
}

export interface RunOptions {
  throttle: number;
  device?: Device;
  /** Skip the interactions (the smoke test). */
  interactions?: boolean;
  timeout?: number;
}

export async function measureRun(
  browser: Browser,
  url: string,
  stack: Stack,
  variant: Variant,
  options: RunOptions,
): Promise<RunResult> {
  const device = DEVICES[options.device ?? 'desktop'];
  const context = await browser.newContext({
    viewport: device.viewport,
    deviceScaleFactor: device.deviceScaleFactor,
    isMobile: device.touch,
    hasTouch: device.touch,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const consoleErrors: string[] = [];
  const loaded: RunResult['loaded'] = [];
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`console.error: ${m.text().slice(0, 300)}`);
    if (m.type() === 'warning' && m.text().includes('[trellis]'))
      consoleErrors.push(`console.warn: ${m.text().slice(0, 300)}`);
  });
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      loaded.push({ url: new URL(r.url()).pathname, type: type === 'script' ? 'js' : 'css' });
    if (r.status() >= 400) consoleErrors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  try {
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    if (options.throttle > 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    const timeout = options.timeout ?? 120_000;
    await page.goto(url, { waitUntil: 'load', timeout });
    if (stack.kind !== 'nojs') {
      await page.evaluate('window.__bench.ready');
    }
    await waitQuiet(cdp);
    const t = await readTimings(page);
    const loadedOnLoad = [...loaded];
    const m = await metrics(cdp);
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heapGc = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const dom = (await cdp.send('Memory.getDOMCounters')) as {
      jsEventListeners: number;
      nodes: number;
    };

    const enhanced = stack.kind === 'nojs' ? t.load : (t.marks['all-enhanced'] ?? null);
    const windowEnd = t.now;
    const fcp = t.fcp ?? 0;
    const initStart = t.marks['init-start'];
    const enhancementTasks =
      initStart === undefined || enhanced === null
        ? 0
        : t.longTasks.filter((lt) => lt.start + lt.duration > initStart && lt.start < enhanced)
            .length;
    // A long task that starts once Trellis (or legacy's first script) has begun is one the
    // enhancement caused, whenever the page settles.
    const enhancementLongest =
      initStart === undefined
        ? null
        : Math.max(
            0,
            ...t.longTasks
              .filter((lt) => lt.start >= initStart && lt.start <= windowEnd)
              .map((lt) => lt.duration),
          );
    const counted = t.shifts.filter((s) => !s.recent && s.start <= windowEnd && s.value > 0);
    const cls = counted.reduce((sum, s) => sum + s.value, 0);

    const figures: Record<string, number | null> = {
      enhanced,
      fcp: t.fcp,
      dcl: t.dcl,
      load: t.load,
      script: (m.ScriptDuration ?? 0) * 1000,
      task: (m.TaskDuration ?? 0) * 1000,
      layout: (m.LayoutDuration ?? 0) * 1000,
      style: (m.RecalcStyleDuration ?? 0) * 1000,
      longTasks: t.longTasks.filter((lt) => lt.start <= windowEnd).length,
      enhancementLongTasks: enhancementTasks,
      longestTask: Math.max(0, ...t.longTasks.map((lt) => lt.duration)),
      enhancementLongestTask: enhancementLongest,
      tbt:
        initStart === undefined
          ? null
          : totalBlockingTime(t.longTasks, Math.max(fcp, initStart), windowEnd),
      tbtFcp: totalBlockingTime(t.longTasks, fcp, windowEnd),
      cls,
      heap: heap.usedSize,
      heapGc: heapGc.usedSize,
      listeners: dom.jsEventListeners,
      nodes: dom.nodes,
      tableEnhance: t.table ? t.table.end - t.table.start : null,
      quiet: t.now,
    };

    const interactions: RunResult['interactions'] = {};
    if (options.interactions !== false && stack.kind !== 'nojs') {
      await installLatencyProbe(page);
      // Long enough for the slowest transition (350 ms carousel) at 4× throttle.
      const settle = options.throttle > 1 ? 1200 : 600;
      for (const spec of interactionsOn(device.id))
        interactions[spec.key] = await interact(page, cdp, spec, stack.kind, settle, device.touch);
      // A table deferred at the load was enhanced when the sort scrolled to it: its own
      // enhancement (chunk request → ready) is the figure.
      if (figures.tableEnhance === null) {
        const late = (await page.evaluate('window.__bench.table')) as PageTimings['table'];
        if (late) figures.tableEnhance = late.end - late.start;
      }
    }

    const errors = [...t.errors, ...consoleErrors];
    return {
      stack: stack.id,
      variant,
      device: device.id,
      throttle: options.throttle,
      ok: t.status === 'done' && errors.length === 0,
      status: t.status,
      errors,
      groups: t.groups,
      loaded: loadedOnLoad,
      figures,
      longTasks: t.longTasks,
      shifts: counted,
      interactions,
      marks: t.marks,
    };
  } catch (error) {
    return {
      stack: stack.id,
      variant,
      device: device.id,
      throttle: options.throttle,
      ok: false,
      status: 'error',
      errors: [...consoleErrors, String(error).split('\n')[0]!],
      groups: {},
      loaded,
      figures: {},
      longTasks: [],
      interactions: {},
      marks: {},
    };
  } finally {
    await context.close();
  }
}

/**
 * Shared Playwright fixtures: every page fails its test on an uncaught error, console output is
 * collected for assertions, and helpers for axe and leak counting.
 */
import { test as base, expect, type Browser, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface ConsoleEntry {
  type: string;
  text: string;
}

declare global {
  interface Window {
    /** The bundle's test hook (leak counts), installed by these fixtures: not on `Trellis`. */
    trellisInternals?: {
      stats(): { connections: number; roots: number; definitions: number };
    };
  }
}

export const test = base.extend<{ consoleEntries: ConsoleEntry[] }>({
  page: async ({ page }, use) => {
    // The bundle keeps its internals under a symbol on `Trellis`; specs read them by this name.
    await page.addInitScript(() =>
      Object.defineProperty(window, 'trellisInternals', {
        configurable: true,
        get: () =>
          (window.Trellis as unknown as Record<symbol, unknown> | undefined)?.[
            Symbol.for('trellis.internals')
          ],
      }),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error.stack ?? error)));
    const pending = new Set<Request>();
    inFlight.set(page, pending);
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  consoleEntries: async ({ page }, use) => {
    const entries: ConsoleEntry[] = [];
    page.on('console', (msg) => entries.push({ type: msg.type(), text: msg.text() }));
    await use(entries);
  },
});

export { expect };

/** Each fixture page's requests still on their way (see `atRest`). */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Waits until the page is at rest: no request on its way (a chunk, an endpoint's answer), no
 * finite animation or transition running, then two frames and a task, by which time a layout
 * shift of the last frame has been reported. What tests of "nothing moved" and "nothing else
 * happened" wait for, instead of a fixed time. Not under a paused test clock (no frames).
 */
export async function atRest(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('atRest: not a page of the shared fixtures');
  const requests = () => [...pending].map((r) => r.url());
  for (;;) {
    await expect
      .poll(requests, { message: 'requests still on their way', intervals: [10] })
      .toEqual([]);
    await animationsDone(page);
    await page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      await new Promise((task) => setTimeout(task, 0));
    });
    if (!pending.size) return;
  }
}

/** Zero axe violations (WCAG 2.1 A/AA and best practices) in the page's current state. */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // A fade still running (a dialog's 0.2 s entrance on a loaded machine) blends colours: axe
  // would measure the contrast of a frame nobody reads. Finite animations are let finish first.
  // (Running ones only, and at most 2 s: a paused animation's `finished` never settles.)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
          )
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2000)),
    ]),
  );
  const results = await builder.analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Waits until every widget host on the page has finished enhancing. Hosts far below the fold
 * wait until a visitor nears them (`data-trellis-deferred`): each is scrolled into view, as a
 * reader would, then the page goes back to where it was.
 */
export async function waitForEnhanced(page: Page, selector: string): Promise<void> {
  const settled = ({ sel, waiting }: { sel: string; waiting: boolean }) =>
    [...document.querySelectorAll(sel)].every(
      (el) =>
        el.hasAttribute('data-enhanced') ||
        el.hasAttribute('data-trellis-error') ||
        (waiting && el.hasAttribute('data-trellis-deferred')),
    );
  await page.waitForFunction(settled, { sel: selector, waiting: true });
  const hosts = page.locator(selector);
  const waiting = await hosts.evaluateAll((els) =>
    els.flatMap((el, i) => (el.hasAttribute('data-trellis-deferred') ? [i] : [])),
  );
  if (!waiting.length) return;
  const at = await page.evaluate(() => [scrollX, scrollY] as const);
  // One at a time, from outside the page: a test that paused the page clock has no animation
  // frames to wait on, and the near-viewport observer reports on the browser's own frames.
  for (const i of waiting) {
    const host = hosts.nth(i);
    await host.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(host).not.toHaveAttribute('data-trellis-deferred');
  }
  // Back where the test left it, and on until the page's intersection observers have reported
  // that scroll: a carousel out of sight while scrolled past would otherwise restart its rotation
  // timer whenever that late report lands, in the middle of a test's clock window. A new
  // observer's first report comes in the same update as every older observer's.
  await page.evaluate(
    ([x, y]) =>
      new Promise<void>((resolve) => {
        scrollTo(x, y);
        const seen = new IntersectionObserver(() => {
          seen.disconnect();
          resolve();
        });
        seen.observe(document.documentElement);
      }),
    at,
  );
  await page.waitForFunction(settled, { sel: selector, waiting: false });
}

/** Sums the page's layout shifts from before its first script (read with `layoutShift`). */
export async function countLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    const name = (node: Node | null) =>
      !node
        ? '(gone)'
        : node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''}${node.classList.length ? '.' + [...node.classList].join('.') : ''}`
          : `text "${(node.textContent ?? '').trim().slice(0, 30)}"`;
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      };
      for (const e of list.getEntries() as Shift[]) {
        w.__cls += e.value;
        w.__shifts.push(
          `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ` +
            e.sources
              .map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`)
              .join('; '),
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** What moved, for an assertion's message: each shift's value, time and sources with their rects. */
export const layoutShiftReport = (page: Page): Promise<string> =>
  page.evaluate(() =>
    ['layout shifts:', ...(window as unknown as { __shifts: string[] }).__shifts].join('\n'),
  );

/**
 * Resolves once the finite animations and transitions running on the page have ended, those
 * they started included.
 */
export const animationsDone = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let now = running(); now.length; now = running())
      await Promise.all(now.map((a) => a.finished.catch(() => {})));
  });

/** Live DOM counters after a forced GC: listeners, nodes, documents (Chromium's own counts). */
export async function domCounters(
  page: Page,
): Promise<{ jsEventListeners: number; nodes: number; documents: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const counters = (await cdp.send('Memory.getDOMCounters')) as {
    jsEventListeners: number;
    nodes: number;
    documents: number;
  };
  await cdp.detach();
  return counters;
}

type StackFrame = { functionName: string; url: string; columnNumber: number };
/** A Chromium trace event (`browser.startTracing`), with what the specs read of it. */
export type TraceEvent = {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { stackTrace?: StackFrame[] };
    data?: {
      stackTrace?: StackFrame[];
      type?: string;
      nodeName?: string;
      displayName?: string;
      compositeFailed?: number;
    };
  };
};

/** Stops the browser's trace and returns its events. */
export async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
}

/**
 * Gives the page `window.__whenEnhanced(target, ready?, timeoutMs?)`: resolves true as soon as
 * `target` is ready (it has the attribute `ready`, 'data-enhanced' by default, or the predicate
 * `ready` holds), false once `timeoutMs` (2 s by default) has passed. Mounts run in slices and
 * React commits on its own schedule, so a fixed tick is not enough, but the wait stays bounded.
 * installLeakCounters installs it too; installing it twice keeps the first.
 */
export async function installEnhancedWait(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    // A second copy would capture the setTimeout the leak counters wrap.
    if (w.__whenEnhanced) return;
    // Captured before installLeakCounters wraps it: the polls are never counted as live timers.
    const uncountedTimeout = window.setTimeout.bind(window);
    w.__whenEnhanced = (
      target: Element,
      ready: string | ((target: Element) => boolean) = 'data-enhanced',
      timeoutMs = 2000,
    ) => {
      const isReady =
        typeof ready === 'string' ? () => target.hasAttribute(ready) : () => ready(target);
      // A deadline checked on each poll, not a timer of its own: nothing is left pending.
      const deadline = performance.now() + timeoutMs;
      return new Promise<boolean>((resolve) => {
        const poll = () => {
          if (isReady()) resolve(true);
          else if (performance.now() >= deadline) resolve(false);
          else uncountedTimeout(poll, 0);
        };
        poll();
      });
    };
  });
}

/**
 * Counts live timers and observers from inside the page (installed before any script runs),
 * so a leak test can prove teardown cleared them. Installs `__whenEnhanced` first, so it polls
 * with the unwrapped setTimeout.
 */
export async function installLeakCounters(page: Page): Promise<void> {
  await installEnhancedWait(page);
  await page.addInitScript(() => {
    const liveTimeouts = new Set<number>();
    const liveIntervals = new Set<number>();
    /** Each live observer, with where the page first observed with it (a leak names its code). */
    const liveObservers = new Map<object, string>();
    const w = window as unknown as Record<string, unknown>;
    const st = window.setTimeout.bind(window);
    const ct = window.clearTimeout.bind(window);
    const si = window.setInterval.bind(window);
    const ci = window.clearInterval.bind(window);
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id: number = st(
        (...a: unknown[]) => {
          liveTimeouts.delete(id);
          if (typeof fn === 'function') (fn as (...x: unknown[]) => void)(...a);
        },
        ms,
        ...args,
      );
      liveTimeouts.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) liveTimeouts.delete(id);
      ct(id);
    }) as typeof window.clearTimeout;
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = si(fn, ms, ...args);
      liveIntervals.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) liveIntervals.delete(id);
      ci(id);
    }) as typeof window.clearInterval;
    for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver'] as const) {
      const Original = w[name] as
        | { new (...args: unknown[]): { observe(...a: unknown[]): void; disconnect(): void } }
        | undefined;
      if (!Original) continue;
      w[name] = class extends Original {
        override observe(...a: unknown[]) {
          // Playwright's own script in the page watches the document from its first selector
          // query on, which may come after a test's warm count: it is not the page's.
          const stack = new Error().stack ?? '';
          if (!stack.includes('InjectedScript') && !liveObservers.has(this))
            liveObservers.set(this, `${name}${stack.split('\n').slice(2, 6).join('')}`);
          super.observe(...a);
        }
        override disconnect() {
          liveObservers.delete(this);
          super.disconnect();
        }
      };
    }
    w.__leaks = () => ({
      timeouts: liveTimeouts.size,
      intervals: liveIntervals.size,
      observers: liveObservers.size,
    });
    w.__liveObservers = () => [...liveObservers.values()];
  });
}

/** The page's live observers, oldest first: each one's kind and where it was first observed. */
export async function liveObservers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __liveObservers(): string[] }).__liveObservers(),
  );
}

export async function leakCounts(
  page: Page,
): Promise<{ timeouts: number; intervals: number; observers: number }> {
  return page.evaluate(() =>
    (
      window as unknown as { __leaks(): { timeouts: number; intervals: number; observers: number } }
    ).__leaks(),
  );
}

/**
 * A widget's leak test: `cycle(n)` mounts, uses and removes the widget `n` times in the page and
 * returns what must come back to where it was (the runtime's stats, and anything else the widget
 * owns); `cycle(0)` only reports. After `warmUp` rounds (the page's own widgets mount their roots
 * on their own time, and first uses fill caches), `rounds` more must leave that report, the live
 * timers and observers, and Chromium's listener count as they were, and the node count within
 * `nodes` (garbage the last rounds left for the collector). A teardown still on its way when the
 * rounds end is waited for; what stays is a leak.
 */
export async function expectNothingLeft(
  page: Page,
  cycle: (n: number) => Promise<unknown>,
  { warmUp = 20, rounds = 200, nodes = 100 } = {},
): Promise<void> {
  const before = await cycle(warmUp);
  const warm = await domCounters(page);
  const warmLeaks = await leakCounts(page);
  await cycle(rounds);
  await expect.poll(() => cycle(0)).toEqual(before);
  // The last removed host stays reachable until callbacks queued for it (a frame, an observer's
  // notification) have run, which on a loaded machine can be after the first collection: what
  // a leak keeps never goes, what a queue holds goes by the next poll.
  await expect
    .poll(async () => {
      const after = await domCounters(page);
      return {
        listeners: after.jsEventListeners <= warm.jsEventListeners || after.jsEventListeners,
        nodes: after.nodes <= warm.nodes + nodes || after.nodes,
      };
    })
    .toEqual({ listeners: true, nodes: true });
  expect(await leakCounts(page)).toEqual(warmLeaks);
}

/**
 * The runtime's demo page, once its React-rendered widget is on screen: that widget fetches the
 * component runtime as a chunk after the load, so a test that watches chunks or counts roots
 * starts after it.
 */
export async function openRuntimePage(page: Page): Promise<void> {
  await page.goto('/widgets/runtime');
  await expect(page.getByRole('button', { name: 'Show details' })).toBeVisible();
}

/** The lazy chunks the page requests from now on (a list that fills as they are asked for). */
export function chunkRequests(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/chunks\//.test(r.url())) chunks.push(r.url());
  });
  return chunks;
}

/**
 * Holds the page's requests to `url` (all, or the first `times`) until the returned function is
 * called, then lets them go on: a slow server or connection, at the moment a test chooses.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  options: { times?: number } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    options,
  );
  return release;
}

/**
 * Serves the pages at `url` as the server sends them, with `edit` applied to their HTML: markup a
 * CMS could send (editor content, a server's error marks) on a demo page.
 */
export async function editPages(
  page: Page,
  url: string | RegExp,
  edit: (html: string) => string,
): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

/** Puts `markup` at the start of a page's body. */
export const atBodyStart = (markup: string) => (html: string) =>
  html.replace(/<body[^>]*>/, (tag) => tag + markup);

/**
 * Holds every lazy chunk request (a slow connection) until the returned function is called: what
 * a visitor does while a widget's code is on the way.
 */
export const holdChunks = (page: Page): Promise<() => void> => holdRequests(page, '**/chunks/**');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/**
 * The harness serves this page's visits as a Drupal site would (demo/lib/drupal-host.ts): the
 * library's files with `?v=`, a strict CSP, Drupal's drupal.js (a stand-in). Records every CSP
 * violation of the page's documents for `cspViolations()`.
 */
export async function servedAsDrupal(
  page: Page,
  mode: 'drupal' | 'drupal-no-settings' = 'drupal',
): Promise<void> {
  const base = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'demo-host', value: mode, url: base }]);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} refused at ${e.sourceFile}:${e.lineNumber} [${e.sample}]`),
    );
  });
}

/** The CSP violations the page's top document reported since it loaded. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** The URL of the bundle's entry: the hashed file the stable `trellis.js` imports. */
export async function entryUrl(page: Page): Promise<string> {
  const loader = await (await page.request.get('/trellis/trellis.js')).text();
  const hashed = /trellis-[\w-]+\.js/.exec(loader)?.[0];
  expect(hashed, `trellis.js imports the hashed entry: ${loader}`).toBeTruthy();
  return `/trellis/${hashed}`;
}

/** The code of the bundle's entry (`entryUrl`). */
export async function entryCode(page: Page): Promise<string> {
  return (await page.request.get(await entryUrl(page))).text();
}

/**
 * Reads `read` from `path` as a visitor with JavaScript sees its first paint: the server's markup
 * and the theme's CSS (`scripting: enabled` matches), the bundle not run. For a widget whose
 * theme.css must lay its markup out as the enhanced widget will be, so enhancing moves nothing.
 */
export async function atFirstPaint<T>(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => route.abort(),
    );
    await page.goto(path);
    return await read(page);
  } finally {
    await context.close();
  }
}

import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 740 } });
await page.addInitScript(() => {
    const liveTimeouts = new Set();
    const liveIntervals = new Set();
    const liveObservers = new Set();
    const w = window;
    const st = window.setTimeout.bind(window);
    const ct = window.clearTimeout.bind(window);
    const si = window.setInterval.bind(window);
    const ci = window.clearInterval.bind(window);
    window.setTimeout = ((fn, ms, ...args) => {
      const id = st(
        (...a) => {
          liveTimeouts.delete(id);
          if (typeof fn === 'function') fn(...a);
        },
        ms,
        ...args,
      );
      liveTimeouts.add(id);
      return id;
    });
    window.clearTimeout = ((id) => {
      if (id !== undefined) liveTimeouts.delete(id);
      ct(id);
    });
    window.setInterval = ((fn, ms, ...args) => {
      const id = si(fn, ms, ...args);
      liveIntervals.add(id);
      return id;
    });
    window.clearInterval = ((id) => {
      if (id !== undefined) liveIntervals.delete(id);
      ci(id);
    });
    for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver']) {
      const Original = w[name];
      if (!Original) continue;
      w[name] = class extends Original {
        observe(...a) {
          liveObservers.add(this);
          super.observe(...a);
        }
        disconnect() {
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
  });

page.on('pageerror', e => console.log('pageerror', e.message));
page.on('console', m => console.log(m.text()));
await page.goto('http://localhost:18931/widgets/site-header');
await page.waitForSelector('site-header[data-enhanced]');
console.log(await page.evaluate(async () => {
  const frame = () => new Promise((r) => setTimeout(r, 0));
  const header = document.querySelector('site-header');
  header.remove(); await frame();
  const markup = header.outerHTML;
  document.body.insertAdjacentHTML('afterbegin', markup);
  const h = document.querySelector('site-header');
  await frame();
  const button = [...h.querySelectorAll('button')].find((b) => b.textContent.startsWith('Search') && b.offsetParent !== null);
  button.click();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const inertBefore = [...document.querySelectorAll('[inert]')].map(e => e.tagName + '.' + e.className);
  h.remove();
  await frame();
  return JSON.stringify({ inertBefore, after: [...document.querySelectorAll('[inert]')].map(e => e.tagName + '.' + e.className), stats: window.Trellis.stats() });
}));
await browser.close();

import { chromium } from '@playwright/test';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 740 } });
page.on('pageerror', e => console.log('pageerror', e.message));
await page.goto('http://localhost:18931' + (process.argv[3] ?? '/widgets/site-header'));
await page.waitForSelector('site-header[data-enhanced]');
async function counters() {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage'); await cdp.send('HeapProfiler.collectGarbage');
  const c = await cdp.send('Memory.getDOMCounters'); await cdp.detach(); return c;
}
await page.evaluate(async () => { const h = document.querySelector('site-header'); h.remove(); await new Promise(r => setTimeout(r, 0)); window.__header = h.outerHTML; });
const mode = process.argv[2] ?? 'none';
const cycle = (n) => page.evaluate(async ([count, mode]) => {
  const frame = () => new Promise((r) => setTimeout(r, 0));
  for (let i = 0; i < count; i++) {
    document.body.insertAdjacentHTML('afterbegin', window.__header);
    const header = document.querySelector('site-header');
    await frame();
    if (mode !== 'none') {
      const name = mode === 'mix' ? ['Search', 'Log in', 'Language', 'Menu'][i % 4] : mode;
      const button = [...header.querySelectorAll('button')].find((b) => b.textContent.startsWith(name) && b.offsetParent !== null);
      button.click();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    header.remove();
    await frame();
  }
}, [n, mode]);
await cycle(20); await page.waitForTimeout(200);
const warm = await counters();
await cycle(100); await page.waitForTimeout(200);
const after = await counters();
console.log(mode, warm, after);
await browser.close();

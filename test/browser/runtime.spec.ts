import {
  test,
  expect,
  expectNoAxeViolations,
  installLeakCounters,
  leakCounts,
  domCounters,
  chunkRequests,
  holdRequests,
  openRuntimePage,
  editPages,
  atBodyStart,
  entryUrl,
} from '../support/fixtures';
import { readFileSync } from 'node:fs';

/** The names of the README's "Public API" table: column one, and the adapter's row's column two. */
function documentedApi(): { names: string[]; ajax: string[] } {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme
    .split('### Public API')[1]!
    .split('\n\n')
    .find((p) => p.startsWith('|'))!;
  const names: string[] = [];
  let ajax: string[] = [];
  for (const row of section.split('\n').slice(2)) {
    const [, first = '', second = ''] = row.split('|');
    const codes = (cell: string) => [...cell.matchAll(/`(\w+)[`(]/g)].map((m) => m[1]!);
    names.push(...codes(first));
    if (first.trim() === '`ajax`') ajax = codes(second);
  }
  return { names: names.sort(), ajax: ajax.sort() };
}

test.describe('runtime', { tag: '@react' }, () => {
  test('a page-defined widget upgrades both its custom element and its selector markup', async ({
    page,
  }) => {
    await openRuntimePage(page);
    await page.getByRole('button', { name: 'Add one' }).click();
    await page.getByRole('button', { name: 'Add five' }).click();
    await expect(page.locator('[data-demo-counter] output')).toHaveText('1');
    await expect(page.locator('demo-counter output')).toHaveText('15');
  });

  test('a widget that fails is reported once with its tag and the others keep working', async ({
    page,
    consoleEntries,
  }) => {
    await openRuntimePage(page);
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect(page.locator('[data-demo-counter] output')).toHaveText('1');
    const warnings = consoleEntries.filter(
      (e) => e.type === 'warning' && e.text.includes('<demo-broken>'),
    );
    expect(warnings).toHaveLength(1);
    await expect(page.locator('demo-broken')).toHaveAttribute('data-trellis-error', '');
    await expect(
      page.getByText('Server markup of a widget that fails stays readable.'),
    ).toBeVisible();
  });

  test('a widget whose component throws on a later render is taken down: the server markup comes back', async ({
    page,
    consoleEntries,
  }) => {
    await openRuntimePage(page);
    await page.evaluate(async () => {
      const {
        defineWidget,
        attr,
        react: loadReact,
      } = window.Trellis as unknown as {
        defineWidget(def: object): void;
        attr: { boolean(name: string): unknown };
        react(): Promise<{
          createElement(type: string, props: object | null, ...children: unknown[]): unknown;
        }>;
      };
      const react = await loadReact();
      defineWidget({
        tag: 'render-bomb',
        props: { boom: attr.boolean('data-boom') },
        parse: (host: HTMLElement) => ({ fallback: host.querySelector('p')! }),
        // Setup hides the server content the component replaces, and gives it back on teardown.
        setup(model: { fallback: HTMLElement }, ctx: { signal: AbortSignal }) {
          model.fallback.hidden = true;
          ctx.signal.addEventListener('abort', () => (model.fallback.hidden = false));
        },
        Component({ props }: { props: { boom: boolean } }) {
          if (props.boom) throw new Error('render failed');
          return react.createElement('button', { type: 'button' }, 'Enhanced control');
        },
      });
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<render-bomb><p>Server content of the bomb.</p></render-bomb>',
      );
    });
    const host = page.locator('render-bomb');
    await expect(page.getByRole('button', { name: 'Enhanced control' })).toBeVisible();
    await expect(page.getByText('Server content of the bomb.')).toBeHidden();
    await host.evaluate((el) => el.setAttribute('data-boom', ''));
    await expect(host).toHaveAttribute('data-trellis-error', '');
    await expect(page.getByText('Server content of the bomb.')).toBeVisible();
    await expect(host).not.toHaveAttribute('data-enhanced', '');
    await expect(page.getByRole('button', { name: 'Enhanced control' })).toHaveCount(0);
    expect(
      consoleEntries.filter((e) => e.type === 'warning' && e.text.includes('<render-bomb>')),
    ).toHaveLength(1);
    // The other widgets go on.
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect(page.locator('[data-demo-counter] output')).toHaveText('1');
  });

  test('markup inserted later is enhanced, and a moved widget keeps working', async ({ page }) => {
    await openRuntimePage(page);
    await page.evaluate(() => {
      const box = document.getElementById('counters')!;
      box.insertAdjacentHTML(
        'beforeend',
        '<div data-demo-counter data-step="2" id="later"><button type="button">Add two</button> <output>0</output></div>',
      );
    });
    await page.getByRole('button', { name: 'Add two' }).click();
    await expect(page.locator('#later output')).toHaveText('2');
    await page.evaluate(() => document.body.prepend(document.getElementById('later')!));
    await page.getByRole('button', { name: 'Add two' }).click();
    await expect(page.locator('#later output')).toHaveText('4');
    // Moving a custom element keeps it too.
    await page.evaluate(() => document.body.prepend(document.querySelector('demo-counter')!));
    await page.getByRole('button', { name: 'Add five' }).click();
    await expect(page.locator('demo-counter output')).toHaveText('15');
  });

  test('attribute changes reach the widget, and a removed attribute resets its prop', async ({
    page,
  }) => {
    await openRuntimePage(page);
    const counter = page.locator('demo-counter');
    await counter.evaluate((el) => el.setAttribute('data-step', '100'));
    await page.getByRole('button', { name: 'Add five' }).click();
    await expect(counter.locator('output')).toHaveText('110');
    await counter.evaluate((el) => el.removeAttribute('data-step'));
    await page.getByRole('button', { name: 'Add five' }).click();
    await expect(counter.locator('output')).toHaveText('111');
    // Selector-upgraded hosts too, through the shared observer.
    const plain = page.locator('[data-demo-counter]');
    await plain.evaluate((el) => el.setAttribute('data-step', '7'));
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Add one' }).click();
        return Number(await plain.locator('output').textContent()) % 7;
      })
      .toBe(0);
  });

  test('loading the bundle a second time warns and does not throw', async ({
    page,
    consoleEntries,
  }) => {
    await openRuntimePage(page);
    // The stable entry again, with any query: the same hashed entry, so no second copy.
    await page.addScriptTag({ type: 'module', url: '/trellis/trellis.js?v=another' });
    // A second copy for real (another deploy's entry would be one): the hashed file, as another URL.
    await page.addScriptTag({ type: 'module', url: `${await entryUrl(page)}?copy=2` });
    await expect
      .poll(() =>
        consoleEntries.filter((e) => e.type === 'warning' && /already on this page/.test(e.text)),
      )
      .toHaveLength(1);
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect(page.locator('[data-demo-counter] output')).toHaveText('1');
  });

  test('markup named Trellis does not pass for a copy of the bundle', async ({
    page,
    consoleEntries,
  }) => {
    // Editor content: each is a property of window through named access.
    for (const markup of [
      '<div id="Trellis"></div>',
      '<a id="Trellis" href="#main">Top</a>',
      '<form name="Trellis"><input name="version" value="9"><input name="build"></form>',
      '<img name="Trellis" alt=""><img name="Trellis" alt="">',
    ]) {
      await editPages(page, '**/widgets/runtime', atBodyStart(markup));
      consoleEntries.length = 0;
      await openRuntimePage(page);
      await page.getByRole('button', { name: 'Show details' }).click();
      await expect(page.getByText('Details written by the editor.'), markup).toBeVisible();
      expect(await page.evaluate(() => typeof window.trellisInternals?.stats), markup).toBe(
        'function',
      );
      expect(
        consoleEntries.filter((e) => /already on this page/.test(e.text)),
        markup,
      ).toEqual([]);
      await page.unrouteAll();
    }
  });

  test('1,000 insert and remove cycles leave no listeners, observers, timers or roots behind', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await installLeakCounters(page);
    await openRuntimePage(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        const box = document.getElementById('counters')!;
        for (let i = 0; i < count; i++) {
          const host = document.createElement('demo-counter');
          host.innerHTML = '<button type="button">Add five</button><output>0</output>';
          box.append(host);
          const reactHost = document.createElement('demo-disclosure');
          reactHost.innerHTML = `<div data-panel id="leak-${i}"><p>x</p></div>`;
          box.append(reactHost);
          const selectorHost = document.createElement('div');
          selectorHost.setAttribute('data-demo-counter', '');
          selectorHost.innerHTML = '<button type="button">Add one</button><output>0</output>';
          box.append(selectorHost);
          // React commits on its own schedule (and a busy machine delays it): wait for the
          // runtime's mark, bounded, rather than a fixed tick.
          for (const h of [host, selectorHost, reactHost])
            if (!(await window.__whenEnhanced(h))) throw new Error(`cycle ${i}: not enhanced`);
          if (!reactHost.querySelector('button'))
            throw new Error(`cycle ${i}: React controls missing`);
          host.remove();
          reactHost.remove();
          selectorHost.remove();
          await new Promise((r) => setTimeout(r, 0));
        }
        return window.trellisInternals!.stats();
      }, n);
    const before = await page.evaluate(() => window.trellisInternals!.stats());
    await cycle(50); // warm-up: lazy singletons exist after this
    const warm = await domCounters(page);
    const warmLeaks = await leakCounts(page);
    await cycle(1000);
    const after = await page.evaluate(() => window.trellisInternals!.stats());
    expect(after).toEqual(before);
    expect(before.roots).toBeGreaterThan(0);
    const finalCounts = await domCounters(page);
    expect(finalCounts.jsEventListeners).toBeLessThanOrEqual(warm.jsEventListeners);
    expect(finalCounts.nodes).toBeLessThanOrEqual(warm.nodes + 50);
    expect(await leakCounts(page)).toEqual(warmLeaks);
  });

  test('a React-rendered widget defined by the page works on both builds', async ({ page }) => {
    await openRuntimePage(page);
    const toggle = page.getByRole('button', { name: 'Show details' });
    await toggle.click();
    await expect(page.getByText('Details written by the editor.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a host script gets focus traps, storage and announcements on first use, not with the page', async ({
    page,
  }) => {
    const chunks = chunkRequests(page);
    await openRuntimePage(page);
    await page.waitForLoadState('networkidle');
    const lazy = /\/chunks\/(focus|storage|announce)-/;
    expect(chunks.filter((url) => lazy.test(url))).toEqual([]);

    type Api = {
      focus(): Promise<Record<string, unknown>>;
      storage(
        kind?: string,
      ): Promise<{ set(k: string, v: unknown): void; get(k: string): unknown }>;
      announce(text: string): void;
    };
    const focus = await page.evaluate(async () => {
      const api = (window as unknown as { Trellis: Api }).Trellis;
      const helpers = await api.focus();
      return ['trapFocus', 'tabbable', 'focusable', 'isFocusable', 'inertOutside'].filter(
        (name) => typeof helpers[name] === 'function',
      );
    });
    expect(focus).toEqual(['trapFocus', 'tabbable', 'focusable', 'isFocusable', 'inertOutside']);

    const stored = await page.evaluate(async () => {
      const store = await (window as unknown as { Trellis: Api }).Trellis.storage('session');
      store.set('trellis-test', { shown: 3 });
      return [store.get('trellis-test'), JSON.parse(sessionStorage.getItem('trellis-test')!)];
    });
    expect(stored).toEqual([{ shown: 3 }, { value: { shown: 3 }, expires: null }]);

    await page.evaluate(() =>
      (window as unknown as { Trellis: Api }).Trellis.announce('Three items saved'),
    );
    await expect(page.locator('#drupal-live-announce')).toHaveText('Three items saved');
  });

  test('the runtime page has no axe violations', async ({ page }) => {
    await openRuntimePage(page);
    await expectNoAxeViolations(page);
  });

  test('a host far below the fold waits until it comes near the viewport; a hidden one, or one marked not to wait, mounts at once', async ({
    page,
  }) => {
    await openRuntimePage(page);
    await page.evaluate(() => {
      const item = (q: string) => `<details><summary>${q}</summary><div>Answer</div></details>`;
      document.body.insertAdjacentHTML(
        'beforeend',
        `<div style="height: 4000px"></div>
        <faq-list id="far">${item('Far question')}</faq-list>
        <faq-list id="eager" data-trellis-defer="none">${item('Eager question')}</faq-list>
        <div hidden><faq-list id="hidden">${item('Hidden question')}</faq-list></div>`,
      );
    });
    const far = page.locator('#far');
    await expect(page.locator('#eager')).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('#hidden')).toHaveAttribute('data-enhanced', '');
    await expect(far).toHaveAttribute('data-trellis-deferred', '');
    await expect(far).not.toHaveAttribute('data-enhanced', '');
    await far.scrollIntoViewIfNeeded();
    await expect(far).toHaveAttribute('data-enhanced', '');
    await expect(far).not.toHaveAttribute('data-trellis-deferred', '');
    await expect(page.getByRole('button', { name: 'Far question' })).toBeVisible();
  });

  test('a deferral that does work of its own at the connection and then waits as near-viewport does', async ({
    page,
  }) => {
    await openRuntimePage(page);
    await page.evaluate(() => {
      const { defineWidget } = window.Trellis as unknown as { defineWidget(def: object): void };
      defineWidget({
        tag: 'defer-probe',
        defer: (host: HTMLElement) => {
          host.dataset.connectedAt = 'connect';
          return 'near-viewport';
        },
        parse: (host: HTMLElement) => host,
        setup: (host: HTMLElement) => host.setAttribute('data-mounted', ''),
      });
      document.body.insertAdjacentHTML(
        'beforeend',
        `<div style="height: 4000px"></div><defer-probe id="probe-far">Far</defer-probe>`,
      );
    });
    const far = page.locator('#probe-far');
    await expect(far).toHaveAttribute('data-connected-at', 'connect');
    await expect(far).toHaveAttribute('data-trellis-deferred', '');
    await expect(far).not.toHaveAttribute('data-mounted', '');
    await far.scrollIntoViewIfNeeded();
    await expect(far).toHaveAttribute('data-mounted', '');
    await expect(far).not.toHaveAttribute('data-trellis-deferred', '');
  });

  test('a host in a section content-visibility skips waits for the section without styling it; a hidden one in a rendered section mounts at once', async ({
    page,
  }) => {
    // Styling a skipped section's content to look at one host cost 15–20 ms on a 10,000-row page.
    await page.addInitScript({
      content: `window.__plainChecks = [];
        const check = Element.prototype.checkVisibility;
        Element.prototype.checkVisibility = function (options) {
          if (!options && this.closest('#skipped')) window.__plainChecks.push(this.id || this.tagName);
          return check.call(this, options);
        };`,
    });
    await openRuntimePage(page);
    await page.evaluate(() => {
      const item = (q: string) => `<details><summary>${q}</summary><div>Answer</div></details>`;
      const section = (id: string, style: string, body: string) =>
        `<section id="${id}" style="content-visibility: auto; contain-intrinsic-size: auto 20rem; ${style}">${body}</section>`;
      document.body.insertAdjacentHTML(
        'afterbegin',
        section(
          'rendered',
          '',
          `<p>On screen</p><div hidden><faq-list id="near-hidden">${item('Near hidden')}</faq-list></div>`,
        ),
      );
      document.body.insertAdjacentHTML(
        'beforeend',
        section(
          'skipped',
          'margin-top: 400vh',
          `<faq-list id="skipped-shown">${item('Skipped shown')}</faq-list>
          <div hidden><faq-list id="skipped-hidden">${item('Skipped hidden')}</faq-list></div>`,
        ),
      );
    });
    await expect(page.locator('#near-hidden')).toHaveAttribute('data-enhanced', '');
    const shown = page.locator('#skipped-shown');
    const hidden = page.locator('#skipped-hidden');
    await expect(shown).toHaveAttribute('data-trellis-deferred', '');
    await expect(hidden).toHaveAttribute('data-trellis-deferred', '');
    expect(
      await page.evaluate(() => (window as unknown as { __plainChecks: string[] }).__plainChecks),
    ).toEqual([]);
    // The section renders its content as it nears: the shown host is near, the hidden one boxless.
    await page.locator('#skipped').scrollIntoViewIfNeeded();
    await expect(shown).toHaveAttribute('data-enhanced', '');
    await expect(hidden).toHaveAttribute('data-enhanced', '');
  });

  test('a lazy chunk and the shared chunk it imports are fetched together, not one after the other', async ({
    page,
  }) => {
    // The data table's code imports the table helpers it shares with collapsible-table. Left to
    // the browser, that second file is asked for only once the first has arrived: a round trip.
    const release = await holdRequests(page, /\/chunks\/data-table-[\w-]+\.js$/);
    const shared = page.waitForRequest(/\/chunks\/table-[\w-]+\.js$/, { timeout: 5_000 });
    await page.goto('/widgets/data-table');
    await shared; // while the table's own chunk is still held
    release();
    await expect(page.locator('table[data-dt-ready]').first()).toBeAttached();
  });

  test('a wait that joins an element another wait already watches still hears about it', async ({
    page,
  }) => {
    await openRuntimePage(page);
    const outcome = await page.evaluate(async () => {
      const { whenNear } = window.Trellis as unknown as {
        whenNear(els: Element[], signal: AbortSignal, onFar?: () => void): Promise<void>;
      };
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div style="height: 4000px"></div><p id="far-el">far</p><p id="boxless-el" hidden>none</p>',
      );
      const far = document.getElementById('far-el')!;
      const boxless = document.getElementById('boxless-el')!;
      const stop = new AbortController();
      const settled = (p: Promise<void>) =>
        Promise.race([
          p.then(() => 'resolved'),
          new Promise((r) => setTimeout(r, 1500, 'pending')),
        ]);
      // The first wait stays pending (one element far), having heard the boxless one.
      let firstFar = false;
      const first = whenNear([far, boxless], stop.signal, () => (firstFar = true));
      await new Promise((r) => setTimeout(r, 300));
      // A second wait on the boxless element alone has nothing to wait for.
      const second = await settled(whenNear([boxless], stop.signal));
      // A third on both hears both, and is told the wait goes on.
      let thirdFar = false;
      void whenNear([far, boxless], stop.signal, () => (thirdFar = true));
      await new Promise((r) => setTimeout(r, 300));
      const firstState = await settled(first);
      stop.abort();
      return { second, firstFar, thirdFar, firstState };
    });
    expect(outcome).toEqual({
      second: 'resolved',
      firstFar: true,
      thirdFar: true,
      firstState: 'pending',
    });
  });

  test('a deferred host taken out before it came near is forgotten, not mounted', async ({
    page,
  }) => {
    await openRuntimePage(page);
    const before = await page.evaluate(() => window.trellisInternals!.stats().connections);
    // The percent ring has no default deferral: only the attribute makes it wait. A host that
    // did not wait would fetch the ring's chunk at once (the runtime page has no ring).
    const chunks = chunkRequests(page);
    const ring = (id: string) =>
      `<percent-ring id="${id}" data-percent="40" data-trellis-defer="near-viewport"><svg viewBox="0 0 42 42" width="80" height="80" aria-hidden="true"><circle class="percent-ring__bar" cx="21" cy="21" r="15.9155" fill="none" stroke="#0b57a4" stroke-width="4" /></svg><span class="percent-ring__value">40%</span></percent-ring>`;
    await page.evaluate((html) => {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<div id="spacer" style="height: 4000px"></div>${html}`,
      );
    }, ring('far'));
    const far = page.locator('#far');
    await expect(far).toHaveAttribute('data-trellis-deferred', '');
    await far.evaluate((el) => el.remove());
    await expect
      .poll(() => page.evaluate(() => window.trellisInternals!.stats().connections))
      .toBe(before);
    expect(chunks, 'no chunk fetched for a host that never came near').toEqual([]);
    // Back on the page in view: a new connection mounts it.
    await page.evaluate((html) => {
      document.getElementById('spacer')!.remove();
      document.body.insertAdjacentHTML('afterbegin', html);
    }, ring('near'));
    await expect(page.locator('#near')).toHaveAttribute('data-enhanced', '');
    expect(chunks.length, 'the ring chunk is fetched once a host is near').toBeGreaterThan(0);
  });
  test('a chunk that cannot be loaded is a module-not-found error naming that file and the widget', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: { tag: string; name: string; code: string; message: string }[] = [];
      (window as unknown as { failures: typeof seen }).failures = seen;
      document.addEventListener('trellis:error', (event) => {
        const { tag, error } = (event as CustomEvent).detail;
        seen.push({ tag, name: error.name, code: error.code, message: error.message });
      });
    });
    // The collapsible table's chunk imports the table helpers it shares with the data table;
    // both are asked for together. The helpers fail: the message names them, not the chunk
    // that imports them (which is on the server).
    await page.route('**/chunks/table-*.js', (route) => route.abort());
    await page.goto('/widgets/collapsible-table');
    const failures = () =>
      page.evaluate(() => (window as unknown as { failures: unknown[] }).failures);
    await expect.poll(failures).not.toEqual([]);
    const [failure] = (await failures()) as { tag: string; message: string }[];
    expect(failure).toEqual({
      tag: 'collapsible-table',
      name: 'ModuleNotFoundError',
      code: 'MODULE_NOT_FOUND',
      message: expect.stringMatching(/^Cannot find module '\S+\/chunks\/table-[\w-]+\.js'$/),
    });
    // Left as the server's markup.
    await expect(page.locator('table.collapsible-table').first()).toHaveAttribute(
      'data-trellis-error',
      '',
    );
  });

  test('window.Trellis holds the names the README documents, and no internals', async ({
    page,
  }) => {
    await openRuntimePage(page);
    const { names, ajax } = await page.evaluate(() => ({
      names: Object.keys(window.Trellis!).sort(),
      ajax: Object.keys(window.Trellis!.ajax as object).sort(),
    }));
    const documented = documentedApi();
    expect(names).toEqual(documented.names);
    expect(ajax).toEqual(documented.ajax);
    expect(names).not.toContain('stats');
    expect(await page.evaluate(() => typeof window.trellisInternals?.stats)).toBe('function');
  });

  test("the leak counters count the page's observers, not the one Playwright's selectors add", async ({
    page,
  }) => {
    await installLeakCounters(page);
    // No selector query yet: page.goto and evaluate need no script of Playwright's in the page.
    await page.goto('/widgets/');
    const before = await leakCounts(page);
    // Playwright's script in the page starts its own MutationObserver at its first selector
    // query in the page's world, whenever a test makes that first query.
    await page.waitForSelector('body');
    await page.evaluate(() =>
      new MutationObserver(() => {}).observe(document.body, { childList: true }),
    );
    expect((await leakCounts(page)).observers).toBe(before.observers + 1);
  });
});

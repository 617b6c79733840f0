import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import {
  defineWidget,
  start,
  stats,
  teardown,
  upgrade,
  removeUnobserved,
  instancesOf,
  attr,
  MarkupError,
  type WidgetContext,
  type WidgetProps,
} from '../../../src/runtime';

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  for (const el of [...document.body.children]) teardown(el);
  document.body.innerHTML = '';
});

function Toggle({ model }: WidgetProps<{ label: string }, unknown>) {
  const [on, setOn] = useState(false);
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>
      {model.label}
    </button>
  );
}

defineWidget<{ label: string }>({
  tag: 'unit-toggle',
  selector: '[data-unit-toggle]',
  parse(host) {
    const label = host.getAttribute('data-label');
    if (!label) throw new MarkupError('needs data-label');
    return { label };
  },
  Component: Toggle,
});

const aborted: AbortSignal[] = [];
const contexts: WidgetContext<{ step: number }>[] = [];
defineWidget<null, { step: number }>({
  tag: 'unit-step',
  props: { step: attr.number('data-step', 1) },
  parse: () => null,
  setup(_model, ctx) {
    aborted.push(ctx.signal);
    contexts.push(ctx);
    ctx.host.dataset.step = String(ctx.props.step);
  },
});

let loads = 0;
defineWidget<null>({
  tag: 'unit-lazy',
  selector: '[data-unit-lazy]',
  element: false,
  parse: () => null,
  load: async () => {
    loads++;
    return { setup: (_m, ctx) => void (ctx.host.textContent = 'loaded') };
  },
});

defineWidget<null>({
  tag: 'unit-styled',
  selector: '[data-unit-styled]',
  element: false,
  styles: '.unit-styled-pending { color: red }',
  parse: () => null,
  load: async () => ({ setup: () => {}, styles: '.unit-styled-chunk { color: blue }' }),
});

let flakyLoads = 0;
defineWidget<null>({
  tag: 'unit-flaky',
  selector: '[data-unit-flaky]',
  element: false,
  parse: () => null,
  load: async () => {
    if (++flakyLoads === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { setup: (_m, ctx) => void (ctx.host.textContent = 'loaded') };
  },
});

/** A widget whose setup takes 3 ms of main-thread time. */
defineWidget<null>({
  tag: 'unit-slow',
  selector: '[data-unit-slow]',
  element: false,
  parse: () => null,
  setup(_model, ctx) {
    const until = performance.now() + 3;
    while (performance.now() < until);
    ctx.host.dataset.mounted = '';
  },
});

const mountOrder: string[] = [];
defineWidget<null>({
  tag: 'unit-order',
  // Commas inside :is() and inside a quoted value are not list separators.
  selector: '[data-unit-order], .unit-order, p:is([data-a], [data-b="x,y"])',
  element: false,
  parse: () => null,
  setup: (_model, ctx) => void mountOrder.push(ctx.host.id),
});

/** Two widgets on one host: one selector part is in both lists. */
const bothOrder: string[] = [];
for (const [name, selector] of [
  ['first', '[data-unit-both]'],
  ['second', '.unit-both, [data-unit-both]'],
])
  defineWidget<null>({
    tag: `unit-both-${name}`,
    selector,
    element: false,
    parse: () => null,
    setup: (_model, ctx) => void bothOrder.push(`${name} ${ctx.host.id}`),
  });

start();

describe('defineWidget', () => {
  it('upgrades selector markup and renders the React controls into the host, once React is fetched', async () => {
    document.body.innerHTML = '<div data-unit-toggle data-label="Pause"></div>';
    upgrade(document);
    // The component runtime is a chunk of its own, fetched the first time a component mounts.
    await vi.waitFor(() => expect(document.querySelector('button')).not.toBeNull());
    const button = document.querySelector('button')!;
    expect(button.textContent).toBe('Pause');
    expect(document.querySelector('[data-unit-toggle]')!.hasAttribute('data-enhanced')).toBe(true);
    button.click();
    await tick();
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('renders a component synchronously inside upgrade() once its runtime is there', async () => {
    document.body.innerHTML = '<div data-unit-toggle data-label="One"></div>';
    upgrade(document);
    await vi.waitFor(() => expect(document.querySelector('button')).not.toBeNull());
    document.body.insertAdjacentHTML('beforeend', '<div data-unit-toggle data-label="Two"></div>');
    upgrade(document.body.lastElementChild!);
    expect(document.body.lastElementChild!.querySelector('button')?.textContent).toBe('Two');
  });

  it('asks again for a chunk that failed to load when the next host comes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<p id="f1" data-unit-flaky>server</p>';
    upgrade(document);
    await vi.waitFor(() =>
      expect(document.getElementById('f1')!.hasAttribute('data-trellis-error')).toBe(true),
    );
    expect(document.getElementById('f1')!.textContent).toBe('server');
    document.body.insertAdjacentHTML('beforeend', '<p id="f2" data-unit-flaky>server</p>');
    upgrade(document);
    await vi.waitFor(() => expect(document.getElementById('f2')!.textContent).toBe('loaded'));
    expect(flakyLoads).toBe(2);
    warn.mockRestore();
  });

  it('mounts once however often it is asked', async () => {
    document.body.innerHTML = '<div data-unit-toggle data-label="Once"></div>';
    upgrade(document);
    upgrade(document);
    await tick();
    expect(document.querySelectorAll('button')).toHaveLength(1);
  });

  it('reports missing markup once as a warning and still enhances the other hosts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML =
      '<div data-unit-toggle></div><div data-unit-toggle data-label="Fine"></div>';
    upgrade(document);
    upgrade(document);
    await tick();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain('<unit-toggle>');
    expect(document.querySelector('button')!.textContent).toBe('Fine');
  });

  it('aborts the connection signal when the host leaves the document', async () => {
    document.body.innerHTML = '<unit-step data-step="3"></unit-step>';
    await tick();
    const host = document.querySelector('unit-step') as HTMLElement;
    expect(host.dataset.step).toBe('3');
    const signal = aborted.at(-1)!;
    const before = stats().connections;
    host.remove();
    await tick();
    expect(signal.aborted).toBe(true);
    expect(stats().connections).toBe(before - 1);
  });

  it('registers nothing for a connection already gone (an effect React runs as it unmounts)', async () => {
    document.body.innerHTML = '<unit-step></unit-step>';
    await tick();
    const ctx = contexts.at(-1)!;
    document.querySelector('unit-step')!.remove();
    await tick();
    expect(ctx.signal.aborted).toBe(true);
    const ran = vi.fn();
    ctx.timeout(ran, 0);
    const interval = ctx.interval(ran, 1);
    const seen = vi.fn();
    const observer = ctx.observe(new MutationObserver(seen));
    observer.observe(document.body, { childList: true });
    document.body.append(document.createElement('p'));
    // Nothing would undo them: the observer is let go as soon as the caller has started it, and
    // the timers never start.
    await new Promise((r) => setTimeout(r, 10));
    document.body.append(document.createElement('p'));
    await tick();
    expect(seen).not.toHaveBeenCalled();
    expect(ran).not.toHaveBeenCalled();
    interval();
  });

  it('tears down hosts taken out unobserved, and still sees what is inserted afterwards', async () => {
    document.body.innerHTML =
      '<table><tbody><tr><td><div data-unit-toggle data-label="In a row"></div></td></tr></tbody></table>';
    upgrade(document);
    await tick();
    const before = stats().connections;
    const row = document.querySelector('tr')!;
    removeUnobserved(() => row.remove());
    await tick();
    expect(stats().connections).toBe(before - 1);
    // The observer is back: the row put back in is enhanced again.
    document.querySelector('tbody')!.append(row);
    await tick();
    expect(stats().connections).toBe(before);
    expect(row.querySelector('button')!.textContent).toBe('In a row');
  });

  it('loads a lazy implementation once, for every host', async () => {
    document.body.innerHTML = '<p data-unit-lazy></p><p data-unit-lazy></p>';
    upgrade(document);
    await tick();
    await tick();
    expect([...document.querySelectorAll('[data-unit-lazy]')].map((p) => p.textContent)).toEqual([
      'loaded',
      'loaded',
    ]);
    expect(loads).toBe(1);
  });

  it("adds a lazy widget's chunk styles beside its definition's own", async () => {
    document.body.innerHTML = '<p data-unit-styled></p>';
    upgrade(document);
    await tick();
    await tick();
    const rules = document.adoptedStyleSheets.flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    expect(rules.join('\n')).toMatch(/unit-styled-pending[\s\S]*unit-styled-chunk/);
  });

  it('refuses a widget whose selector is not valid CSS, and the others still upgrade', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineWidget({ tag: 'unit-broken-selector', selector: 'div[', parse: () => ({}) });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not valid CSS'));
    document.body.innerHTML = '<div data-unit-toggle data-label="Still works"></div>';
    start();
    upgrade(document.body);
    await tick();
    expect(document.querySelector('button')?.textContent).toBe('Still works');
    warn.mockRestore();
  });

  it('mounts many hosts in short slices, yielding between them, until all are enhanced', async () => {
    document.body.innerHTML = '<div data-unit-slow></div>'.repeat(12);
    await Promise.resolve(); // the observer's callback
    await Promise.resolve();
    const mountedAtOnce = document.querySelectorAll('[data-mounted]').length;
    expect(mountedAtOnce).toBeGreaterThan(0);
    expect(mountedAtOnce).toBeLessThan(12);
    await vi.waitFor(() => expect(document.querySelectorAll('[data-mounted]')).toHaveLength(12));
  });

  it('mounts synchronously inside upgrade(root), for the AJAX adapter', () => {
    const box = document.createElement('div');
    box.innerHTML = '<div data-unit-slow></div>'.repeat(6);
    upgrade(box);
    expect(box.querySelectorAll('[data-mounted]')).toHaveLength(6);
  });

  it("enhances a page's hosts once each and in document order, whichever part of a selector list they match", () => {
    document.body.innerHTML =
      '<p id="a" class="unit-order" data-unit-order></p><div id="b" data-unit-order></div>' +
      '<p id="c" data-b="x,y"></p><section><span id="d" class="unit-order"></span></section>' +
      '<p id="e" data-a></p><p id="f" data-b="x"></p>';
    mountOrder.length = 0;
    upgrade(document);
    expect(mountOrder).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('connects a host to every widget whose selector it matches, in the order they were defined', () => {
    document.body.innerHTML =
      '<p id="x" class="unit-both" data-unit-both></p><p id="y" class="unit-both"></p>';
    bothOrder.length = 0;
    const matches = vi.spyOn(Element.prototype, 'matches');
    upgrade(document);
    expect(bothOrder).toEqual(['first x', 'second x', 'second y']);
    // The query that found a host named its widgets: no host is matched against each selector.
    expect(matches.mock.calls.filter(([s]) => s.includes('unit-both'))).toEqual([]);
    matches.mockRestore();
  });

  it('refuses a second definition of the same tag with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineWidget({ tag: 'unit-step', parse: () => null });
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('upgrade(root)', () => {
  it('connects a custom element that is the root itself', async () => {
    const host = document.createElement('unit-step');
    document.body.append(host);
    await tick();
    expect(instancesOf(host)).toEqual(['unit-step']);
    teardown(host);
    expect(instancesOf(host)).toEqual([]);
    upgrade(host);
    expect(instancesOf(host)).toEqual(['unit-step']);
  });
});

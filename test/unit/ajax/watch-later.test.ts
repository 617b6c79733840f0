/**
 * The bindings of a trigger that turns up after start-up come on a visitor's intent, with the
 * AJAX insert that brought it, or with the settings command that declares it. Each test starts
 * from fresh modules: a page that had no trigger at start-up, nothing bound.
 */
import { describe, expect, it, vi } from 'vitest';
import { page } from './helpers';

async function unboundPage(html: string) {
  vi.resetModules();
  const ajax = await import('../../../src/ajax');
  const { bindings } = await import('../../../src/ajax/triggers/state');
  const triggersBound = () => bindings.listening;
  page(html);
  ajax.startAjax();
  await new Promise((r) => setTimeout(r, 50));
  expect(triggersBound()).toBe(false);
  return { ...ajax, triggersBound };
}

describe('a trigger that turns up after start-up', () => {
  it('is bound once a visitor points at it, before any click', async () => {
    const { triggersBound } = await unboundPage('<main id="main"></main>');
    document.getElementById('main')!.innerHTML = '<a class="use-ajax" href="/x"><b>x</b></a>';
    document.querySelector('b')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(triggersBound()).toBe(true));
  });

  it('is bound by the AJAX insert that brings it', async () => {
    const { runCommands, triggersBound } = await unboundPage('<div id="target"></div>');
    await runCommands([
      {
        command: 'insert',
        method: 'html',
        selector: '#target',
        data: '<form id="f"><button class="use-ajax-submit">Go</button></form>',
      },
    ]);
    await vi.waitFor(() => expect(triggersBound()).toBe(true));
  });

  it('declared by a settings command, is bound before the next command runs', async () => {
    const { runCommands, registerCommand, triggersBound } = await unboundPage('<p>x</p>');
    const seen: boolean[] = [];
    registerCommand('probe', () => void seen.push(triggersBound()));
    await runCommands([
      { command: 'settings', merge: true, settings: { ajax: { b: { url: '/b' } } } },
      { command: 'probe' },
    ]);
    expect(seen).toEqual([true]);
  });
});

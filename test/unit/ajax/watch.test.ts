/**
 * A page with no AJAX trigger at start-up does not load the bindings; a trigger another script
 * adds later still works. The tests share the module state and run in order: unbound, then bound.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAjax } from '../../../src/ajax';
import { bindings } from '../../../src/ajax/triggers/state';
import { page, serve } from './helpers';

afterEach(() => vi.unstubAllGlobals());

const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
};
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('a page without AJAX triggers at start-up', () => {
  it('loads no bindings', async () => {
    page('<p>No triggers here.</p>');
    startAjax();
    await settle();
    expect(bindings.listening).toBe(false);
  });

  it('leaves a modified click on a link added later to the browser, and stays unbound', async () => {
    document.body.insertAdjacentHTML('beforeend', '<a class="use-ajax" id="l" href="/x">x</a>');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect(click(document.getElementById('l')!, init).defaultPrevented).toBe(false);
    await settle();
    expect(bindings.listening).toBe(false);
  });

  it('holds a plain click on a link added later until the bindings come, then sends it once', async () => {
    const sent = serve({ body: '[]' });
    page('<a class="use-ajax" id="late" href="/late/nojs/go">Go</a>');
    const event = click(document.getElementById('late')!);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/late/ajax/go?_wrapper_format=drupal_ajax');
    await settle();
    expect(sent).toHaveLength(1);
    expect(bindings.listening).toBe(true);
  });

  it('once bound, leaves clicks to the bindings: one request per click', async () => {
    const sent = serve({ body: '[]' });
    page('<a class="use-ajax" id="again" href="/again">Again</a>');
    expect(click(document.getElementById('again')!).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await settle();
    expect(sent).toHaveLength(1);
  });
});

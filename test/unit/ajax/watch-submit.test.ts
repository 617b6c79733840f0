/**
 * A submit button added after start-up, clicked before the bindings have come, is held and sent
 * the way the bindings send it: a modifier key changes nothing for a button (only a link opens a
 * new tab with one). Its own file: the bindings it loads listen on this document for good.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { startAjax } from '../../../src/ajax';
import { bindings } from '../../../src/ajax/triggers/state';
import { page, serve } from './helpers';

afterEach(() => vi.unstubAllGlobals());

it('holds a shift-click on an AJAX submit button added later and sends it once, through AJAX', async () => {
  page('<p>No triggers here.</p>');
  startAjax();
  await new Promise((r) => setTimeout(r, 50));
  expect(bindings.listening).toBe(false);
  const sent = serve({ body: '[]' });
  document.body.insertAdjacentHTML(
    'beforeend',
    '<form action="/late/form"><input name="q" value="x"><button class="use-ajax-submit" name="op" value="Go">Go</button></form>',
  );
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true });
  document.querySelector('button')!.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.url).toBe('/late/form?_wrapper_format=drupal_ajax');
  expect(String(sent[0]!.init.body)).toContain('op=Go');
});

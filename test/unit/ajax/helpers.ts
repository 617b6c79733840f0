/** Shared set-up for the adapter's units: a clean page, settings and a scripted fetch. */
import { vi } from 'vitest';
import type { Settings } from '../../../src/runtime';

export function page(html = '', settings: Settings = {}): Settings {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div data-drupal-messages-fallback class="hidden"></div>${html}`;
  window.drupalSettings = {
    path: { baseUrl: '/', pathPrefix: '' },
    ajaxPageState: { theme: 'olivero', theme_token: '', libraries: 'core/drupal,olivero/global' },
    ajaxTrustedUrl: {},
    ...settings,
  };
  return window.drupalSettings;
}

export interface Sent {
  url: string;
  init: RequestInit;
}

/** Replaces fetch: each call answers with the next reply (or the last one again). */
export function serve(
  ...replies: Array<
    | {
        body?: string | null;
        status?: number;
        statusText?: string;
        token?: boolean;
        delay?: number;
      }
    | ((url: string, init: RequestInit) => Promise<Response>)
  >
): Sent[] {
  const sent: Sent[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, init });
      const reply = replies[Math.min(i++, replies.length - 1)]!;
      if (typeof reply === 'function') return reply(url, init);
      if (reply.delay)
        await new Promise((resolve, reject) => {
          setTimeout(resolve, reply.delay);
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        });
      init.signal?.throwIfAborted();
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reply.token !== false) headers['x-drupal-ajax-token'] = '1';
      return new Response(reply.body === undefined ? '[]' : reply.body, {
        status: reply.status ?? 200,
        statusText: reply.statusText ?? 'OK',
        headers,
      });
    }),
  );
  return sent;
}

export const commands = (...list: unknown[]) => ({ body: JSON.stringify(list) });

export function consoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

export const messageTexts = () =>
  [...document.querySelectorAll('[data-drupal-message-type]')].map((m) => [
    m.getAttribute('data-drupal-message-type'),
    m.textContent,
  ]);

export const OOPS =
  "Oops, something went wrong. Check your browser's developer console for more details.";

// @ts-expect-error jQuery ships no types; only `$.param` is used, as the oracle of the encoding.
import jQueryModule from 'jquery';

/** jQuery's own `$.param`: what Drupal's client puts on the wire. */
export const jqueryParam = (jQueryModule as { param(data: unknown): string }).param;

/** happy-dom's page URL switch. */
export const setPageUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

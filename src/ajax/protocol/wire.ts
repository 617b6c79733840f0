/**
 * The wire format the CMS expects (spec §1, §2.1): a request's URL, method, headers and body,
 * exactly as Drupal's client sends them, jQuery `$.param` encoding included.
 */
import { getSettings } from '../../runtime';
import type { ProgressSettings } from '../ui/progress';
import { appendQuery } from './url';

export interface AjaxRequest {
  url: string;
  /** Default POST. */
  httpMethod?: 'POST' | 'GET';
  /** Triggering element: disabled while running, refocused after (Drupal rules). */
  element?: HTMLElement | null;
  /** Its successful controls are sent (multipart when it has a file input). */
  form?: HTMLFormElement | null;
  /** Also send the triggering button's name=value (Drupal's "set click", `.use-ajax-submit`). */
  setClick?: boolean;
  /** Element id (no `#`) targeted by insert commands whose selector is null. */
  wrapper?: string | null;
  method?: string;
  effect?: string;
  speed?: string | number;
  dialogType?: 'ajax' | 'modal' | 'dialog';
  dialogRenderer?: string;
  dialogOptions?: Record<string, unknown>;
  /** Extra data; shallow-replaces the default `{ js: true }`, as Drupal does. */
  submit?: Record<string, unknown>;
  progress?: ProgressSettings;
  signal?: AbortSignal;
  /** Default `requestTimeout()` (`drupalSettings.trellis.requestTimeout`, 30 s). */
  timeoutMs?: number;
  /**
   * Refuse a URL that is neither local nor in `ajaxTrustedUrl` (default). Unlike Drupal, whose
   * programmatic requests are not checked, `false` is needed to send one to another origin: its
   * answer's commands would run in this page.
   */
  checkUrl?: boolean;
}

export const ACCEPT = 'application/json, text/javascript, */*; q=0.01';

export type Pairs = [string, string | Blob][];

/** jQuery `$.param` (non-traditional): brackets for nesting, `[]` for arrays of scalars. */
export function toPairs(data: unknown, prefix = '', out: Pairs = []): Pairs {
  if (Array.isArray(data) && prefix) {
    data.forEach((value, i) => {
      // jQuery adds the value as it is under a key that already ends in [].
      if (prefix.endsWith('[]')) out.push([prefix, value == null ? '' : String(value)]);
      else toPairs(value, `${prefix}[${value && typeof value === 'object' ? i : ''}]`, out);
    });
  } else if (data && typeof data === 'object' && !(data instanceof Blob)) {
    for (const key of Object.keys(data))
      toPairs((data as Record<string, unknown>)[key], prefix ? `${prefix}[${key}]` : key, out);
  } else if (prefix) {
    out.push([prefix, data instanceof Blob ? data : data == null ? '' : String(data)]);
  }
  return out;
}

/** `application/x-www-form-urlencoded` as jQuery writes it (`%20`, brackets encoded). */
export function encodePairs(pairs: Pairs): string {
  return pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v as string)}`)
    .join('&');
}

/**
 * The URL and fetch options of a request, exactly as Drupal's client sends them, after `pairs`
 * (a form's controls, serialized by the caller; `multipart` when one of them is a file input).
 */
export function wire(request: AjaxRequest, url: string, pairs: Pairs = [], multipart = false) {
  const { dialogType, dialogRenderer } = request;
  const get = request.httpMethod?.toUpperCase() === 'GET';
  const format = `drupal_${dialogType || 'ajax'}${dialogRenderer ? `.${dialogRenderer}` : ''}`;
  toPairs(request.submit ?? { js: true }, '', pairs);
  if (request.dialogOptions) toPairs(request.dialogOptions, 'dialogOptions', pairs);
  const state = getSettings().ajaxPageState ?? {};
  toPairs(
    {
      _drupal_ajax: 1,
      'ajax_page_state[theme]': state.theme,
      // Always sent, empty for the default theme: the server's theme negotiation needs the key.
      'ajax_page_state[theme_token]': state.theme_token,
      'ajax_page_state[libraries]': state.libraries,
    },
    '',
    pairs,
  );
  const headers: Record<string, string> = {
    Accept: ACCEPT,
    'X-Requested-With': 'XMLHttpRequest',
  };
  let endpoint = appendQuery(url, `_wrapper_format=${format}`);
  let body: BodyInit | undefined;
  if (get) {
    endpoint = appendQuery(endpoint, encodePairs(pairs.filter(([, v]) => typeof v === 'string')));
  } else if (multipart) {
    body = new FormData();
    for (const [name, value] of pairs) body.append(name, value);
  } else {
    body = encodePairs(pairs);
    headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
  }
  return {
    url: endpoint,
    init: {
      method: get ? 'GET' : 'POST',
      headers,
      body,
      credentials: 'same-origin',
    } satisfies RequestInit,
  };
}

/** A request ready for `fetch`: its address and options. */
export type WireRequest = ReturnType<typeof wire>;

/**
 * The request core (spec §1, §2.1): the wire format the CMS expects, the fetch and its
 * verification, the command run. A background request with no triggering element (the stock
 * quote's refresh) needs only this and the core commands: `send()` is that request, a chunk
 * without the form serialization, progress and focus handling of `ajax()` (request.ts).
 */
import { getSettings, t } from '../runtime';
import { registerCoreCommands } from './commands';
import { AjaxError } from './errors';
import { registry, type CommandContext } from './runner';
import { appendQuery, checkCallbackUrl, isLocal, isTrusted, rewriteNojs } from './url';
import type { AjaxRequest } from './request';

registerCoreCommands();

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

/**
 * Fetches a built request and returns its verified command list. Rejects with an AjaxError for
 * a network failure, a timeout, an error status, a body that is not JSON or a response that
 * fails verification; with the caller's abort reason when `request.signal` aborts.
 */
export async function exchange(
  url: string,
  built: ReturnType<typeof wire>,
  { signal, timeoutMs }: AjaxRequest,
): Promise<unknown> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer = timeoutMs && setTimeout(() => ((timedOut = true), abort()), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(built.url, { ...built.init, signal: controller.signal });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new AjaxError({ status: 0, path: url, statusText: timedOut ? 'timeout' : 'error' });
  } finally {
    clearTimeout(timer || undefined);
    signal?.removeEventListener('abort', abort);
  }
  const { status, statusText } = response;
  const fail = (customMessage?: string) =>
    new AjaxError({ status, path: url, statusText, responseText: text, customMessage });
  if (!response.ok) throw fail();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw fail();
  }
  // fetch follows redirects: an address of ours that sends us elsewhere vouches for nothing
  // the other site answers, trusted or token or not.
  const elsewhere = response.redirected && !!response.url && !isLocal(response.url);
  if (
    elsewhere ||
    (data !== null && !isTrusted(url) && response.headers.get('X-Drupal-Ajax-Token') !== '1')
  )
    throw fail(t('The response failed verification so will not be processed.'));
  return data;
}

export function makeContext(partial: Partial<CommandContext> = {}): CommandContext {
  return {
    element: null,
    wrapper: null,
    method: 'replaceWith',
    effect: 'none',
    speed: 'none',
    settings: null,
    status: 'success',
    request: null,
    ...partial,
  };
}

/** The context of a request's response: its wrapper, method, effect and speed. */
export const contextOf = (request: AjaxRequest) =>
  makeContext({
    element: request.element ?? null,
    wrapper: request.wrapper ?? null,
    method: request.method ?? 'replaceWith',
    effect: request.effect ?? 'none',
    speed: request.speed ?? 'none',
    request,
  });

/** Runs commands in order; false when one failed (it is logged once, the rest skipped). */
export async function run(commands: unknown, ctx: CommandContext): Promise<boolean> {
  if (!commands || typeof commands !== 'object') return true;
  try {
    for (const key of Object.keys(commands)) {
      const command = (commands as Record<string, unknown>)[key];
      if (!command || typeof command !== 'object') continue;
      const name = (command as Record<string, unknown>).command;
      // An own-map lookup: `constructor` or `__proto__` are no commands.
      const handler = typeof name === 'string' ? registry.get(name) : undefined;
      if (handler) await handler(command as Record<string, unknown>, ctx);
    }
    return true;
  } catch (error) {
    console.error(
      t('An error occurred during the execution of the Ajax response: !error', {
        '!error': String(error),
      }),
    );
    return false;
  }
}

export async function runCommands(
  commands: unknown,
  context?: Partial<CommandContext>,
): Promise<void> {
  await run(commands, makeContext(context));
}

/**
 * A request with no triggering element and no form, as `ajax()` sends it (same wire format,
 * verification, errors and commands; nothing to disable, show progress on or refocus). A
 * failure rejects without a message on the page: background work reports quietly.
 */
export async function send(request: AjaxRequest): Promise<void> {
  request.signal?.throwIfAborted();
  const url = rewriteNojs(request.url);
  if (request.checkUrl !== false) checkCallbackUrl(url);
  // No "Oops" message: the caller decides what a visitor sees of a background failure.
  await run(await exchange(url, wire(request, url), request), contextOf(request));
}

/**
 * One Drupal AJAX request (spec §1, §2.1): the wire format the CMS expects, the trust and
 * verification rules, the command run, then Drupal's focus restore.
 */
import { getSettings, t } from '../runtime';
import { AjaxError } from './errors';
import { loadUi } from './lazy';
import type { ProgressSettings } from './progress';
import { drupal, registry, type CommandContext } from './runner';
import { appendQuery, checkCallbackUrl, isLocal, isTrusted, rewriteNojs } from './url';

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
  timeoutMs?: number;
  /** Refuse non-local, untrusted URLs (default: when an element triggered the request). */
  checkUrl?: boolean;
}

export const ACCEPT = 'application/json, text/javascript, */*; q=0.01';

/** Elements with a request running: further triggers are ignored, as Drupal's `ajaxing`. */
const busy = new WeakSet<Element>();

/** The URL and fetch options of a request, exactly as Drupal's client sends them. */
export function buildRequest(request: AjaxRequest, url = rewriteNojs(request.url)) {
  const { form, element, dialogType, dialogRenderer } = request;
  const get = request.httpMethod?.toUpperCase() === 'GET';
  const format = `drupal_${dialogType || 'ajax'}${dialogRenderer ? `.${dialogRenderer}` : ''}`;
  const pairs: Pairs = [];
  let multipart = false;
  if (form) {
    const submitter = request.setClick ? element : null;
    let data: FormData;
    try {
      data = new FormData(form, submitter);
    } catch {
      // Not one of the form's submit buttons: its name=value goes last.
      data = new FormData(form);
      const { name, value } = (submitter ?? {}) as HTMLButtonElement;
      if (name) data.append(name, value);
    }
    for (const [name, value] of data) pairs.push([name, value]);
    multipart = !get && !!form.querySelector('input[type=file]');
  }
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

export type { ProgressSettings } from './progress';

/**
 * Shows the request's indicator once the UI chunk is there (a few milliseconds on the first
 * request); the returned function removes it, or cancels it when the request ended first.
 */
export function showProgress(progress: ProgressSettings, element: HTMLElement | null): () => void {
  const { type } = progress;
  if (type !== 'fullscreen' && !(element && (type === 'throbber' || type === 'bar')))
    return () => {};
  let ended = false;
  let hide: (() => void) | undefined;
  loadUi().then(
    (ui) => {
      if (!ended) hide = ui.showIndicator(progress, element);
    },
    (error: unknown) => console.warn('[trellis] ajax: no progress indicator:', error),
  );
  return () => {
    ended = true;
    hide?.();
  };
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

const FOCUS_COMMANDS = /^(focusFirst|openDialog|openModalDialogWithUrl)$/;

/** See `lazy.ts` for the contract. */
export async function ajax(request: AjaxRequest): Promise<void> {
  const element = request.element ?? null;
  if (element && busy.has(element)) return;
  request.signal?.throwIfAborted();
  const url = rewriteNojs(request.url);
  if (request.checkUrl ?? !!element) checkCallbackUrl(url);
  let built: ReturnType<typeof buildRequest>;
  try {
    built = buildRequest(request, url);
  } catch (error) {
    window.alert(
      t('An error occurred while attempting to process !url: !message', {
        '!url': url,
        '!message': (error as Error).message,
      }),
    );
    throw error;
  }

  // Where focus can go back to if the element is replaced: its own and its ancestors' selectors.
  const selectors: string[] = [];
  for (let n: Element | null = element; n; n = n.parentElement) {
    const selector = n.getAttribute('data-drupal-selector');
    if (selector) selectors.push(selector);
  }
  const controller = new AbortController();
  const { signal } = request;
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer =
    request.timeoutMs && setTimeout(() => ((timedOut = true), abort()), request.timeoutMs);
  const disabling = element && 'disabled' in element;
  const hideProgress = showProgress(
    request.progress ??
      (element ? { type: 'throbber', message: t('Processing...') } : { type: 'none' }),
    element,
  );
  if (element) {
    busy.add(element);
    element.classList.add('progress-disabled');
    if (disabling) (element as HTMLButtonElement).disabled = true;
  }
  const done = () => {
    clearTimeout(timer || undefined);
    signal?.removeEventListener('abort', abort);
    hideProgress();
    if (element) {
      element.classList.remove('progress-disabled');
      if (disabling) (element as HTMLButtonElement).disabled = false;
    }
  };

  let data: unknown;
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(built.url, { ...built.init, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new AjaxError({ status: 0, path: url, statusText: timedOut ? 'timeout' : 'error' });
    }
    const { status, statusText } = response;
    const fail = (customMessage?: string) =>
      new AjaxError({ status, path: url, statusText, responseText: text, customMessage });
    if (!response.ok) throw fail();
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
  } catch (error) {
    done();
    if (element) busy.delete(element);
    if (request.form?.isConnected) drupal()?.attachBehaviors?.(request.form, getSettings());
    // Callers are promised the "Oops" message is up when the request rejects.
    if (error instanceof AjaxError) await error.posted;
    throw error;
  }

  done();
  const focused = document.activeElement?.getAttribute('data-drupal-selector');
  const focusChanged = Object.values(data ?? {}).some(
    (c: { command?: unknown; method?: unknown } | null) =>
      FOCUS_COMMANDS.test(String(c?.command)) || (c?.command === 'invoke' && c.method === 'focus'),
  );
  const ctx = makeContext({
    element,
    wrapper: request.wrapper ?? null,
    method: request.method ?? 'replaceWith',
    effect: request.effect ?? 'none',
    speed: request.speed ?? 'none',
    request,
  });
  try {
    if (!(await run(data, ctx))) return;
  } finally {
    if (element) busy.delete(element);
  }
  if (element && !focusChanged) {
    const bySelector = (selector: string | null | undefined) =>
      selector
        ? document.querySelector<HTMLElement>(`[data-drupal-selector="${CSS.escape(selector)}"]`)
        : null;
    let target = refocusBlur(element) ? bySelector(focused) : null;
    if (!target && !has(element, 'data-disable-refocus')) {
      target = element.isConnected ? element : null;
      for (const selector of selectors) target ??= bySelector(selector);
    }
    target?.focus();
  }
  const form = request.form;
  if (form?.isConnected) drupal()?.attachBehaviors?.(form, ctx.settings ?? getSettings());
}

/** A `data-*` flag as jQuery's `.data()` reads it: present and not "false". */
const has = (el: Element, name: string) => {
  const value = el.getAttribute(name);
  return value !== null && value !== 'false';
};
const refocusBlur = (el: Element) => has(el, 'data-refocus-blur');

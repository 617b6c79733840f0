/**
 * A Drupal AJAX request from the page (spec §1, §2.1): a triggering element disabled while it
 * runs, its form serialized, the progress indicator, then Drupal's focus restore. A failure is
 * reported here, once: the "Oops" message is up when the promise rejects.
 */
import { getSettings, requestTimeout, t } from '../runtime';
import { contextOf, run } from './commands/run';
import { drupal } from './drupal';
import { AjaxError } from './protocol/errors';
import { exchange } from './protocol/exchange';
import { checkCallbackUrl, rewriteNojs } from './protocol/url';
import { buildRequest } from './protocol/form';
import type { AjaxRequest } from './protocol/wire';
import { loadUi } from './ui/load';
import type { ProgressSettings } from './ui/progress';

/** Elements with a request running: further triggers are ignored, as Drupal's `ajaxing`. */
const busy = new WeakSet<Element>();

/**
 * Shows the request's indicator once the UI chunk is there (a few milliseconds on the first
 * request); the returned function removes it, or cancels it when the request ended first.
 */
export function showProgress(
  progress: ProgressSettings,
  element: HTMLElement | null,
  onFail?: (error: AjaxError) => void,
): () => void {
  const { type } = progress;
  if (type !== 'fullscreen' && !(element && (type === 'throbber' || type === 'bar')))
    return () => {};
  let ended = false;
  let hide: (() => void) | undefined;
  loadUi().then(
    (ui) => {
      if (!ended) hide = ui.showIndicator(progress, element, onFail);
    },
    (error: unknown) => console.warn('[trellis] ajax: no progress indicator:', error),
  );
  return () => {
    ended = true;
    hide?.();
  };
}

const FOCUS_COMMANDS = /^(focusFirst|openDialog|openModalDialogWithUrl)$/;

/** See `index.ts` for the contract. */
export async function ajax(request: AjaxRequest): Promise<void> {
  const element = request.element ?? null;
  if (element && busy.has(element)) return;
  request.signal?.throwIfAborted();
  const url = rewriteNojs(request.url);
  if (request.checkUrl !== false) checkCallbackUrl(url);
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
  const disabling = element && 'disabled' in element;
  const progress: ProgressSettings =
    request.progress ??
    (element ? { type: 'throbber', message: t('Processing...') } : { type: 'none' });
  // A bar that polls the job bounds the request: a failed poll ends it (the job can no longer
  // be followed), and a job whose polls answer may run longer than the request timeout.
  const polled = progress.type === 'bar' && !!progress.url;
  const quit = new AbortController();
  const forward = () => quit.abort(request.signal!.reason);
  request.signal?.addEventListener('abort', forward);
  const hideProgress = showProgress(progress, element, (error) => quit.abort(error));
  if (element) {
    busy.add(element);
    element.classList.add('progress-disabled');
    if (disabling) (element as HTMLButtonElement).disabled = true;
  }
  const done = () => {
    request.signal?.removeEventListener('abort', forward);
    hideProgress();
    if (element) {
      element.classList.remove('progress-disabled');
      if (disabling) (element as HTMLButtonElement).disabled = false;
    }
  };

  let data: unknown;
  try {
    // Bounded, unlike Drupal's: a server that never answers would keep the throbber and the
    // disabled control for good. The timeout ends it as a failure: control back, Oops shown.
    data = await exchange(url, built, {
      ...request,
      signal: quit.signal,
      timeoutMs: request.timeoutMs ?? (polled ? 0 : requestTimeout()),
    });
  } catch (error) {
    done();
    if (element) busy.delete(element);
    if (request.form?.isConnected) drupal()?.attachBehaviors?.(request.form, getSettings());
    // The one message of this failure; callers are promised it is up when the request rejects.
    if (error instanceof AjaxError)
      await loadUi().then(
        (ui) => void ui.oops(),
        // The chunk did not load (offline): the console is all that is left.
        () => console.warn('[trellis] ajax: the error message could not be shown.'),
      );
    throw error;
  }

  done();
  const focused = document.activeElement?.getAttribute('data-drupal-selector');
  const focusChanged = Object.values(data ?? {}).some(
    (c: { command?: unknown; method?: unknown } | null) =>
      FOCUS_COMMANDS.test(String(c?.command)) || (c?.command === 'invoke' && c.method === 'focus'),
  );
  const ctx = contextOf(request);
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

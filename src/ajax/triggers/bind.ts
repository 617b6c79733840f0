/**
 * What triggers requests: `a.use-ajax` links, `.use-ajax-submit` buttons and the elements the
 * server declares in `drupalSettings.ajax` (spec §1.1). Part of the engine: `bindTriggers()` makes
 * them listen at start-up on a page that has any of them, else when one comes under a visitor's
 * pointer or focus, or arrives in an AJAX response.
 *
 * One capturing listener per event type on the document, not a binding per element: it reads
 * the live settings at event time, so content inserted later (and entries a `settings` command
 * adds) works at once, with nothing to bind, unbind or leak. Drupal's own ajax.js, when present,
 * binds these itself, so Trellis stands back.
 */
import { setting } from '../../runtime';
import { drupal } from '../drupal';
import { checkCallbackUrl, rewriteNojs } from '../protocol/url';
import type { AjaxRequest } from '../protocol/wire';
import { ajax } from '../request';
import { isPlainClick } from '../../runtime/presses';
import { followTrigger } from './fallback';

interface Declared {
  url?: string;
  selector?: string;
  event?: string;
  keypress?: boolean;
  prevent?: string;
  httpMethod?: 'GET' | 'POST';
  wrapper?: string;
  method?: string;
  effect?: string;
  speed?: string | number;
  dialogType?: AjaxRequest['dialogType'];
  dialogRenderer?: string;
  dialog?: Record<string, unknown>;
  submit?: Record<string, unknown>;
  progress?: AjaxRequest['progress'];
}

const listening = new Set<string>();

function listen(type: string | undefined): void {
  if (!type || listening.has(type)) return;
  listening.add(type);
  document.addEventListener(type, onEvent, true);
}

/** Listens for every event the server-declared elements use (again after settings merge). */
export function scanSettings(): void {
  for (const entry of Object.values(setting<Record<string, Declared>>('ajax') ?? {})) {
    listen(entry?.event ?? 'mousedown');
    listen(entry?.prevent);
  }
}

export function bindAjax(): void {
  for (const type of ['click', 'keypress']) listen(type);
  scanSettings();
}

/**
 * Runs a request from an event; failures are already on screen, details go to the console.
 * False when the URL is refused: the event keeps its default.
 */
function fire(event: Event, request: AjaxRequest): boolean {
  try {
    // Drupal checks before preventing the default, so a refused link still navigates.
    checkCallbackUrl(rewriteNojs(request.url));
  } catch (error) {
    console.error(error);
    return false;
  }
  event.preventDefault();
  ajax({ ...request, checkUrl: false }).catch((error: unknown) => console.error(error));
  return true;
}

function json(value: string | undefined): Record<string, unknown> | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as Record<string, unknown>;
  } catch {
    console.warn('[trellis] data-dialog-options is not valid JSON; ignored.', value);
    return undefined;
  }
}

/** True when the event sent a request (its default is then prevented). */
function onEvent(event: Event): boolean {
  if (drupal()?.Ajax || !(event.target instanceof Element)) return false;
  const target = event.target;
  if (event.type === 'click') {
    const link = target.closest<HTMLElement>('.use-ajax[href]');
    if (link && isPlainClick(event as MouseEvent)) {
      const data = link.dataset;
      return fire(event, {
        url: link.getAttribute('href') ?? '',
        element: link,
        httpMethod: data.ajaxHttpMethod?.toUpperCase() as AjaxRequest['httpMethod'],
        dialogType: data.dialogType as AjaxRequest['dialogType'],
        dialogRenderer: data.dialogRenderer,
        dialogOptions: json(data.dialogOptions),
        progress: { type: 'throbber' },
      });
    }
    const button = target.closest<HTMLButtonElement>('.use-ajax-submit');
    if (button?.form) {
      return fire(event, {
        url: button.form.getAttribute('action') ?? location.href,
        element: button,
        form: button.form,
        setClick: true,
        progress: { type: 'throbber' },
      });
    }
  }
  const declared = setting<Record<string, Declared>>('ajax') ?? {};
  for (const id of Object.keys(declared)) {
    const entry = declared[id];
    if (!entry) continue;
    let host: HTMLElement | null = null;
    try {
      host = entry.selector ? target.closest<HTMLElement>(entry.selector) : null;
    } catch {
      /* an invalid selector binds nothing */
    }
    if (!entry.selector)
      for (let n: Element | null = target; n && !host; n = n.parentElement)
        if (n.id === id) host = n as HTMLElement;
    if (!host) continue;
    const type = entry.event ?? 'mousedown';
    if (event.type === entry.prevent) event.preventDefault();
    const key = (event as KeyboardEvent).key;
    const input = host as HTMLInputElement;
    // Enter (and Space, except in text fields) stands in for mouse-only events such as
    // mousedown; click and a checkbox's change already follow from the keyboard. Only where the
    // entry asks for it, as Drupal binds it (the server sets it on buttons): a text field's
    // Enter submits its form, and Space types a space.
    const keyed =
      event.type === 'keypress' &&
      !!entry.keypress &&
      host === target &&
      type !== 'click' &&
      !/^(checkbox|radio)$/.test(input.type) &&
      (key === 'Enter' || (key === ' ' && !/^(text|textarea|tel|number)$/.test(input.type)));
    if (event.type !== type && !keyed) continue;
    return fire(event, {
      url: entry.url ?? host.getAttribute('href') ?? input.form?.getAttribute('action') ?? '',
      element: host,
      form: input.form ?? null,
      httpMethod: entry.httpMethod,
      wrapper: entry.wrapper,
      method: entry.method,
      effect: entry.effect,
      speed: entry.speed,
      dialogType: entry.dialogType,
      dialogRenderer: entry.dialogRenderer,
      dialogOptions: entry.dialog,
      submit: entry.submit,
      progress: entry.progress,
    });
  }
  return false;
}

/**
 * A click on `trigger` that the entry held while the engine came (its default already
 * prevented): sent now, or, when it sends nothing (a refused URL, Drupal's own ajax.js arrived
 * meanwhile), what the click would have done.
 */
export function replay(event: MouseEvent, trigger: HTMLElement): void {
  if (!onEvent(event)) followTrigger(trigger);
}

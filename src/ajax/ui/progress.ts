/**
 * Drupal.ProgressBar (spec §4) and the request indicators of spec §2.4: throbber, fullscreen and
 * bar, with Drupal's markup so theme CSS applies.
 */
import { requestTimeout, t } from '../../runtime';
import { AjaxError } from '../protocol/errors';
import { escapeHtml } from './messages';
import { addUiStyles } from './styles';
import { appendQuery } from '../protocol/url';

export interface ProgressSettings {
  type: 'throbber' | 'fullscreen' | 'bar' | 'none' | string;
  message?: string;
  url?: string;
  interval?: number;
  method?: 'GET' | 'POST';
}

export type ProgressUpdate = (
  percentage: number | string,
  message: string,
  bar: ProgressBar,
) => void;

export function div(className: string, html = ''): HTMLDivElement {
  const el = document.createElement('div');
  el.className = className;
  el.innerHTML = html;
  return el;
}

export class ProgressBar {
  element: HTMLElement;
  private uri?: string;
  private delay = 1500;
  private timer?: ReturnType<typeof setTimeout>;
  private controller?: AbortController;
  private track: HTMLElement;
  /**
   * Set by the request that owns the bar: a failed poll is handed to it (it reports the failure
   * and removes the bar) instead of showing the error box, so one failure is one message.
   */
  handOff?: (error: AjaxError) => void;

  constructor(
    id: string,
    private onUpdate?: ProgressUpdate,
    private method: 'GET' | 'POST' = 'GET',
    private onError?: (bar: ProgressBar) => void,
  ) {
    addUiStyles();
    const el = (this.element = div('progress'));
    el.id = id;
    el.setAttribute('aria-live', 'polite');
    this.track = div('progress__track', '<div class="progress__bar"></div>');
    this.track.setAttribute('role', 'progressbar');
    this.track.setAttribute('aria-label', t('Progress'));
    el.append(
      div('progress__label', '&nbsp;'),
      this.track,
      div('progress__percentage'),
      div('progress__description', '&nbsp;'),
    );
  }

  private part(name: string): HTMLElement {
    return this.element.querySelector(`.progress__${name}`)!;
  }

  /** 0–100 sets the bar; −1 (or anything else) leaves it as it is. Message and label are HTML. */
  setProgress(percentage: number | string, message = '', label?: string): void {
    const value = Number(percentage);
    if (percentage !== '' && value >= 0 && value <= 100) {
      this.part('bar').style.width = `${percentage}%`;
      this.part('percentage').textContent = `${percentage}%`;
      this.track.setAttribute('aria-valuenow', String(value));
    }
    this.part('description').innerHTML = message;
    if (label !== undefined) this.part('label').innerHTML = label;
    this.onUpdate?.(percentage, message, this);
  }

  startMonitoring(uri: string, delayMs: number): void {
    this.stopMonitoring();
    this.uri = uri;
    this.delay = delayMs;
    this.ping();
  }

  stopMonitoring(): void {
    clearTimeout(this.timer);
    this.controller?.abort();
    this.uri = undefined;
  }

  /** One poll; the next is scheduled only after this one answered, so polls never overlap. */
  private async ping(): Promise<void> {
    const uri = this.uri;
    if (!uri) return;
    const controller = (this.controller = new AbortController());
    let status = 0;
    let statusText = 'error';
    let responseText = '';
    // A poll that never answers stops the bar with the error instead of freezing it for good.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, requestTimeout());
    try {
      const response = await fetch(appendQuery(uri, '_format=json'), {
        method: this.method,
        body: this.method === 'POST' ? '' : undefined,
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
        signal: controller.signal,
      });
      ({ status, statusText } = response);
      responseText = await response.text();
      if (!response.ok) throw 0;
      statusText = 'parsererror';
      const data = JSON.parse(responseText) as Record<string, unknown>;
      if (this.uri !== uri) return;
      if (data.status === 0) {
        this.stopMonitoring();
        this.displayError(String(data.data ?? ''));
        return;
      }
      this.setProgress(
        data.percentage as number | string,
        String(data.message ?? ''),
        data.label as string | undefined,
      );
      if (this.uri === uri) this.timer = setTimeout(() => this.ping(), this.delay);
    } catch {
      if ((controller.signal.aborted && !timedOut) || this.uri !== uri) return;
      this.stopMonitoring();
      if (timedOut) statusText = 'timeout';
      const error = new AjaxError({ status, path: uri, statusText, responseText });
      if (this.handOff) return this.handOff(error);
      // The box is this failure's one message (Drupal's): no "Oops" besides it.
      this.displayError(`<pre>${escapeHtml(error.message)}</pre>`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Shows `html` in an error message box before the bar, and hides the bar. */
  displayError(html: string): void {
    const box = div('messages messages--error', html);
    box.setAttribute('role', 'alert');
    this.element.before(box);
    this.element.style.display = 'none';
    this.onError?.(this);
  }
}

/**
 * Shows a request's indicator (spec §2.4); the returned function removes it and stops polling.
 * `onFail` hears a bar's poll that failed (the job can no longer be followed).
 */
export function showIndicator(
  progress: ProgressSettings,
  element: HTMLElement | null,
  onFail?: (error: AjaxError) => void,
): () => void {
  let indicator: HTMLElement | undefined;
  let bar: ProgressBar | undefined;
  const message = typeof progress.message === 'string' ? progress.message : undefined;
  addUiStyles();
  if (progress.type === 'fullscreen') {
    indicator = document.body.appendChild(div('ajax-progress ajax-progress-fullscreen', '&nbsp;'));
  } else if (element && progress.type === 'throbber') {
    indicator = div('ajax-progress ajax-progress-throbber', '<div class="throbber">&nbsp;</div>');
    if (message !== undefined)
      indicator.append(Object.assign(div('message'), { textContent: message }));
    (element.closest('[data-drupal-ajax-container]') ?? element).after(indicator);
  } else if (element && progress.type === 'bar') {
    bar = new ProgressBar(`ajax-progress-${element.id}`, undefined, progress.method);
    bar.handOff = onFail;
    if (message) bar.setProgress(-1, message);
    indicator = div('ajax-progress ajax-progress-bar');
    indicator.append(bar.element);
    element.after(indicator);
    if (progress.url) bar.startMonitoring(progress.url, progress.interval || 1500);
  }
  return () => {
    bar?.stopMonitoring();
    indicator?.remove();
  };
}

/**
 * Drupal.AjaxError (spec §3.1): the technical text for the console, and on every construction
 * the "Oops" error message for the user (posted once the UI chunk is there: see `posted`).
 */
import { t } from '../runtime';
import { loadUi } from './lazy';

export interface AjaxErrorInit {
  /** HTTP status; 0 when the request ended abnormally (network failure, timeout). */
  status: number;
  path: string;
  statusText?: string;
  responseText?: string;
  customMessage?: string;
}

export class AjaxError extends Error {
  override name = 'AjaxError';
  status: number;
  path: string;
  /** Settles once the "Oops" message is on the page; `ajax()` waits for it before rejecting. */
  readonly posted: Promise<void>;

  constructor({ status, path, statusText = '', responseText = '', customMessage }: AjaxErrorInit) {
    const text = responseText
      .trim()
      .replace(/<("[^"]*"|'[^']*'|[^'">])*>/gi, '')
      .replace(/[\n]+\s+/g, '\n');
    super(
      (status
        ? `\n${t('An AJAX HTTP error occurred.')}\n${t('HTTP Result Code: !status', { '!status': status })}`
        : `\n${t('An AJAX HTTP request terminated abnormally.')}`) +
        `\n${t('Debugging information follows.')}` +
        `\n${t('Path: !uri', { '!uri': path })}` +
        `\n${t('StatusText: !statusText', { '!statusText': statusText.trim() })}` +
        (customMessage
          ? `\n${t('CustomMessage: !customMessage', { '!customMessage': customMessage })}`
          : '') +
        `\n${t('ResponseText: !responseText', { '!responseText': text })}` +
        (status ? '' : `\n${t('ReadyState: !readyState', { '!readyState': 0 })}`),
    );
    this.status = status;
    this.path = path;
    const oops = t(
      "Oops, something went wrong. Check your browser's developer console for more details.",
    );
    this.posted = loadUi().then(
      ({ messages }) => void messages.add(oops, { type: 'error' }),
      // The chunk did not load (offline): the console is all that is left.
      () => console.warn(`[trellis] ${oops}`),
    );
  }
}

/**
 * Drupal.AjaxError (spec §3.1): the technical text for the console. A value: constructing one
 * shows nothing (Drupal's posts the "Oops" message), so a background refresh that fails on
 * every tick cannot flood the page; the caller a visitor triggered reports it (`ajax()` does).
 */
import { t } from '../../runtime';

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
  }
}

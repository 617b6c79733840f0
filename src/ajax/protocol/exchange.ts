/**
 * One round trip (spec §2.1): the fetch of a built request, bounded by its signal and timeout,
 * and the verification of what came back. Failures are values: an `AjaxError` the caller reports.
 */
import { t } from '../../runtime';
import { AjaxError } from './errors';
import { isLocal, isTrusted } from './url';
import type { AjaxRequest, WireRequest } from './wire';

/**
 * Fetches a built request and returns its verified command list. Rejects with an AjaxError for
 * a network failure, a timeout, an error status, a body that is not JSON or a response that
 * fails verification; with the caller's abort reason when `request.signal` aborts.
 */
export async function exchange(
  url: string,
  built: WireRequest,
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

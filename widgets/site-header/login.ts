/**
 * The login call (spec §7), in its own chunk: fetched when the login panel opens, so pages
 * where nobody logs in never load it. DOMPurify loads only when a failure Message must be shown.
 */
import { t } from '../../src/runtime';
import { parseLoginAnswer } from './logic';

export interface LoginPayload {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** `html` is the server's Message, sanitized; `text` is our own message for a broken call. */
export type LoginOutcome = { ok: true } | { ok: false; html?: string; text?: string };

/** Formatting and links survive; scripts, handlers, styles and `javascript:` URLs do not. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'br',
  'code',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'u',
  'ul',
];

export async function sanitize(html: string): Promise<string> {
  try {
    const { default: DOMPurify } = await import('dompurify');
    return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'lang'] });
  } catch {
    // The sanitizer could not load: show the message as plain text rather than not at all.
    const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    const p = document.createElement('p');
    p.textContent = text;
    return p.outerHTML;
  }
}

export async function submitLogin(
  url: string,
  payload: LoginPayload,
  signal: AbortSignal,
): Promise<LoginOutcome> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(payload),
      signal,
    });
    body = await response.text();
  } catch {
    return {
      ok: false,
      text:
        signal.reason === 'timeout'
          ? t('The sign-in service did not answer in time. Please try again.')
          : t('We could not reach the sign-in service. Check your connection and try again.'),
    };
  }
  let answer;
  try {
    answer = parseLoginAnswer(body);
  } catch {
    return {
      ok: false,
      text: response.ok
        ? t('The sign-in service sent an answer we could not read. Please try again.')
        : t(
            'The sign-in service is not available right now (error @status). Please try again later.',
            {
              '@status': response.status,
            },
          ),
    };
  }
  if (answer.Success) return { ok: true };
  const failed = `<p>${t('Login failed.')}</p>`;
  const html = await sanitize(answer.Message || failed);
  // A Message that sanitizes to nothing (a lone image or script) would be an empty error box.
  const probe = document.createElement('template');
  probe.innerHTML = html;
  return { ok: false, html: probe.content.textContent?.trim() ? html : failed };
}

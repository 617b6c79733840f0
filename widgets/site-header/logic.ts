/**
 * Pure rules of the site header: URL building, the returnUrl guard, the FBGA switch and what a
 * login answer means. No DOM here, so vitest (and fast-check) can drive them directly.
 */

/** The search page address: `action?searchRequest=<URL-encoded JSON {"term": …}>` (spec §2, §3). */
export function searchUrl(action: string, term: string): string {
  const join = action.includes('?') ? '&' : '?';
  return `${action}${join}searchRequest=${encodeURIComponent(JSON.stringify({ term }))}`;
}

/** FBGA trigger (spec §2, §9): 3+ characters typed and they equal `fbga`, any case. */
export function isFbgaTrigger(value: string): boolean {
  const typed = value.trim();
  return typed.length >= 3 && typed.toLowerCase() === 'fbga';
}

/** An FBGA code is five letters or digits (origins §5). */
export function isFbgaCode(value: string): boolean {
  return /^[a-z0-9]{5}$/i.test(value.trim());
}

/** `/api/{platform}/login/loginuser` (spec §7), under the site's base path. */
export function loginEndpoint(platform: string, base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}api/${encodeURIComponent(platform)}/login/loginuser`;
}

// Control characters a URL parser strips or a browser reinterprets (a plain space is harmless).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// What makes a value leave the origin once resolved: `//host`, `/\host`, `\\host`, `scheme:`.
// eslint-disable-next-line no-control-regex
const HOSTILE_START = /^[\u0000-\u0020]*(?:[/\\]{2}|[a-z][a-z0-9+.-]*:)/i;

/**
 * Where to go after a successful login: the site origin plus the URL-decoded `returnUrl`
 * (spec §2), or `null` (reload instead) when the value could leave the origin or is not a plain
 * site path. `returnUrl` is the already-decoded query value; encoded variants
 * (`%2F%2Fevil.example`) are decoded further here and refused when any stage looks hostile.
 */
export function safeReturnUrl(returnUrl: string | null | undefined, origin: string): string | null {
  if (
    !returnUrl ||
    !returnUrl.startsWith('/') ||
    returnUrl.includes('\\') ||
    CONTROL_CHARS.test(returnUrl)
  )
    return null;
  let stage = returnUrl;
  for (let i = 0; i < 5; i++) {
    if (HOSTILE_START.test(stage.replace(/[\t\n\r]/g, ''))) return null;
    let next: string;
    try {
      next = decodeURIComponent(stage);
    } catch {
      return null;
    }
    if (next === stage) break;
    stage = next;
  }
  let target: URL;
  try {
    target = new URL(origin + returnUrl);
  } catch {
    return null;
  }
  // `/.//host` resolves to the path `//host`: on our origin, but a protocol-relative URL to
  // whatever reads that path back out.
  return target.origin === origin && !target.pathname.startsWith('//') ? target.href : null;
}

export interface LoginAnswer {
  Success: boolean;
  Message: string;
}

/** Reads the login response body (spec §3); throws on anything that is not that shape. */
export function parseLoginAnswer(text: string): LoginAnswer {
  const data: unknown = JSON.parse(text);
  if (!data || typeof data !== 'object' || typeof (data as LoginAnswer).Success !== 'boolean')
    throw new TypeError('login response has no boolean Success');
  const message = (data as { Message?: unknown }).Message;
  return {
    Success: (data as LoginAnswer).Success,
    Message: typeof message === 'string' ? message : '',
  };
}

/** What the login form sends (spec §7). */
export interface LoginPayload {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * What a login call came to: signed in, the server's refusal (its `Message`, unsanitized HTML;
 * empty when it sent none), or a problem with the call itself.
 */
export type LoginResult =
  | { ok: true }
  | { ok: false; message: string }
  | { ok: false; problem: 'timeout' | 'unreachable' | 'unreadable' }
  | { ok: false; problem: 'unavailable'; status: number };

/** Reads an answer the login call received: `status` and `ok` as the response has them. */
export function loginResult(status: number, ok: boolean, body: string): LoginResult {
  let answer: LoginAnswer;
  try {
    answer = parseLoginAnswer(body);
  } catch {
    return ok
      ? { ok: false, problem: 'unreadable' }
      : { ok: false, problem: 'unavailable', status };
  }
  return answer.Success ? { ok: true } : { ok: false, message: answer.Message };
}

/** What a failure `Message` may keep: formatting and links; scripts, handlers, styles do not. */
export const MESSAGE_MARKUP = {
  ALLOWED_TAGS: [
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
  ],
  ALLOWED_ATTR: ['href', 'title', 'lang'],
};

/** The id of the message that describes `input` (its own id, or a fallback, plus `-error`). */
export const errorId = (input: { id: string }): string =>
  `${input.id || 'site-header-field'}-error`;

/**
 * Pure rules of the site header: URL building, the returnUrl guard and the FBGA switch. No DOM
 * here, so vitest (and fast-check) can drive them directly.
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

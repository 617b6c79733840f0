/**
 * URL rules of Drupal's AJAX protocol: locality, trusted URLs, the nojs → ajax rewrite, the
 * wrapper-format query parameter and jQuery `$.param` encoding.
 */
import { decodeOrKeep, getSettings, setting } from '../../runtime';

/**
 * Drupal's `Drupal.url.isLocal`: same host and port, the page's protocol (or https from an http
 * page), and a path at or under the base path. Compared as parsed parts, not as one string, so
 * neither a look-alike host (`example.com.evil`) nor credentials that decode into a slash
 * (`http://example.com%2F@evil`) can pass.
 */
export function isLocal(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, document.baseURI);
  } catch {
    return false;
  }
  const { protocol, host } = window.location;
  if (parsed.protocol !== protocol && !(protocol === 'http:' && parsed.protocol === 'https:'))
    return false;
  if (parsed.host !== host || parsed.username || parsed.password) return false;
  // Decoded like Drupal: a part that is not valid percent-encoding is kept as it is.
  const base = decodeOrKeep((setting<string>('path.baseUrl') ?? '/').replace(/\/$/, ''));
  const path = decodeOrKeep(parsed.pathname);
  return path === base || path.startsWith(`${base}/`);
}

/** `drupalSettings.ajaxTrustedUrl` as an own-property lookup (`constructor` is not trusted). */
export function isTrusted(url: string): boolean {
  const map = getSettings().ajaxTrustedUrl;
  return !!map && typeof map === 'object' && Object.hasOwn(map, url) && !!map[url];
}

function trust(url: string): void {
  const settings = getSettings();
  const map = (settings.ajaxTrustedUrl ??= {});
  map[url] = true;
}

/** Throws Drupal's error for an event-bound callback URL that is neither local nor trusted. */
export function checkCallbackUrl(url: string): void {
  if (!isTrusted(url) && !isLocal(url))
    throw new Error(`The callback URL is not local and not trusted: ${url}`);
}

/** Replaces the first `/nojs` path segment with `/ajax`; a rewritten trusted URL stays trusted. */
export function rewriteNojs(url: string): string {
  const rewritten = url.replace(/\/nojs(\/|$|\?|#)/, '/ajax$1');
  if (rewritten !== url && isTrusted(url)) trust(rewritten);
  return rewritten;
}

/**
 * Appends query pairs. Unlike Drupal (which appends blindly), a `#fragment` is dropped rather
 * than swallowing the parameters: the fragment is never sent to the server anyway.
 */
export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  const base = url.replace(/#.*$/, '');
  return base + (base.includes('?') ? '&' : '?') + query;
}

/** A tiny router for the demo harness: exact and `:param` routes, JSON and HTML helpers. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  /** Raw request body (read lazily). */
  body(): Promise<string>;
  /** `application/x-www-form-urlencoded` or JSON body as a flat map of strings. */
  form(): Promise<URLSearchParams>;
  json<T = unknown>(): Promise<T>;
  cookies: Record<string, string>;
}

export type Handler = (ctx: Ctx) => unknown | Promise<unknown>;

export interface Route {
  method: 'GET' | 'POST' | 'ANY';
  path: string;
  /** Fault-injection family (see faults.ts); routes without one cannot be faulted. */
  family?: string;
  handler: Handler;
}

export function route(
  method: Route['method'],
  path: string,
  handler: Handler,
  family?: string,
): Route {
  return { method, path, handler, family };
}

export function match(routes: Route[], method: string, pathname: string) {
  for (const r of routes) {
    if (r.method !== 'ANY' && r.method !== method && !(r.method === 'GET' && method === 'HEAD'))
      continue;
    const params: Record<string, string> = {};
    const want = r.path.split('/');
    const got = pathname.split('/');
    const splat = want[want.length - 1] === '*';
    if (!splat && want.length !== got.length) continue;
    if (splat && got.length < want.length - 1) continue;
    let ok = true;
    for (let i = 0; i < want.length; i++) {
      const w = want[i]!;
      if (w === '*') {
        params['*'] = got.slice(i).join('/');
        break;
      }
      const g = got[i];
      if (g === undefined) {
        ok = false;
        break;
      }
      if (w.startsWith(':')) {
        try {
          params[w.slice(1)] = decodeURIComponent(g);
        } catch {
          ok = false;
          break;
        }
      } else if (w !== g) {
        ok = false;
        break;
      }
    }
    if (ok) return { route: r, params };
  }
  return undefined;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

export function sendHtml(res: ServerResponse, html: string, status = 200): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

export function sendJson(
  res: ServerResponse,
  data: unknown,
  status = 200,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(data));
}

/** An AJAX command response, with the verification header Drupal adds to every AjaxResponse. */
export function sendCommands(res: ServerResponse, commands: unknown[], status = 200): void {
  sendJson(res, commands, status, { 'x-drupal-ajax-token': '1' });
}

export function redirect(
  res: ServerResponse,
  location: string,
  status = 303,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, { location, ...headers });
  res.end();
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Tagged template that escapes interpolations unless they are `raw()` values or arrays of them. */
export class Raw {
  constructor(readonly html: string) {}
  toString() {
    return this.html;
  }
}
export const raw = (html: string) => new Raw(html);
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1]!;
  });
  return new Raw(out);
}
function render(v: unknown): string {
  if (v instanceof Raw) return v.html;
  if (Array.isArray(v)) return v.map(render).join('');
  if (v === null || v === undefined || v === false) return '';
  return escapeHtml(v);
}

/**
 * Login endpoints (spec §3, §7): the JSON call the header makes, and the plain form routes the
 * same panel uses without JavaScript. Fault family `login` (slow, 500, timeout, malformed).
 */
import { redirect, route, sendHtml, sendJson, type Ctx, type Route } from '../lib/http.ts';
import { createSession, currentUser, destroySession, verifyPassword } from '../lib/session.ts';
import { accountPage, loginPage, logoutPage, passwordPage } from '../pages/login.ts';

/** The failure Message carries markup on purpose: the client shows it as (sanitized) HTML. */
export const LOGIN_FAILURE_MESSAGE =
  '<p><strong>Unrecognized email or password.</strong> ' +
  '<a href="/user/password">Forgot your password?</a></p>';

/** A same-origin path, or null: `//host`, `/\host`, schemes and control characters refused. */
export function localPath(value: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || /^\/[/\\]|[\\\u0000-\u001f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://demo.invalid');
    return url.origin === 'http://demo.invalid' ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Where the no-JS form returns to: its returnUrl, else the page it was sent from. */
function destination(ctx: Ctx, form: URLSearchParams): string {
  let referer: URL | null = null;
  try {
    referer = ctx.req.headers.referer ? new URL(ctx.req.headers.referer) : null;
  } catch {
    referer = null;
  }
  const sameOrigin = referer && referer.host === ctx.req.headers.host ? referer : null;
  const explicit = localPath(form.get('returnUrl') ?? sameOrigin?.searchParams.get('returnUrl'));
  if (explicit) return explicit;
  if (!sameOrigin || sameOrigin.pathname.startsWith('/user/')) return '/';
  sameOrigin.searchParams.delete('login');
  return localPath(sameOrigin.pathname + sameOrigin.search) ?? '/';
}

export const loginRoutes: Route[] = [
  route(
    'POST',
    '/api/:platform/login/loginuser',
    async (ctx) => {
      let body: { email?: unknown; password?: unknown; rememberMe?: unknown } | null = null;
      try {
        body = await ctx.json();
      } catch {
        body = null;
      }
      if (!body || typeof body !== 'object') {
        sendJson(
          ctx.res,
          { Success: false, Message: '<p>The login request could not be read.</p>' },
          400,
        );
        return;
      }
      const user = verifyPassword(String(body.email ?? ''), String(body.password ?? ''));
      if (!user) {
        sendJson(ctx.res, { Success: false, Message: LOGIN_FAILURE_MESSAGE });
        return;
      }
      createSession(ctx.res, user, body.rememberMe === true);
      sendJson(ctx.res, { Success: true, Message: '' });
    },
    'login',
  ),
  route('GET', '/user/login', (ctx) =>
    sendHtml(ctx.res, loginPage({ returnUrl: ctx.url.searchParams.get('returnUrl') })),
  ),
  route(
    'POST',
    '/user/login',
    async (ctx) => {
      const form = await ctx.form();
      const email = form.get('email') ?? '';
      const user = verifyPassword(email, form.get('password') ?? '');
      if (!user) {
        const missing = !email.trim() || !(form.get('password') ?? '');
        sendHtml(
          ctx.res,
          loginPage({
            email,
            returnUrl: form.get('returnUrl'),
            error: missing
              ? '<p>Enter your email address and your password.</p>'
              : LOGIN_FAILURE_MESSAGE,
          }),
          missing ? 400 : 200,
        );
        return;
      }
      createSession(ctx.res, user, form.get('rememberMe') === 'true');
      redirect(ctx.res, destination(ctx, form));
    },
    'login',
  ),
  route('POST', '/user/logout', (ctx) => {
    destroySession(ctx.res, ctx);
    redirect(ctx.res, destination(ctx, new URLSearchParams()));
  }),
  route('GET', '/user/password', (ctx) => sendHtml(ctx.res, passwordPage())),
  route('GET', '/user', (ctx) => sendHtml(ctx.res, accountPage(currentUser(ctx)))),
  route('GET', '/user/logout', (ctx) => sendHtml(ctx.res, logoutPage(currentUser(ctx)))),
];

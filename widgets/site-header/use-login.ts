/**
 * The login form's behaviour on the server's form (LoginForm.tsx), and the login call.
 */
import type { MutableRefObject } from 'react';
import { baseUrl, requestTimeout, setting, t, type WidgetContext } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import { useFormListeners, type Field, type LoginModel } from './hooks';
import {
  loginEndpoint,
  loginResult,
  MESSAGE_MARKUP,
  safeReturnUrl,
  type LoginPayload,
} from './logic';
/**
 * A request that hangs (server fault, dead proxy) ends with a message after this long, unless the
 * site sets its own `trellis.requestTimeout`.
 */
export const LOGIN_TIMEOUT_MS = 20_000;

type Ctx = WidgetContext<{ platform: string }>;

/** `html` is the server's Message, sanitized; `text` is our own message for a broken call. */
export type LoginOutcome = { ok: true } | { ok: false; html?: string; text?: string };

/** The server's failure message, sanitized (DOMPurify loads only when one is to be shown). */
async function sanitize(html: string): Promise<string> {
  try {
    const { default: DOMPurify } = await import('dompurify');
    return DOMPurify.sanitize(html, MESSAGE_MARKUP);
  } catch {
    // The sanitizer could not load: show the message as plain text rather than not at all.
    const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    const p = document.createElement('p');
    p.textContent = text;
    return p.outerHTML;
  }
}

/** The login call (spec §7). */
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
  const result = loginResult(response.status, response.ok, body);
  if (result.ok) return result;
  if ('problem' in result)
    return {
      ok: false,
      text:
        result.problem === 'unavailable'
          ? t(
              'The sign-in service is not available right now (error @status). Please try again later.',
              { '@status': result.status },
            )
          : t('The sign-in service sent an answer we could not read. Please try again.'),
    };
  const failed = `<p>${t('Login failed.')}</p>`;
  const html = await sanitize(result.message || failed);
  // A Message that sanitizes to nothing (a lone image or script) would be an empty error box.
  const probe = document.createElement('template');
  probe.innerHTML = html;
  return { ok: false, html: probe.content.textContent?.trim() ? html : failed };
}

export interface LoginState {
  /** Fields to flag: `add` one left empty, or `only` these (a submit's check). */
  flag(field: Field): void;
  only(fields: Field[]): void;
  unflag(field: Field): void;
  busy(on: boolean): void;
  claim(input: HTMLElement): void;
  request: MutableRefObject<AbortController | null>;
}

/**
 * Login: empty required fields are flagged on focus-out and on submit; a complete form is sent
 * as JSON, and success goes to the safe `returnUrl` (or reloads), failure shows the server's
 * message. `left` holds what lost focus before these listeners came.
 */
export function useLogin(
  login: LoginModel,
  ctx: Ctx,
  left: Set<EventTarget> | undefined,
  state: LoginState,
): void {
  useFormListeners(
    ctx,
    (on) => {
      const empty = (f: Field) => !f.input.value.trim();
      // A message appearing on focus-out moves what is below it; while a pointer is down that
      // would take the button away from under the click. Show it once the click is done.
      let pointerDown = false;
      document.addEventListener('pointerdown', () => (pointerDown = true), {
        ...on,
        capture: true,
      });
      document.addEventListener('pointerup', () => (pointerDown = false), on);
      const flag = (field: Field) => empty(field) && state.flag(field);
      for (const field of login.fields) {
        field.input.addEventListener(
          'focusout',
          () => {
            if (!pointerDown) flag(field);
            else
              document.addEventListener('pointerup', () => setTimeout(() => flag(field)), {
                once: true,
                signal: on.signal,
              });
          },
          on,
        );
        // Left before these listeners came (a quick Tab while the chunk loaded): flagged now.
        if (left?.has(field.input) && document.activeElement !== field.input) flag(field);
        // Edited before they came: the server's verdict was on the value it sent.
        if (field.input.value !== field.input.defaultValue) state.claim(field.input);
        field.input.addEventListener(
          'input',
          () => {
            state.claim(field.input);
            if (!empty(field)) state.unflag(field);
          },
          on,
        );
      }
      const show = (outcome: Exclude<LoginOutcome, { ok: true }>) => {
        login.form.classList.add('has-error');
        if (!login.error) return;
        if (outcome.html !== undefined) login.error.innerHTML = outcome.html;
        else login.error.textContent = outcome.text ?? '';
        login.error.hidden = false;
      };
      const send = async (platform: string) => {
        const controller = new AbortController();
        state.request.current = controller;
        state.busy(true);
        announce(t('Signing in…'));
        const stop = ctx.timeout(
          () => controller.abort('timeout'),
          requestTimeout(LOGIN_TIMEOUT_MS),
        );
        // Not `on`: a listener registered with that signal is removed as it aborts, before the
        // abort event it waits for, and the request would outlive the header.
        on.signal.addEventListener('abort', () => controller.abort('closed'), {
          once: true,
          signal: controller.signal,
        });
        const outcome = await submitLogin(
          loginEndpoint(platform, baseUrl()),
          {
            email: login.email.value.trim(),
            password: login.password.value,
            rememberMe: !!login.remember?.checked,
          },
          controller.signal,
        );
        stop();
        if (controller.signal.reason === 'closed') return;
        state.request.current = null;
        state.busy(false);
        if (outcome.ok) {
          if (!ctx.emit('site-header:login', { outcome: 'success' }, { cancelable: true })) return;
          const returnUrl = new URLSearchParams(window.location.search).get('returnUrl');
          const target = safeReturnUrl(returnUrl, window.location.origin);
          if (target) window.location.assign(target);
          else window.location.reload();
          return;
        }
        show(outcome);
        ctx.emit('site-header:login', {
          outcome: outcome.html !== undefined ? 'failure' : 'error',
        });
      };
      login.form.addEventListener(
        'submit',
        (event) => {
          const bad = login.fields.filter(empty);
          const platform = ctx.props.platform || setting<string>('trellis.platform');
          // Without a platform the form posts itself to its no-JS route.
          if (!bad.length && !state.request.current && !platform) return;
          event.preventDefault();
          if (bad.length) {
            state.only(bad);
            bad[0]!.input.focus();
          } else if (!state.request.current) void send(platform!);
        },
        on,
      );
    },
    [ctx, login],
  );
}

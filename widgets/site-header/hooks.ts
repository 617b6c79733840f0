/**
 * The search, FBGA and login forms' behaviour on the server's forms, as hooks of their
 * components (SearchForm.tsx, LoginForm.tsx), and the login call. Listeners wait for the forms'
 * chunk; until then the forms submit themselves to their no-JS routes.
 */
import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import { baseUrl, requestTimeout, setting, t, type WidgetContext } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import {
  errorId,
  isFbgaCode,
  isFbgaTrigger,
  loginEndpoint,
  loginResult,
  MESSAGE_MARKUP,
  safeReturnUrl,
  searchUrl,
  type LoginPayload,
} from './logic';
import type { PanelName } from './parse';

/**
 * A request that hangs (server fault, dead proxy) ends with a message after this long, unless the
 * site sets its own `trellis.requestTimeout`.
 */
export const LOGIN_TIMEOUT_MS = 20_000;

type Ctx = WidgetContext<{ platform: string }>;

export interface SearchModel {
  form: HTMLFormElement;
  input: HTMLInputElement;
  fbga?: { form: HTMLFormElement; input: HTMLInputElement };
}

export interface Field {
  input: HTMLInputElement;
  message: string;
}

export interface LoginModel {
  form: HTMLFormElement;
  fields: Field[];
  email: HTMLInputElement;
  password: HTMLInputElement;
  remember: HTMLInputElement | null;
  error: HTMLElement | null;
  submit: HTMLButtonElement | null;
}

const textInput = (form: Element | null | undefined) =>
  form?.querySelector<HTMLInputElement>('input:not([type="hidden"])');

/** Reads the header's forms, once their chunk is here (README: markup contract). */
export function readForms(host: HTMLElement): { search?: SearchModel; login?: LoginModel } {
  const forms: { search?: SearchModel; login?: LoginModel } = {};
  const searchForm = host.querySelector<HTMLFormElement>('form[data-search-form]');
  const searchInput = textInput(searchForm);
  if (searchForm && searchInput) {
    const fbgaForm = host.querySelector<HTMLFormElement>('form[data-fbga-form]');
    const fbgaInput = textInput(fbgaForm);
    forms.search = {
      form: searchForm,
      input: searchInput,
      fbga: fbgaForm && fbgaInput ? { form: fbgaForm, input: fbgaInput } : undefined,
    };
  }
  const form = host.querySelector<HTMLFormElement>('form[data-login-form]');
  const email = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form?.querySelector<HTMLInputElement>('input[name="password"]');
  if (form && email && password)
    forms.login = {
      form,
      email,
      password,
      fields: [...form.querySelectorAll<HTMLInputElement>('input[data-validate]')].map((input) => ({
        input,
        message: input.dataset.requiredMessage || t('This field is required.'),
      })),
      remember: form.querySelector<HTMLInputElement>('input[name="rememberMe"]'),
      error: form.querySelector<HTMLElement>('[data-login-error]'),
      submit: form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])'),
    };
  return forms;
}

/** aria-invalid and the error's id in aria-describedby, keeping the server's own ids. */
function markInvalid(input: HTMLElement, bad: boolean): void {
  const id = errorId(input);
  const ids = (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((x) => x && x !== id);
  if (bad) ids.push(id);
  if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
  else input.removeAttribute('aria-describedby');
  if (bad) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  input.closest('.form-item')?.classList.toggle('form-item--error', bad);
}

/**
 * Writes each `[input, bad]` mark on the server's inputs after every commit. A field the server
 * marked invalid (a no-JS submit it refused) keeps the server's marks until it is claimed: the
 * visitor edits it, or a check of ours flags it. Teardown gives the server's marks back. Returns
 * `claim`.
 */
export function useInvalidMarks(
  ctx: Ctx,
  marks: [HTMLElement, boolean][],
): (input: HTMLElement) => void {
  const [claimed] = useState(() => new Map<HTMLElement, () => void>());
  const claim = (input: HTMLElement) => {
    if (claimed.has(input)) return;
    const server = ['aria-invalid', 'aria-describedby'].map(
      (name) => [name, input.getAttribute(name)] as const,
    );
    const item = input.closest('.form-item');
    const had = !!item?.classList.contains('form-item--error');
    claimed.set(input, () => {
      for (const [name, value] of server) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
      item?.classList.toggle('form-item--error', had);
    });
    markInvalid(input, false);
  };
  useLayoutEffect(
    () => () => {
      [...claimed.values()].reverse().forEach((restore) => restore());
      claimed.clear();
    },
    [claimed],
  );
  useLayoutEffect(() => {
    for (const [input, bad] of marks) {
      if (bad) claim(input);
      if (claimed.has(input)) markInvalid(input, bad);
    }
    return () => {
      // On teardown the claims' undo puts the server's marks back.
      if (!ctx.signal.aborted)
        for (const [input] of marks) if (claimed.has(input)) markInvalid(input, false);
    };
  });
  return claim;
}

/** Focus for after the next commit (the node it goes to may be shown by it). */
export function useFocusNext(): MutableRefObject<HTMLElement | null> {
  const next = useRef<HTMLElement | null>(null);
  useEffect(() => {
    next.current?.focus();
    next.current = null;
  });
  return next;
}

/** Calls `forget` when the panel `name` closes: closing a panel forgets what it showed. */
export function useForgetOnClose(panel: PanelName | null, name: PanelName, forget: () => void) {
  const last = useRef(panel);
  useEffect(() => {
    if (last.current === name && panel !== name) forget();
    last.current = panel;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel]);
}

/** Listeners for the life of the forms' mount: they go as it unmounts or the header leaves. */
function useFormListeners(
  ctx: Ctx,
  attach: (on: { signal: AbortSignal }) => void,
  deps: unknown[],
) {
  useEffect(() => {
    const off = new AbortController();
    const on = { signal: off.signal };
    ctx.signal.addEventListener('abort', () => off.abort(), on);
    attach(on);
    return () => off.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

export interface SearchState {
  showFbga(focus: HTMLElement): void;
  searchError(message: string): void;
  fbgaError(message: string): void;
  claim(input: HTMLElement): void;
}

/**
 * Search and FBGA: an empty term is refused with a message; a term goes to the results page;
 * `fbga` typed into the box swaps in the FBGA code form, whose code is checked and upper-cased.
 */
export function useSearch(search: SearchModel, ctx: Ctx, state: SearchState): void {
  useFormListeners(
    ctx,
    (on) => {
      const swap = () => {
        if (search.fbga && isFbgaTrigger(search.input.value)) {
          search.input.value = '';
          state.showFbga(search.fbga.input);
        }
      };
      swap(); // typed before this chunk arrived
      search.input.addEventListener(
        'input',
        () => (state.claim(search.input), state.searchError(''), swap()),
        on,
      );
      search.form.addEventListener(
        'submit',
        (event) => {
          event.preventDefault();
          const term = search.input.value.trim();
          if (!term) {
            const why = t('Enter a search term.');
            state.searchError(why);
            announce(why, 'assertive');
            search.input.focus();
            return;
          }
          const url = searchUrl(search.form.getAttribute('action') || '/search-results', term);
          if (ctx.emit('site-header:search', { term, url }, { cancelable: true }))
            window.location.assign(url);
        },
        on,
      );
      const fbga = search.fbga;
      fbga?.input.addEventListener(
        'input',
        () => (state.claim(fbga.input), state.fbgaError('')),
        on,
      );
      fbga?.form.addEventListener(
        'submit',
        (event) => {
          const code = fbga.input.value.trim().toUpperCase();
          if (!isFbgaCode(code)) {
            event.preventDefault();
            const why = t('Enter a 5-character FBGA code (letters and digits only).');
            state.fbgaError(why);
            announce(why, 'assertive');
            fbga.input.focus();
            return;
          }
          fbga.input.value = code;
          if (!ctx.emit('site-header:fbga', { code }, { cancelable: true })) event.preventDefault();
        },
        on,
      );
    },
    [ctx, search],
  );
}

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

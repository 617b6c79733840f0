/**
 * Search, FBGA and login behaviour: a lazy chunk the header loads when a visitor points at or
 * focuses the search or login button, or the first time such a panel opens (or at start with
 * `?login`). Until it arrives the forms submit themselves
 * to their no-JS routes, which accept the same input, so nothing is lost on a slow network.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { baseUrl, requestTimeout, setting, t, type WidgetContext } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import { appendContainer } from '../../src/runtime/define';
import { guardedRoot, type GuardedRoot } from '../../src/runtime/render';
import { isFbgaCode, isFbgaTrigger, loginEndpoint, safeReturnUrl, searchUrl } from './logic';
import { submitLogin, type LoginOutcome } from './login';
import type { PanelName } from './parse';

/**
 * A request that hangs (server fault, dead proxy) ends with a message after this long, unless the
 * site sets its own `trellis.requestTimeout`.
 */
export const LOGIN_TIMEOUT_MS = 20_000;

export interface FormsProps {
  ctx: WidgetContext<{ platform: string }>;
  panel: PanelName | null;
  /** Called once the forms' listeners are attached. */
  onReady(): void;
  /** What lost focus in the header before then: a login field left empty is flagged at once. */
  left?: Set<EventTarget>;
}

interface Field {
  input: HTMLInputElement;
  message: string;
  slot: HTMLElement;
}

interface FormsModel {
  search?: {
    form: HTMLFormElement;
    input: HTMLInputElement;
    slot: HTMLElement;
    fbga?: { form: HTMLFormElement; input: HTMLInputElement; slot: HTMLElement };
  };
  login?: {
    form: HTMLFormElement;
    fields: Field[];
    email: HTMLInputElement;
    password: HTMLInputElement;
    remember: HTMLInputElement | null;
    error: HTMLElement | null;
    submit: HTMLButtonElement | null;
  };
  undo: (() => void)[];
}

/** Reads the forms and adds the slots their messages render into; `undo` restores the markup. */
function prepare(host: HTMLElement): FormsModel {
  const undo: (() => void)[] = [];
  const slot = (place: (slot: HTMLElement) => void) => {
    const el = document.createElement('trellis-slot');
    el.style.display = 'contents';
    place(el);
    undo.push(() => el.remove());
    return el;
  };
  const model: FormsModel = { undo };

  const searchForm = host.querySelector<HTMLFormElement>('form[data-search-form]');
  const searchInput = searchForm?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
  if (searchForm && searchInput) {
    const fbgaForm = host.querySelector<HTMLFormElement>('form[data-fbga-form]');
    const fbgaInput = fbgaForm?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    model.search = {
      form: searchForm,
      input: searchInput,
      slot: slot((s) => searchForm.append(s)),
      fbga:
        fbgaForm && fbgaInput
          ? { form: fbgaForm, input: fbgaInput, slot: slot((s) => fbgaForm.append(s)) }
          : undefined,
    };
  }

  const form = host.querySelector<HTMLFormElement>('form[data-login-form]');
  const email = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form?.querySelector<HTMLInputElement>('input[name="password"]');
  if (form && email && password) {
    model.login = {
      form,
      email,
      password,
      fields: [...form.querySelectorAll<HTMLInputElement>('input[data-validate]')].map((input) => ({
        input,
        message: input.dataset.requiredMessage || t('This field is required.'),
        slot: slot((s) => input.after(s)),
      })),
      remember: form.querySelector<HTMLInputElement>('input[name="rememberMe"]'),
      error: form.querySelector<HTMLElement>('[data-login-error]'),
      submit: form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])'),
    };
  }
  return model;
}

const errorId = (input: HTMLElement) => `${input.id || 'site-header-field'}-error`;

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

export function Forms({ ctx, panel, onReady, left }: FormsProps) {
  const [model] = useState(() => prepare(ctx.host));
  const { search, login } = model;
  const [fbga, setFbga] = useState(false);
  const [searchError, setSearchError] = useState('');
  const [fbgaError, setFbgaError] = useState('');
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [busy, setBusy] = useState(false);
  const request = useRef<AbortController | null>(null);
  const focusNext = useRef<HTMLElement | null>(null);
  const last = useRef(panel);
  // A field the server marked invalid (a no-JS submit it refused) keeps the server's marks until
  // the visitor edits it or a check of ours flags it; teardown gives them back.
  const [claimed] = useState(() => new Set<HTMLElement>());
  const claim = (input: HTMLElement) => {
    if (claimed.has(input)) return;
    const server = ['aria-invalid', 'aria-describedby'].map(
      (name) => [name, input.getAttribute(name)] as const,
    );
    const item = input.closest('.form-item');
    const had = !!item?.classList.contains('form-item--error');
    claimed.add(input);
    markInvalid(input, false);
    model.undo.push(() => {
      for (const [name, value] of server) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
      item?.classList.toggle('form-item--error', had);
    });
  };

  // Teardown puts back what the forms' states wrote on the server markup. Declared before the
  // effects that write to it: it reads that markup first. (The FBGA form's `hidden` is setup's,
  // which puts it back itself.)
  useLayoutEffect(() => {
    const searchHidden = search?.form.hidden;
    const hadError = login?.form.classList.contains('has-error');
    const error = login?.error;
    const errorHidden = error?.hidden;
    const errorHtml = error?.innerHTML ?? '';
    return () => {
      if (search) search.form.hidden = !!searchHidden;
      login?.form.classList.toggle('has-error', !!hadError);
      if (error) {
        error.hidden = !!errorHidden;
        error.innerHTML = errorHtml;
      }
    };
  }, [search, login]);

  useLayoutEffect(() => () => model.undo.reverse().forEach((fn) => fn()), [model]);

  useLayoutEffect(() => {
    if (search) {
      search.form.hidden = fbga;
      if (search.fbga) search.fbga.form.hidden = !fbga;
    }
    const marks: [HTMLElement, boolean][] = [];
    for (const f of login?.fields ?? []) marks.push([f.input, invalid.includes(f)]);
    if (search) marks.push([search.input, !!searchError]);
    if (search?.fbga) marks.push([search.fbga.input, !!fbgaError]);
    for (const [input, bad] of marks) {
      if (bad) claim(input);
      if (claimed.has(input)) markInvalid(input, bad);
    }
    if (busy) login?.submit?.setAttribute('aria-disabled', 'true');
    return () => {
      // On teardown the claims' undo puts the server's marks back.
      if (!ctx.signal.aborted)
        for (const [input] of marks) if (claimed.has(input)) markInvalid(input, false);
      login?.submit?.removeAttribute('aria-disabled');
    };
  });

  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  });

  // Closing a panel forgets what it showed (the header resets the forms' values).
  useEffect(() => {
    if (last.current === 'search' && panel !== 'search') {
      setFbga(false);
      setSearchError('');
      setFbgaError('');
    }
    if (last.current === 'login' && panel !== 'login' && login) {
      request.current?.abort('closed');
      request.current = null;
      login.form.classList.remove('has-error');
      if (login.error) {
        login.error.hidden = true;
        login.error.textContent = '';
      }
      setInvalid([]);
      setBusy(false);
    }
    last.current = panel;
  }, [panel, login]);

  useEffect(() => {
    const off = new AbortController();
    const on = { signal: off.signal };
    ctx.signal.addEventListener('abort', () => off.abort(), on);

    if (search) {
      const swap = () => {
        if (search.fbga && isFbgaTrigger(search.input.value)) {
          search.input.value = '';
          setFbga(true);
          focusNext.current = search.fbga.input;
        }
      };
      swap(); // typed before this chunk arrived
      search.input.addEventListener(
        'input',
        () => (claim(search.input), setSearchError(''), swap()),
        on,
      );
      search.form.addEventListener(
        'submit',
        (event) => {
          event.preventDefault();
          const term = search.input.value.trim();
          if (!term) {
            const why = t('Enter a search term.');
            setSearchError(why);
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
      const fbgaForm = search.fbga;
      fbgaForm?.input.addEventListener(
        'input',
        () => (claim(fbgaForm.input), setFbgaError('')),
        on,
      );
      fbgaForm?.form.addEventListener(
        'submit',
        (event) => {
          const code = fbgaForm.input.value.trim().toUpperCase();
          if (!isFbgaCode(code)) {
            event.preventDefault();
            const why = t('Enter a 5-character FBGA code (letters and digits only).');
            setFbgaError(why);
            announce(why, 'assertive');
            fbgaForm.input.focus();
            return;
          }
          fbgaForm.input.value = code;
          if (!ctx.emit('site-header:fbga', { code }, { cancelable: true })) event.preventDefault();
        },
        on,
      );
    }

    if (login) {
      const empty = (f: Field) => !f.input.value.trim();
      // A message appearing on focus-out moves what is below it; while a pointer is down that
      // would take the button away from under the click. Show it once the click is done.
      let pointerDown = false;
      document.addEventListener('pointerdown', () => (pointerDown = true), {
        ...on,
        capture: true,
      });
      document.addEventListener('pointerup', () => (pointerDown = false), on);
      const flag = (field: Field) =>
        empty(field) && setInvalid((list) => (list.includes(field) ? list : [...list, field]));
      for (const field of login.fields) {
        field.input.addEventListener(
          'focusout',
          () => {
            if (!pointerDown) flag(field);
            else
              document.addEventListener('pointerup', () => setTimeout(() => flag(field)), {
                once: true,
                signal: off.signal,
              });
          },
          on,
        );
        // Left before these listeners came (a quick Tab while the chunk loaded): flagged now.
        if (left?.has(field.input) && document.activeElement !== field.input) flag(field);
        // Edited before they came: the server's verdict was on the value it sent.
        if (field.input.value !== field.input.defaultValue) claim(field.input);
        field.input.addEventListener(
          'input',
          () => {
            claim(field.input);
            if (!empty(field)) setInvalid((list) => list.filter((f) => f !== field));
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
        request.current = controller;
        setBusy(true);
        announce(t('Signing in…'));
        const stop = ctx.timeout(
          () => controller.abort('timeout'),
          requestTimeout(LOGIN_TIMEOUT_MS),
        );
        // Not `on`: a listener registered with off.signal is removed as off aborts, before the
        // abort event it waits for, and the request would outlive the header.
        off.signal.addEventListener('abort', () => controller.abort('closed'), {
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
        request.current = null;
        setBusy(false);
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
          if (!bad.length && !request.current && !platform) return;
          event.preventDefault();
          if (bad.length) {
            setInvalid(bad);
            bad[0]!.input.focus();
          } else if (!request.current) void send(platform!);
        },
        on,
      );
    }
    onReady();
    return () => off.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, search, login]);

  const message = (input: HTMLElement, text: string): ReactNode =>
    text ? (
      <span id={errorId(input)} className="form-item--error-message">
        {text}
      </span>
    ) : null;

  return (
    <>
      {login?.fields.map((f, i) =>
        createPortal(message(f.input, invalid.includes(f) ? f.message : ''), f.slot, `l${i}`),
      )}
      {search && createPortal(message(search.input, searchError), search.slot, 's')}
      {search?.fbga &&
        createPortal(
          <>
            {message(search.fbga.input, fbgaError)}
            <button
              type="button"
              className="site-search__switch"
              onClick={() => {
                setFbga(false);
                setFbgaError('');
                focusNext.current = search.input;
              }}
            >
              {t('Search the site instead')}
            </button>
          </>,
          search.fbga.slot,
          'g',
        )}
    </>
  );
}

export interface FormsHandle {
  /** Renders the forms for the panel now open, at once. */
  update(panel: PanelName | null): void;
  /** Takes the forms out and gives their markup back; safe to call more than once. */
  unmount(): void;
}

/**
 * Mounts the forms in a React root of their own, in a container appended to `host` (the
 * header's controls are plain DOM, so React is needed only once this chunk is). `update` commits
 * synchronously, as the header's click is expected to show its result at once. An error in the
 * forms (rendering, an effect) is reported, the forms are taken out, and `onFail` tells the
 * header, whose menu and panels go on without them.
 */
export function mountForms(
  host: HTMLElement,
  { onFail, ...props }: FormsProps & { onFail(): void },
): FormsHandle {
  const container = appendContainer(host);
  let root: GuardedRoot | undefined;
  let failed = false;
  const unmount = () => {
    const mounted = root;
    root = undefined;
    try {
      mounted?.unmount();
    } catch (error) {
      props.ctx.warn('unmount failed', error);
    }
    container.remove();
  };
  const fail = (error: unknown) => {
    if (failed || props.ctx.signal.aborted) return;
    failed = true;
    props.ctx.warn('the search and login behaviour failed; the forms submit without it.', error);
    // After React's commit, not inside it; the forms' cleanups give their markup back.
    queueMicrotask(unmount);
    onFail();
  };
  const render = (panel: PanelName | null) => root?.render(<Forms {...props} panel={panel} />);
  try {
    root = guardedRoot(container, fail);
    render(props.panel);
  } catch (error) {
    fail(error);
  }
  return {
    update: (panel) => {
      // Called from the header's own pass: whatever goes wrong here must not stop that pass.
      try {
        flushSync(() => render(panel));
      } catch (error) {
        fail(error);
      }
    },
    unmount,
  };
}

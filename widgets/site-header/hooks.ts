/**
 * What the search, FBGA and login forms share: reading them, the invalid marks, focus after a
 * commit, forgetting on close, and listeners for the forms' mount. Each form's own behaviour is
 * `use-search.ts` and `use-login.ts`. Listeners wait for the forms' chunk; until then the forms
 * submit themselves to their no-JS routes.
 */
import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import { t, type WidgetContext } from '../../src/runtime';
import { errorId } from './logic';
import type { PanelName } from './parse';

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
export function useFormListeners(
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

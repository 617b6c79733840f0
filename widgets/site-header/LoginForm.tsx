/**
 * The login panel's form: a message after each required field left empty, the busy submit
 * button, and the server's answer in the form's error area.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { WidgetContext } from '../../src/runtime';
import { FieldMessage } from './FieldMessage';
import { useForgetOnClose, useInvalidMarks, type Field, type LoginModel } from './hooks';
import { useLogin } from './use-login';
import type { PanelName } from './parse';

export function LoginForm({
  login,
  ctx,
  panel,
  left,
}: {
  login: LoginModel;
  ctx: WidgetContext<{ platform: string }>;
  panel: PanelName | null;
  left?: Set<EventTarget>;
}) {
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [busy, setBusy] = useState(false);
  const request = useRef<AbortController | null>(null);

  // Teardown gives the form's error state back as the server sent it. Declared before the
  // effects that write to it: it reads that markup first.
  useLayoutEffect(() => {
    const { form, error } = login;
    const hadError = form.classList.contains('has-error');
    const errorHidden = error?.hidden;
    const errorHtml = error?.innerHTML ?? '';
    return () => {
      form.classList.toggle('has-error', hadError);
      if (error) {
        error.hidden = !!errorHidden;
        error.innerHTML = errorHtml;
      }
    };
  }, [login]);

  const claim = useInvalidMarks(
    ctx,
    login.fields.map((f) => [f.input, invalid.includes(f)]),
  );

  useLayoutEffect(() => {
    if (busy) login.submit?.setAttribute('aria-disabled', 'true');
    return () => login.submit?.removeAttribute('aria-disabled');
  });

  useForgetOnClose(panel, 'login', () => {
    request.current?.abort('closed');
    request.current = null;
    login.form.classList.remove('has-error');
    if (login.error) {
      login.error.hidden = true;
      login.error.textContent = '';
    }
    setInvalid([]);
    setBusy(false);
  });

  useLogin(login, ctx, left, {
    flag: (field) => setInvalid((list) => (list.includes(field) ? list : [...list, field])),
    only: setInvalid,
    unflag: (field) => setInvalid((list) => list.filter((f) => f !== field)),
    busy: setBusy,
    claim,
    request,
  });

  return (
    <>
      {login.fields.map((f, i) => (
        <FieldMessage
          key={i}
          input={f.input}
          text={invalid.includes(f) ? f.message : ''}
          at={f.input}
          where="after"
        />
      ))}
    </>
  );
}

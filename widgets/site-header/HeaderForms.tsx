/**
 * The header's search, FBGA and login forms: a lazy chunk the header loads when a visitor points
 * at or focuses the search or login button, or the first time such a panel opens (or at start
 * with `?login`). Until it arrives the forms submit themselves to their no-JS routes, which
 * accept the same input, so nothing is lost on a slow network.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { appendContainer } from '../../src/runtime/define';
import type { WidgetContext } from '../../src/runtime';
import { guardedRoot, type GuardedRoot } from '../../src/runtime/render';
import { readForms } from './hooks';
import { LoginForm } from './LoginForm';
import type { PanelName } from './parse';
import { SearchForm } from './SearchForm';

export interface FormsProps {
  ctx: WidgetContext<{ platform: string }>;
  panel: PanelName | null;
  /** Called once the forms' listeners are attached. */
  onReady(): void;
  /** What lost focus in the header before then: a login field left empty is flagged at once. */
  left?: Set<EventTarget>;
}

export function HeaderForms({ ctx, panel, onReady, left }: FormsProps) {
  const [{ search, login }] = useState(() => readForms(ctx.host));
  // After the forms' own effects, which attach their listeners.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onReady(), []);
  return (
    <>
      {login && <LoginForm login={login} ctx={ctx} panel={panel} left={left} />}
      {search && <SearchForm search={search} ctx={ctx} panel={panel} />}
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
  const render = (panel: PanelName | null) =>
    root?.render(<HeaderForms {...props} panel={panel} />);
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

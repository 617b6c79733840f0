/**
 * The search and login forms' chunk (HeaderForms.tsx), rendered in the header's tree once it is
 * here. The header asks for it when a visitor points at or focuses the search or login button,
 * or with the first such panel. Until its listeners are attached, a panel's submit waits for it
 * and what lost focus is remembered; should it fail, the forms submit as they would without
 * script, checked by the browser.
 */
import { useState } from 'react';
import { holdPresses, type PressHold } from '../../src/runtime/presses';
import type { WidgetContext } from '../../src/runtime/widget';
import type { HeaderForms } from './HeaderForms';
import { VALIDATED_FORMS } from './parse';

export interface FormsChunk {
  /** 0 not asked for, 1 loading, 2 ready (its listeners attached), 3 failed. */
  readonly status: number;
  /** What lost focus before the forms' listeners came: the login flags a field left empty. */
  readonly left: Set<EventTarget>;
  load(): void;
  /** The forms failed (an error their render threw), or their chunk did not load. */
  failed(error?: unknown): void;
  /** The forms' listeners are attached. */
  ready(): void;
  /** Holds a submit in `panel` while the chunk loads, until the returned hold ends. */
  holdSubmits(panel: HTMLElement): PressHold<HTMLFormElement>;
}

function formsChunk(
  ctx: WidgetContext<unknown>,
  setForms: (forms: () => typeof HeaderForms) => void,
): FormsChunk {
  const { host, signal } = ctx;
  let status = 0;
  /** The open panel's submit that came before the chunk: sent again once it is here. */
  let submits: PressHold<HTMLFormElement> | undefined;
  const failed = (error?: unknown) => {
    status = 3;
    if (error)
      ctx.warn('the search and login behaviour failed; the forms submit without it.', error);
    // Without our messages, the browser's own validation is the fallback again.
    host
      .querySelectorAll<HTMLFormElement>(VALIDATED_FORMS)
      .forEach((form) => (form.noValidate = false));
    submits?.release();
  };
  return {
    get status() {
      return status;
    },
    left: new Set(),
    failed,
    load() {
      status = 1;
      import('./HeaderForms').then(
        (m) => !signal.aborted && setForms(() => m.HeaderForms),
        (error: unknown) => {
          if (signal.aborted) return;
          ctx.warn(
            'the search and login behaviour could not load; the forms submit without it.',
            error,
          );
          failed();
        },
      );
    },
    ready() {
      status = 2;
      submits?.take()?.target.requestSubmit();
    },
    holdSubmits(panel) {
      // Without the chunk, the browser's own submit.
      const hold = (submits = holdPresses(signal, ({ target }) => target.requestSubmit()));
      panel.addEventListener(
        'submit',
        (event) => status === 1 && hold.keep(event.target as HTMLFormElement, event, true),
        { signal: hold.signal },
      );
      return hold;
    },
  };
}

export function useFormsChunk(
  ctx: WidgetContext<unknown>,
): [typeof HeaderForms | undefined, FormsChunk] {
  const [Forms, setForms] = useState<typeof HeaderForms>();
  const [chunk] = useState(() => formsChunk(ctx, setForms));
  return [Forms, chunk];
}

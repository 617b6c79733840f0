/**
 * A part of a component whose code is a chunk of its own, asked for on a visitor's intent and
 * rendered in the component's tree once it is here (the site header's menu and forms). Presses
 * the part answers are held until it says it is ready (presses.ts); should it fail, they do what
 * they do without script.
 */
import { useState } from 'react';
import { holdPresses, type Press, type PressHold } from './presses';
import type { WidgetContext } from './widget';

export interface LazyPart<T extends Element> {
  /** 0 not asked for, 1 loading, 2 ready, 3 failed. */
  readonly status: number;
  /** Asks for the code, the first time only. */
  load(): void;
  /** Holds a press for the part from now until it is ready or fails (the latest hold counts). */
  hold(withoutCode: (press: Press<T>) => void): PressHold<T>;
  /** The part is in place: the press held meanwhile, if its target is still on the page. */
  ready(): T | undefined;
  /** Its code did not load, or its render threw: it warns, and a held press goes on without it. */
  failed(error: unknown): void;
}

/**
 * `[Part, part]`: the part's component once its code is here, and its state. `warning` says
 * what the page does without it; `onFailed` restores that.
 */
export function useLazyPart<C, T extends Element>(
  ctx: WidgetContext<unknown>,
  code: () => Promise<C>,
  warning: string,
  onFailed?: () => void,
): [C | undefined, LazyPart<T>] {
  const [Part, setPart] = useState<C>();
  const [part] = useState((): LazyPart<T> => {
    const { signal } = ctx;
    let status = 0;
    let held: PressHold<T> | undefined;
    const failed = (error: unknown) => {
      if (signal.aborted) return;
      status = 3;
      ctx.warn(warning, error);
      onFailed?.();
      held?.release();
    };
    return {
      get status() {
        return status;
      },
      load() {
        if (status) return;
        status = 1;
        code().then((part) => !signal.aborted && setPart(() => part), failed);
      },
      hold: (withoutCode) => (held = holdPresses(signal, withoutCode)),
      ready() {
        status = 2;
        return held?.take()?.target;
      },
      failed,
    };
  });
  return [Part, part];
}

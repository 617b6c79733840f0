/**
 * The menu's chunk (MegaMenu.tsx), rendered in the header's tree once it is here. The header asks
 * for it at the first sign of a visitor's intent or with the menu's first opening. Until its
 * buttons are in place a press on a category's link is held, and done once they are; should it
 * fail, the categories stay links that jump to their sections, all shown.
 */
import { useState } from 'react';
import { holdPresses } from '../../src/runtime/presses';
import type { WidgetContext } from '../../src/runtime/widget';
import type { MegaMenu } from './MegaMenu';
import type { Model } from './parse';

export interface MenuChunk {
  /** 0 not asked for, 1 loading, 2 ready (its buttons in place), 3 failed. */
  readonly status: number;
  load(): void;
  /** The menu failed (an error its render threw), or its chunk did not load. */
  failed(error: unknown): void;
  /** The menu's buttons are in place: `button` finds the one for a category's link. */
  ready(button: (link: HTMLAnchorElement) => HTMLElement | null | undefined): void;
}

function menuChunk(
  ctx: WidgetContext<unknown>,
  model: Model,
  setMenu: (menu: () => typeof MegaMenu) => void,
  onFailed: () => void,
): MenuChunk {
  const { host, signal } = ctx;
  let status = 0;
  const presses = holdPresses<HTMLAnchorElement>(
    signal,
    ({ target }) => (location.hash = target.hash),
  );
  host.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a');
      if (status < 2 && model.categories.some((c) => c.link === link))
        presses.keep(link!, event, true);
    },
    { signal: presses.signal },
  );
  const failed = (error: unknown) => {
    if (signal.aborted) return;
    status = 3;
    ctx.warn('the menu could not load; its links jump to their sections.', error);
    onFailed();
    presses.release();
  };
  return {
    get status() {
      return status;
    },
    load() {
      status = 1;
      import('./MegaMenu').then((m) => !signal.aborted && setMenu(() => m.MegaMenu), failed);
    },
    failed,
    ready(button) {
      status = 2;
      const link = presses.take()?.target;
      if (link) button(link)?.click();
    },
  };
}

export function useMenuChunk(
  ctx: WidgetContext<unknown>,
  model: Model,
  onFailed: () => void,
): [typeof MegaMenu | undefined, MenuChunk] {
  const [Menu, setMenu] = useState<typeof MegaMenu>();
  const [chunk] = useState(() => menuChunk(ctx, model, setMenu, onFailed));
  return [Menu, chunk];
}

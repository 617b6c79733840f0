/**
 * Language, search and login are modal dialogs: focus trapped inside the open one and the page
 * inert behind it, from just after the frame that shows it. Both come in a chunk, asked for at
 * the first sign of intent on the header, so it is here by the click; until it is, the header
 * answers Escape itself.
 */
import type { FocusTrap } from '../../src/runtime/focus';
import { focusElement } from '../../src/runtime/focus-element';
import { focus as loadTrap } from '../../src/runtime/on-demand';
import type { WidgetContext } from '../../src/runtime/widget';

export interface PanelTrap {
  /** The trap is in place (its chunk came). */
  readonly trapped: boolean;
  release(): void;
}

export function trapPanel(
  el: HTMLElement,
  ctx: WidgetContext<unknown>,
  onEscape: () => void,
): PanelTrap {
  // Both wait for the frame that shows the panel; focus first, so it does not also wait for the
  // page's restyle under `inert`.
  const initialFocus = el.querySelector<HTMLElement>('[aria-current], input:not([type="hidden"])');
  let open = true;
  let trap: FocusTrap | null = null;
  let undoInert = () => {};
  loadTrap().then(
    ({ trapFocus, inertOutside }) => {
      if (!open) return;
      trap = trapFocus(el, ctx.signal, {
        initialFocus,
        returnFocus: false,
        onEscape,
        focusAfterPaint: true,
      });
      undoInert = inertOutside(ctx.host);
    },
    (error: unknown) => {
      if (!open) return;
      ctx.warn('the panel could not keep focus inside it; Escape and its button close it.', error);
      focusElement(initialFocus);
    },
  );
  return {
    get trapped() {
      return !!trap;
    },
    release() {
      open = false;
      trap?.release({ returnFocus: false });
      undoInert();
    },
  };
}

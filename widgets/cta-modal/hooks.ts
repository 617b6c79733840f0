/**
 * The modal's behaviour on its server nodes: the host moved into the dialog the component
 * renders, opening and closing on the platform's own state (the layer's popover, the dialog's
 * `open`), the buttons, Escape and the backdrop. A click opens or closes and renders nothing.
 *
 * Not showModal(): making the document inert restyles all of it inside the click. The layer is a
 * manual popover (the top layer, as showModal gives) and inertOutside() sets the same inertness
 * just after the first frame; until then the layer covers the page and the trap holds focus.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { focusElement, focusForNow, trapFocus, type FocusTrap } from '../../src/runtime/focus';
import { inertOutside } from '../../src/runtime/inert';
import { prefersReducedMotion } from '../../src/runtime/media';
import { animateFromPress } from '../../src/runtime/motion';
import { decodeOrKeep } from '../../src/runtime/settings';
import type { WidgetContext } from '../../src/runtime/widget';
import { buttonsOf, onButtons, presses } from './define';
import { closingFocus, FIELD, linkedTo, nextLocks } from './logic-open';
import type { CtaModalModel } from './parse';

/** What an enhanced modal offers host scripts. */
export interface CtaModalElement {
  /** Opens the modal; closing returns focus to what had it. */
  open(): void;
  /** Closes the modal, as its close button does. */
  close(): void;
}

let locks = 0;

function lockScroll(on: boolean): void {
  locks = nextLocks(locks, on);
  document.documentElement.classList.toggle('trellis-scroll-lock', locks > 0);
}

/** A field the visitor is typing in, and the caret, kept across the move into the dialog. */
export interface Typing {
  field: HTMLElement;
  caret: readonly [number | null, number | null] | null;
}

/** What has focus in `host` now (a visitor typing in a `:target` modal before the code came). */
export function typingIn(host: HTMLElement): Typing | null {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || !host.contains(field)) return null;
  const caret =
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? ([field.selectionStart, field.selectionEnd] as const)
      : null;
  return { field, caret };
}

/** The dialog's entrance: up from 1rem below, out of transparency. */
const FADE_IN: PropertyIndexedKeyframes = {
  opacity: [0, 1],
  transform: ['translateY(1rem)', 'none'],
};
const FADE_MS = 200;

/** One modal's open state, kept by the platform: opening and closing write only the DOM. */
export class Modal {
  private trap: FocusTrap | undefined;
  private undoInert = () => {};
  /** Ended with the dialog: one opened again at once starts its fade afresh. */
  private fade: Animation | undefined;
  private opener: HTMLElement | null = null;
  /** Whether the title was given a tabindex to take focus (taken away on teardown). */
  titleTabindex = false;

  constructor(
    private readonly model: CtaModalModel,
    private readonly ctx: WidgetContext<unknown>,
    readonly layer: HTMLElement,
    readonly dialog: RefObject<HTMLDialogElement | null>,
  ) {}

  get isOpen(): boolean {
    return !!this.trap;
  }

  /** Opens for `opener` (focus goes back to it on close), focus on `focus` or the first field. */
  open(opener: HTMLElement | null, focus?: HTMLElement): void {
    const dialog = this.dialog.current;
    if (this.trap || !dialog || this.ctx.signal.aborted) return;
    const { host, title, id } = this.model;
    this.opener = opener;
    const field = host.querySelector<HTMLElement>(FIELD);
    if (!field && !title.hasAttribute('tabindex')) {
      title.setAttribute('tabindex', '-1');
      this.titleTabindex = true;
    }
    this.layer.showPopover();
    // The attribute, not show(): show()'s focusing steps lay the page out inside the click.
    // Focus moves in just after the frame that shows the dialog; an Escape in between still
    // closes it (trapFocus). close() and the close event work as after show().
    dialog.setAttribute('open', '');
    if (!prefersReducedMotion() && typeof dialog.animate === 'function')
      this.fade = animateFromPress(dialog, FADE_IN, { duration: FADE_MS, easing: 'ease-out' });
    this.trap = trapFocus(dialog, this.ctx.signal, {
      initialFocus: focus ?? field ?? title,
      returnFocus: opener ?? false,
      focusAfterPaint: true,
    });
    lockScroll(true);
    this.undoInert = inertOutside(this.layer);
    this.ctx.emit('cta-modal:open', { id });
  }

  /** Every way of closing (button, Escape, backdrop, a script's dialog.close()) ends here. */
  readonly hide = (returnFocus = true): void => {
    const done = this.trap;
    if (!done) return;
    this.trap = undefined;
    const focus = closingFocus(returnFocus, this.opener);
    // The page first, so that focus can go back to the button.
    this.undoInert();
    lockScroll(false);
    done.release({ returnFocus: focus === 'back' });
    this.fade?.cancel();
    const dialog = this.dialog.current;
    if (dialog?.open) dialog.close();
    const active = document.activeElement;
    if (focus !== 'stay' && (!active || active === document.body || this.layer.contains(active)))
      this.focusFallback();
    if (this.layer.matches(':popover-open')) this.layer.hidePopover();
    if (!this.ctx.signal.aborted) this.ctx.emit('cta-modal:close', { id: this.model.id });
  };

  /** Opened from the address, or its button gone: one of its other buttons, else the main. */
  private focusFallback(): void {
    const button = buttonsOf(this.model.id).find((el) => el.checkVisibility?.() !== false);
    if (focusElement(button)) return;
    focusForNow(document.querySelector<HTMLElement>('main, [role="main"]'), true);
  }
}

/**
 * Before the first paint the layer stands where the host was and the host moves into the dialog,
 * after its close button; the title names the dialog. Teardown closes the modal and puts back
 * only what the widget moved: a host a script took out of the page stays out.
 */
export function usePlacement(model: CtaModalModel, modal: Modal, titleId: string): void {
  const { layer } = modal;
  useLayoutEffect(() => {
    const { host, title } = model;
    const dialog = modal.dialog.current!;
    const ownId = title.id;
    title.id = titleId;
    host.before(layer);
    dialog.append(host);
    return () => {
      modal.hide(false);
      if (host.parentNode === dialog) layer.before(host);
      layer.remove();
      if (ownId) title.id = ownId;
      else title.removeAttribute('id');
      if (modal.titleTabindex) title.removeAttribute('tabindex');
    };
  }, [model, modal, layer, titleId]);
}

/** The modal's buttons open it; a press held while the code came, and the page's #id, too. */
export function useOpeners(model: CtaModalModel, modal: Modal, typing: Typing | null): void {
  useLayoutEffect(() => {
    const { id, host } = model;
    const off = onButtons('click', id, (trigger, event) => {
      event.preventDefault(); // the link's #id is the no-JS fallback
      modal.open(trigger);
    });
    const pressed = presses.take(host);
    if (pressed) modal.open(pressed);
    // A page opened at #id shows the modal without JavaScript (the theme's :target rule); the
    // enhanced page opens it too rather than hide it in a closed dialog, and a visitor typing in
    // it goes on in the same field, caret where it was.
    else if (linkedTo(location.hash, id, decodeOrKeep)) {
      const field = typing && host.contains(typing.field) ? typing.field : undefined;
      modal.open(null, field);
      const caret = typing?.caret;
      if (field && caret?.[0] != null && document.activeElement === field)
        (field as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
    }
    return off;
  }, [model, modal, typing]);
}

/** Escape, the backdrop, the theme's close link and a script's dialog.close() close it. */
export function useDismissals(model: CtaModalModel, modal: Modal): void {
  useLayoutEffect(() => {
    const { layer, hide } = modal;
    const dialog = modal.dialog.current!;
    const stop = new AbortController();
    const { signal } = stop;
    // The platform's close event is queued: one that arrives after a quick reopen (closed, then
    // opened again before its task ran) belongs to the old opening.
    dialog.addEventListener('close', () => !dialog.open && hide(), { signal });
    model.serverClose?.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        hide();
      },
      { signal },
    );
    // Escape from anywhere while open, as a modal <dialog> would (a widget inside that handles
    // Escape itself marks it handled first: an AJAX dialog opened from the form closes alone).
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !modal.isOpen || event.defaultPrevented) return;
        event.preventDefault();
        hide();
      },
      { signal },
    );
    // A click on the layer around the dialog (the backdrop) closes it.
    layer.addEventListener('click', (event) => event.target === layer && hide(), { signal });
    return () => stop.abort();
  }, [model, modal]);
}

/** `open()` and `close()` on the element, for host scripts, while it is enhanced. */
export function usePublicMethods(model: CtaModalModel, modal: Modal): void {
  useLayoutEffect(() => {
    const host = model.host as HTMLElement & Partial<CtaModalElement>;
    const api: CtaModalElement = {
      open: () => {
        const active = document.activeElement;
        const opener =
          active instanceof HTMLElement && active !== document.body && !modal.layer.contains(active)
            ? active
            : null;
        modal.open(opener);
      },
      close: () => modal.hide(),
    };
    Object.assign(host, api);
    return () => {
      if (host.open === api.open) delete host.open;
      if (host.close === api.close) delete host.close;
    };
  }, [model, modal]);
}

/** The modal's state and behaviour, for the component that renders its dialog into `layer`. */
export function useModal(
  model: CtaModalModel,
  ctx: WidgetContext<unknown>,
  dialog: RefObject<HTMLDialogElement | null>,
  titleId: string,
): Modal {
  const [modal] = useState(() => new Modal(model, ctx, makeLayer(), dialog));
  // Read before the host moves: moving it into the dialog drops the focus it holds.
  const [typing] = useState(() => typingIn(model.host));
  usePlacement(model, modal, titleId);
  useDismissals(model, modal);
  useOpeners(model, modal, typing);
  usePublicMethods(model, modal);
  return modal;
}

/** The layer: a manual popover over the whole viewport, which is also the backdrop. */
function makeLayer(): HTMLElement {
  const layer = document.createElement('div');
  layer.className = 'cta-layer';
  layer.setAttribute('popover', 'manual');
  return layer;
}

/**
 * Call-to-action modals: the server's modal content moves into a <dialog> with aria-modal, in a
 * full-viewport layer that is also its backdrop. Focus is trapped and returns to the button that
 * opened it, Escape closes, page scrolling is locked and the rest of the page is inert while it
 * is open.
 *
 * Not showModal(): making the document inert restyles all of it (12–15 ms on the bench's heavy
 * page, issue 7), inside the click. The layer is a manual popover (the top layer, as showModal
 * gives, at ~1 ms) and inertOutside() sets the same inertness just after the first frame; until
 * then the layer covers the page and the trap holds focus.
 */
import type { WidgetContext } from '../../src/runtime/define';
import { focusElement, focusForNow, trapFocus, type FocusTrap } from '../../src/runtime/focus';
import { inertOutside } from '../../src/runtime/inert';
import { decodeOrKeep } from '../../src/runtime/settings';
import { t } from '../../src/runtime/t';
import { buttonsOf, presses, TRIGGER, type CtaModalModel } from './parse';

let ids = 0;
let locks = 0;

function lockScroll(on: boolean): void {
  locks = Math.max(0, locks + (on ? 1 : -1));
  document.documentElement.classList.toggle('trellis-scroll-lock', locks > 0);
}

/*
 * One delegated click listener for the triggers of every modal on the page. Ten modals used to
 * add ten, each running closest() on every click anywhere.
 */
const openers = new Map<string, Set<(trigger: HTMLElement) => void>>();

function onTriggerClick(event: MouseEvent): void {
  const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGER);
  const opens = trigger && openers.get(trigger.getAttribute('data-id') ?? '');
  if (!opens) return;
  event.preventDefault(); // the link's #id is the no-JS fallback
  for (const open of opens) open(trigger);
}

function listenForTriggers(
  id: string,
  open: (trigger: HTMLElement) => void,
  signal: AbortSignal,
): void {
  if (!openers.size) document.addEventListener('click', onTriggerClick);
  const opens = openers.get(id) ?? new Set();
  openers.set(id, opens.add(open));
  signal.addEventListener(
    'abort',
    () => {
      opens.delete(open);
      if (!opens.size) openers.delete(id);
      if (!openers.size) document.removeEventListener('click', onTriggerClick);
    },
    { once: true },
  );
}

export function setup(model: CtaModalModel, ctx: WidgetContext<unknown>): void {
  const { host, id, title } = model;
  const layer = document.createElement('div');
  layer.className = 'cta-layer';
  layer.setAttribute('popover', 'manual');
  const dialog = document.createElement('dialog');
  dialog.className = 'cta-dialog';
  dialog.setAttribute('aria-modal', 'true');
  const titleId = title.id;
  title.id ||= `cta-modal-title-${++ids}`;
  dialog.setAttribute('aria-labelledby', title.id);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'cta-dialog__close';
  close.setAttribute('aria-label', t('Close'));
  close.innerHTML = '<span aria-hidden="true">×</span>';
  // A visitor may be typing in the modal the no-JS way (:target) when the code lands: moving the
  // host into the dialog drops focus, so that field, caret and all, gets it back on opening.
  const typing = host.contains(document.activeElement)
    ? (document.activeElement as HTMLElement)
    : null;
  const caret =
    typing instanceof HTMLInputElement || typing instanceof HTMLTextAreaElement
      ? ([typing.selectionStart, typing.selectionEnd] as const)
      : null;
  host.before(layer);
  layer.append(dialog);
  dialog.append(close, host);
  // Put back first thing, so that a failure below (an opening at #id) cannot leave the host in
  // a closed layer.
  let titleTabindex = false;
  ctx.signal.addEventListener(
    'abort',
    () => {
      hide(false);
      // Only what the widget moved goes back: a host a script took out of the page stays out.
      if (host.parentNode === dialog) layer.before(host);
      layer.remove();
      if (titleId) title.id = titleId;
      else title.removeAttribute('id');
      if (titleTabindex) title.removeAttribute('tabindex');
    },
    { once: true },
  );

  let trap: FocusTrap | undefined;
  let undoInert = () => {};
  let lastTrigger: HTMLElement | null = null;

  const open = (trigger: HTMLElement | null, focus?: HTMLElement) => {
    if (trap) return;
    lastTrigger = trigger;
    const field = host.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    );
    if (!field && !title.hasAttribute('tabindex')) {
      title.setAttribute('tabindex', '-1');
      titleTabindex = true;
    }
    layer.showPopover();
    // Open, without show()'s focusing steps: focusing needs the page laid out, and inside the
    // click that is a layout of its own before the frame's (3–4 ms of the click on a slow
    // machine). Focus moves in just after the frame that shows the dialog, when the layout is
    // there already; an Escape in between still closes it (trapFocus). close() and the close
    // event work as after show().
    dialog.setAttribute('open', '');
    trap = trapFocus(dialog, ctx.signal, {
      initialFocus: focus ?? field ?? title,
      returnFocus: trigger ?? false,
      focusAfterPaint: true,
    });
    lockScroll(true);
    undoInert = inertOutside(layer);
    ctx.emit('cta-modal:open', { id });
  };

  // Every way of closing (button, Escape, backdrop, a script's dialog.close()) ends here.
  const hide = (returnFocus = true) => {
    if (!trap) return;
    const done = trap;
    trap = undefined;
    // The page first, so that focus can go back to the button.
    undoInert();
    lockScroll(false);
    done.release({ returnFocus: returnFocus && !!lastTrigger?.isConnected });
    if (dialog.open) dialog.close();
    // Opened from the address (#id), or its button gone since: focus goes to one of its other
    // buttons, else the main content, never <body>.
    const active = document.activeElement;
    if (returnFocus && (!active || active === document.body || layer.contains(active)))
      focusFallback();
    if (layer.matches(':popover-open')) layer.hidePopover();
    if (!ctx.signal.aborted) ctx.emit('cta-modal:close', { id });
  };

  // The platform's close event is queued: one that arrives after a quick reopen (closed, then
  // opened again before its task ran) belongs to the old opening.
  ctx.listen(dialog, 'close', () => !dialog.open && hide());
  ctx.listen(close, 'click', () => hide());
  if (model.serverClose) {
    ctx.listen(model.serverClose, 'click', (event) => {
      event.preventDefault();
      hide();
    });
  }
  const focusFallback = () => {
    const button = buttonsOf(id).find((el) => el.checkVisibility?.() !== false);
    if (focusElement(button)) return;
    focusForNow(document.querySelector<HTMLElement>('main, [role="main"]'), true);
  };
  // Escape from anywhere while open, as a modal <dialog> would (a widget inside that handles
  // Escape itself stops it, or marks it handled, before it gets here: an AJAX dialog opened from
  // the form closes alone).
  ctx.listen(document, 'keydown', (event) => {
    if (event.key !== 'Escape' || !trap || event.defaultPrevented) return;
    event.preventDefault();
    hide();
  });
  // A click on the layer around the dialog (the backdrop) closes it.
  ctx.listen(layer, 'click', (event) => {
    if (event.target === layer) hide();
  });
  listenForTriggers(id, open, ctx.signal);
  const pressed = presses.take(host);
  if (pressed) open(pressed);
  // A page opened at #id shows the modal without JavaScript (the theme's :target rule); the
  // enhanced page opens it too rather than hide it in a closed dialog.
  if (location.hash.length > 1 && decodeOrKeep(location.hash.slice(1)) === id) {
    const field = typing && host.contains(typing) ? typing : undefined;
    open(null, field);
    if (field && caret?.[0] != null && document.activeElement === field)
      (field as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
  }
}

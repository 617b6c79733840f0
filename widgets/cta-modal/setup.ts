/**
 * Call-to-action modals on the platform's <dialog>: the server's modal content moves into a
 * dialog opened with showModal() (background inert, Escape), focus is trapped and returns to
 * the button that opened it, and page scrolling is locked while it is open.
 */
import type { WidgetContext } from '../../src/runtime/define';
import { trapFocus, type FocusTrap } from '../../src/runtime/focus';
import { t } from '../../src/runtime/t';
import { TRIGGER, type CtaModalModel } from './parse';

let ids = 0;
let locks = 0;

function lockScroll(on: boolean): void {
  locks = Math.max(0, locks + (on ? 1 : -1));
  document.documentElement.classList.toggle('trellis-scroll-lock', locks > 0);
}

export function setup(model: CtaModalModel, ctx: WidgetContext<unknown>): void {
  const { host, id, title } = model;
  const dialog = document.createElement('dialog');
  dialog.className = 'cta-dialog';
  const titleId = title.id;
  title.id ||= `cta-modal-title-${++ids}`;
  dialog.setAttribute('aria-labelledby', title.id);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'cta-dialog__close';
  close.setAttribute('aria-label', t('Close'));
  close.innerHTML = '<span aria-hidden="true">×</span>';
  host.before(dialog);
  dialog.append(close, host);

  let trap: FocusTrap | undefined;
  let lastTrigger: HTMLElement | null = null;

  const open = (trigger: HTMLElement | null) => {
    if (dialog.open) return;
    lastTrigger = trigger;
    dialog.showModal();
    lockScroll(true);
    const field = host.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    );
    if (!field && !title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
    trap = trapFocus(dialog, ctx.signal, {
      initialFocus: field ?? title,
      returnFocus: trigger ?? false,
    });
    ctx.emit('cta-modal:open', { id });
  };

  const hide = () => {
    if (dialog.open) dialog.close();
  };

  // Every way of closing (button, Escape, backdrop, script) ends here.
  ctx.listen(dialog, 'close', () => {
    if (!trap) return;
    lockScroll(false);
    const done = trap;
    trap = undefined;
    done.release({ returnFocus: !!lastTrigger?.isConnected });
    ctx.emit('cta-modal:close', { id });
  });
  ctx.listen(close, 'click', hide);
  if (model.serverClose) {
    ctx.listen(model.serverClose, 'click', (event) => {
      event.preventDefault();
      hide();
    });
  }
  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  ctx.listen(dialog, 'click', (event) => {
    if (event.target === dialog) hide();
  });
  ctx.listen(document, 'click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGER);
    if (!trigger || trigger.getAttribute('data-id') !== id) return;
    event.preventDefault(); // the link's #id is the no-JS fallback
    open(trigger);
  });

  ctx.signal.addEventListener(
    'abort',
    () => {
      if (dialog.open) dialog.close();
      if (trap) lockScroll(false);
      trap?.release({ returnFocus: false });
      dialog.before(host);
      dialog.remove();
      if (titleId) title.id = titleId;
      else title.removeAttribute('id');
    },
    { once: true },
  );
}

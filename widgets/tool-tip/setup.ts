/**
 * Tooltips: shown on hover, focus and touch start; hidden on leave, blur, touch end and
 * Escape; a 200 ms fade 10 px above the trigger. Placement (flip and shift at the viewport's
 * edges) comes from Floating UI, loaded on the first show so it stays out of the entry.
 */
import type { WidgetContext } from '../../src/runtime/define';
import type * as FloatingUiDom from '@floating-ui/dom';
import type { TooltipModel } from './parse';

let ids = 0;
type FloatingUi = typeof FloatingUiDom;
let floating: Promise<FloatingUi> | undefined;

/** 10 px above the trigger (spec §9). */
export const OFFSET = 10;

export function setup(model: TooltipModel, ctx: WidgetContext<unknown>): void {
  const { host, trigger } = model;
  const created = !model.content;
  const content = model.content ?? document.createElement('span');
  if (created) {
    content.className = 'tooltip__content';
    content.textContent = model.text;
    host.append(content);
  }
  const restore: [Element, string, string | null][] = [
    [content, 'id', content.getAttribute('id')],
    [content, 'role', content.getAttribute('role')],
    [content, 'class', content.getAttribute('class')],
    [trigger, 'aria-describedby', trigger.getAttribute('aria-describedby')],
  ];
  // The styles that hide, fade and place it key on the class; server text marked only with
  // role="tooltip" gets it too.
  content.classList.add('tooltip__content');
  content.id ||= `tooltip-${++ids}`;
  content.setAttribute('role', 'tooltip');
  const described = (trigger.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!described.includes(content.id))
    trigger.setAttribute('aria-describedby', [...described, content.id].join(' '));
  content.setAttribute('data-state', 'closed');

  let open = false;
  let stopTracking: (() => void) | undefined;
  // Shown while the pointer is over it or keyboard focus is on its trigger, until both have
  // ended (WCAG 1.4.13: persistent), or Escape.
  let hovered = false;
  let focused = false;

  const place = (ui: FloatingUi) => {
    ui.computePosition(trigger, content, {
      placement: 'top',
      strategy: 'fixed',
      middleware: [ui.offset(OFFSET), ui.flip(), ui.shift({ padding: 8 })],
    }).then(({ x, y, placement }) => {
      if (!open) return;
      content.style.left = `${x}px`;
      content.style.top = `${y}px`;
      content.setAttribute('data-placement', placement);
    }, ctx.fail);
  };

  const show = () => {
    if (open) return;
    open = true;
    content.setAttribute('data-state', 'open');
    floating ??= import('@floating-ui/dom');
    floating.then((ui) => {
      if (!open || ctx.signal.aborted) return;
      content.setAttribute('data-positioned', '');
      stopTracking?.();
      stopTracking = ui.autoUpdate(trigger, content, () => place(ui));
    }, ctx.fail);
  };

  const hide = () => {
    if (!open) return;
    open = false;
    content.setAttribute('data-state', 'closed');
    stopTracking?.();
    stopTracking = undefined;
  };

  // Escape dismisses it wherever focus is (WCAG 1.4.13), without moving focus. Captured and marked
  // handled, so a dialog or panel around the trigger stays open: that Escape was the tooltip's.
  ctx.listen(
    document,
    'keydown',
    (event) => {
      if (!open || event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      hide();
    },
    { capture: true },
  );
  ctx.listen(host, 'pointerenter', () => {
    hovered = true;
    show();
  });
  ctx.listen(host, 'pointerleave', () => {
    hovered = false;
    if (!focused) hide();
  });
  // Keyboard focus shows it; the focus a tap or click leaves behind does not (touch end hides).
  ctx.listen(trigger, 'focus', () => {
    if (!trigger.matches(':focus-visible')) return;
    focused = true;
    show();
  });
  ctx.listen(trigger, 'blur', () => {
    focused = false;
    if (!hovered) hide();
  });
  ctx.listen(trigger, 'touchstart', show, { passive: true });
  ctx.listen(trigger, 'touchend', hide);
  ctx.listen(trigger, 'touchcancel', hide);
  // Clicking the trigger does nothing (it is not a link to follow or a toggle).
  ctx.listen(trigger, 'click', (event) => event.preventDefault());

  host.setAttribute('data-tooltip-enhanced', '');
  // Keyboard focus or the pointer already there when the code came (its CSS showed the tooltip
  // until now): it stays shown, as if they had just arrived.
  if (trigger.matches(':focus-visible')) {
    focused = true;
    show();
  } else if (host.matches(':hover')) {
    hovered = true;
    show();
  }
  ctx.signal.addEventListener(
    'abort',
    () => {
      stopTracking?.();
      host.removeAttribute('data-tooltip-enhanced');
      for (const name of ['data-state', 'data-placement', 'data-positioned'])
        content.removeAttribute(name);
      content.style.removeProperty('left');
      content.style.removeProperty('top');
      for (const [el, name, value] of restore) {
        if (value === null) el.removeAttribute(name);
        else el.setAttribute(name, value);
      }
      if (created) content.remove();
    },
    { once: true },
  );
}

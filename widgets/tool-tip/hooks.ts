/**
 * The tooltip's behaviour on its server nodes: the text element made the trigger's description,
 * and showing it (a 200 ms fade 10 px above the trigger). Placement (flip and shift at the
 * viewport's edges) comes from Floating UI, loaded on the first show so it stays out of the
 * entry. Everything is restored on unmount.
 */
import { useLayoutEffect, type RefObject } from 'react';
import type * as FloatingUiDom from '@floating-ui/dom';
import type { WidgetContext } from '../../src/runtime/widget';
import { HIDDEN, next, OFFSET, type Cue, type Showing } from './logic';
import type { TooltipModel } from './parse';

type FloatingUi = typeof FloatingUiDom;
let floating: Promise<FloatingUi> | undefined;

/** What an enhanced tooltip offers host scripts. */
export interface ToolTipElement {
  /** Shows the tooltip until `hide()`, Escape, or the pointer or focus leaving. */
  show(): void;
  /** Hides the tooltip. */
  hide(): void;
}

/** One tooltip's showing: its state, from `logic.ts`, written to the DOM only when it changes. */
interface Tip {
  readonly open: boolean;
  cue(cue: Cue): void;
  /** Stops following the trigger (teardown). */
  stop(): void;
}

function tipFor(trigger: HTMLElement, content: HTMLElement, ctx: WidgetContext<unknown>): Tip {
  let state: Showing = HIDDEN;
  let stopTracking: (() => void) | undefined;
  const stop = () => {
    stopTracking?.();
    stopTracking = undefined;
  };
  const place = (ui: FloatingUi) =>
    ui
      .computePosition(trigger, content, {
        placement: 'top',
        strategy: 'fixed',
        middleware: [ui.offset(OFFSET), ui.flip(), ui.shift({ padding: 8 })],
      })
      .then(({ x, y, placement }) => {
        if (!state.open) return;
        content.style.left = `${x}px`;
        content.style.top = `${y}px`;
        content.setAttribute('data-placement', placement);
      }, ctx.fail);
  const show = () => {
    floating ??= import('@floating-ui/dom');
    floating.then((ui) => {
      if (!state.open || ctx.signal.aborted) return;
      content.setAttribute('data-positioned', '');
      stop();
      stopTracking = ui.autoUpdate(trigger, content, () => void place(ui));
    }, ctx.fail);
  };
  return {
    get open() {
      return state.open;
    },
    cue(cue) {
      const was = state.open;
      state = next(state, cue);
      if (state.open === was) return;
      content.setAttribute('data-state', state.open ? 'open' : 'closed');
      if (state.open) show();
      else stop();
    },
    stop,
  };
}

/**
 * The text element is the trigger's tooltip and accessible description, whether or not it shows:
 * the class the styles key on, `role="tooltip"`, an id and `aria-describedby` where the markup
 * lacks them. Before the first paint; put back as sent on unmount.
 */
function describe(trigger: HTMLElement, content: HTMLElement, id: string): () => void {
  const restore = (
    [
      [content, 'id'],
      [content, 'role'],
      [content, 'class'],
      [trigger, 'aria-describedby'],
    ] as const
  ).map(([el, name]) => [el, name, el.getAttribute(name)] as const);
  content.classList.add('tooltip__content');
  content.id ||= id;
  content.setAttribute('role', 'tooltip');
  const described = (trigger.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!described.includes(content.id))
    trigger.setAttribute('aria-describedby', [...described, content.id].join(' '));
  return () => {
    for (const name of ['data-state', 'data-placement', 'data-positioned'])
      content.removeAttribute(name);
    content.style.removeProperty('left');
    content.style.removeProperty('top');
    for (const [el, name, value] of restore) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  };
}

/** Hover, keyboard focus, touch and Escape show and hide it; a click on the trigger does nothing. */
function listen(host: HTMLElement, trigger: HTMLElement, tip: Tip, signal: AbortSignal): void {
  const on = (target: EventTarget, type: string, fn: (e: Event) => void, capture = false) =>
    target.addEventListener(type, fn, { signal, capture, passive: type.startsWith('touch') });
  // Escape dismisses it wherever focus is (WCAG 1.4.13), without moving focus. Captured and marked
  // handled, so a dialog or panel around the trigger stays open: that Escape was the tooltip's.
  on(
    document,
    'keydown',
    (event) => {
      if (!tip.open || (event as KeyboardEvent).key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      tip.cue('escape');
    },
    true,
  );
  on(host, 'pointerenter', () => tip.cue('enter'));
  on(host, 'pointerleave', () => tip.cue('leave'));
  // Keyboard focus shows it; the focus a tap or click leaves behind does not (touch end hides).
  on(trigger, 'focus', () => trigger.matches(':focus-visible') && tip.cue('focus'));
  on(trigger, 'blur', () => tip.cue('blur'));
  on(trigger, 'touchstart', () => tip.cue('touchstart'));
  on(trigger, 'touchend', () => tip.cue('touchend'));
  on(trigger, 'touchcancel', () => tip.cue('touchend'));
  // Clicking the trigger does nothing (it is not a link to follow or a toggle).
  on(trigger, 'click', (event) => event.preventDefault());
}

/**
 * The tooltip on its server nodes, before the first paint: described, hidden, listening, and
 * `show()`/`hide()` on the host. Keyboard focus or the pointer already there when the code came
 * (its CSS showed the tooltip until now) keeps it shown, as if they had just arrived.
 */
export function useTooltip(
  model: TooltipModel,
  ctx: WidgetContext<unknown>,
  bubble: RefObject<HTMLElement | null>,
  id: string,
): void {
  useLayoutEffect(() => {
    const { host, trigger } = model;
    const content = model.content ?? bubble.current;
    if (!content || ctx.signal.aborted) return;
    const undo = describe(trigger, content, id);
    const tip = tipFor(trigger, content, ctx);
    const stop = new AbortController();
    content.setAttribute('data-state', 'closed');
    listen(host, trigger, tip, stop.signal);
    host.setAttribute('data-tooltip-enhanced', '');
    const api = host as HTMLElement & Partial<ToolTipElement>;
    const methods: ToolTipElement = {
      show: () => tip.cue('touchstart'),
      hide: () => tip.cue('escape'),
    };
    Object.assign(api, methods);
    if (trigger.matches(':focus-visible')) tip.cue('focus');
    else if (host.matches(':hover')) tip.cue('enter');
    return () => {
      stop.abort();
      tip.stop();
      host.removeAttribute('data-tooltip-enhanced');
      if (api.show === methods.show) delete api.show;
      if (api.hide === methods.hide) delete api.hide;
      undo();
    };
  }, [model, ctx, bubble, id]);
}

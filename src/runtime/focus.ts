/*
 * Tabbable and focusable rules of our own, only the ones the focus trap, dialogs and `focusFirst`
 * need (the `tabbable` package brought far more into the entry): what a user can reach, not
 * shadow roots.
 */
import { afterPaint } from './timing';
import { focusElement } from './focus-element';

export { focusElement, isRendered } from './focus-element';
export { inertOutside } from './inert';

const CANDIDATES =
  'input,select,textarea,a[href],button,[tabindex]:not(slot),audio[controls],video[controls],' +
  '[contenteditable]:not([contenteditable="false"]),details>summary:first-of-type,details';

/** A disabled, hidden or inert element cannot take focus whatever its tabindex. */
export function isFocusable(el: Element): boolean {
  if (!el.matches(CANDIDATES) || el.matches(':disabled,input[type=hidden]')) return false;
  if (el.closest('[inert]')) return false;
  // A disabled fieldset disables its controls, except those in its first legend.
  const fieldset = el.closest('fieldset[disabled]');
  if (
    fieldset &&
    /^(input|select|textarea|button)$/.test(el.localName) &&
    !fieldset.querySelector(':scope>legend')?.contains(el)
  )
    return false;
  // A closed <details> hides all but its own summary.
  const summary = el.matches('details>summary:first-of-type');
  if ((summary ? el.parentElement! : el).matches('details:not([open]) *')) return false;
  // A <details> with a summary is reached through the summary.
  if (el.localName === 'details' && el.querySelector(':scope>summary')) return false;
  return el.checkVisibility
    ? el.checkVisibility({ visibilityProperty: true })
    : el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** Browsers report -1 for these even though Tab reaches them. */
function tabIndexOf(el: Element): number {
  if (
    !el.hasAttribute('tabindex') &&
    (/^(audio|video|details|summary)$/.test(el.localName) || (el as HTMLElement).isContentEditable)
  )
    return 0;
  return (el as HTMLElement).tabIndex;
}

/** In a named radio group Tab stops on the checked radio; with none checked, on any. */
function isTabbableRadio(el: Element): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
  const scope = el.form ?? el.ownerDocument;
  const checked = [...scope.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
    (r) => r.name === el.name && r.checked && r.form === el.form,
  );
  return !checked || checked === el;
}

function candidates(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)];
}

function isTabbable(el: Element): boolean {
  return isFocusable(el) && tabIndexOf(el) >= 0 && isTabbableRadio(el);
}

/** Everything focusable inside `container`, in document order. */
export function focusable(container: Element): HTMLElement[] {
  return candidates(container).filter(isFocusable);
}

/** What Tab reaches inside `container`, in Tab order (positive tabindex first). */
export function tabbable(container: Element): HTMLElement[] {
  const items = candidates(container).filter(isTabbable);
  const positive = items.filter((el) => tabIndexOf(el) > 0);
  if (!positive.length) return items;
  positive.sort((a, b) => tabIndexOf(a) - tabIndexOf(b)); // stable: document order on ties
  return [...positive, ...items.filter((el) => tabIndexOf(el) === 0)];
}

export interface FocusTrapOptions {
  /** Element to focus first; default: `[autofocus]`, the first tabbable, else the container. */
  initialFocus?: HTMLElement | null;
  /** Where focus goes when the trap is released; default: the element focused before. */
  returnFocus?: HTMLElement | null | false;
  /** Called on Escape inside the trap. */
  onEscape?: (event: KeyboardEvent) => void;
  /**
   * Move the initial focus just after the frame that shows the container, not inside the click:
   * focusing forces style and layout and dispatches focus events, which would delay that frame
   * (most of a panel's click, in traces). Focus the user moves into
   * the container meanwhile is kept.
   */
  focusAfterPaint?: boolean;
}

export interface FocusTrap {
  release(options?: { returnFocus?: boolean }): void;
}

/**
 * Focuses `el`; one that cannot take focus (`<main>`, a heading) is made focusable for this move
 * only: the tabindex it is given goes again on blur. One with a tabindex of the page's own is left
 * as it is.
 */
export function focusForNow(el: HTMLElement | null | undefined, preventScroll = false): boolean {
  if (focusElement(el, preventScroll)) return true;
  if (!el?.isConnected || el.hasAttribute('tabindex')) return false;
  el.tabIndex = -1;
  el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  return focusElement(el, preventScroll);
}

/**
 * Every open trap, in the order they opened: only the last one pulls focus back, and Escape on
 * <body> goes to the last one with an Escape handler.
 */
const openTraps: { onEscape?: (event: KeyboardEvent) => void }[] = [];

/**
 * Keeps Tab and Shift+Tab inside `container` (WAI-ARIA dialog pattern) until released or the
 * signal aborts; then returns focus to the opener.
 */
export function trapFocus(
  container: HTMLElement,
  signal: AbortSignal,
  options: FocusTrapOptions = {},
): FocusTrap {
  const opener =
    options.returnFocus === false
      ? null
      : (options.returnFocus ?? (document.activeElement as HTMLElement | null));
  const local = new AbortController();
  const stop = () => local.abort();
  signal.addEventListener('abort', stop, { once: true, signal: local.signal });

  const first = () => {
    const items = tabbable(container);
    return {
      items,
      head: items[0],
      tail: items[items.length - 1],
    };
  };

  container.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && options.onEscape) {
        // Something inside already answered this Escape (a tooltip, a list box): not ours.
        if (event.defaultPrevented) return;
        event.stopPropagation();
        options.onEscape(event);
        return;
      }
      if (event.key !== 'Tab') return;
      const { head, tail } = first();
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === head || !container.contains(active))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !container.contains(active))) {
        event.preventDefault();
        head.focus();
      }
    },
    { signal: local.signal },
  );
  const entry = { onEscape: options.onEscape };
  openTraps.push(entry);
  local.signal.addEventListener('abort', () => openTraps.splice(openTraps.indexOf(entry), 1), {
    once: true,
  });
  // A click on a panel's padding or heading leaves focus on <body>, where the keydown above never
  // fires: Escape there still closes the trap opened last. So does an Escape pressed before focus
  // has moved in (focusAfterPaint: it is still on the opener for a frame) while this trap is the
  // top one; under another trap without an Escape of its own, it is that trap's key.
  if (options.onEscape) {
    const onEscape = options.onEscape;
    document.addEventListener(
      'keydown',
      (event) => {
        const active = document.activeElement;
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        if (openTraps.filter((trap) => trap.onEscape).at(-1) !== entry) return;
        const onBody = !active || active === document.body || active === document.documentElement;
        if (!onBody && openTraps.at(-1) !== entry) return;
        onEscape(event);
      },
      { signal: local.signal },
    );
  }
  // Focus that escapes by pointer or script is brought back, by the trap opened last only: two
  // traps pulling focus each to their own side (a dialog opened over a modal panel, before the
  // panel's background is inert) would bounce it between them without end.
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target as Node | null;
      if (openTraps.at(-1) !== entry) return;
      if (target && !container.contains(target)) first().head?.focus();
    },
    { signal: local.signal },
  );

  const initial =
    options.initialFocus ??
    container.querySelector<HTMLElement>('[autofocus]') ??
    first().head ??
    container;
  if (initial === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
  if (!options.focusAfterPaint) focusElement(initial);
  else
    afterPaint(() => {
      if (!container.contains(document.activeElement)) focusElement(initial);
    }, local.signal);

  let released = false;
  return {
    release({ returnFocus = true } = {}) {
      if (released) return;
      released = true;
      local.abort();
      if (returnFocus && opener && opener !== document.body) focusElement(opener);
    },
  };
}

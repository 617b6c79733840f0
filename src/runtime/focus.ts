import { tabbable, focusable, isFocusable } from 'tabbable';

export { tabbable, focusable, isFocusable };

export interface FocusTrapOptions {
  /** Element to focus first; default: `[autofocus]`, the first tabbable, else the container. */
  initialFocus?: HTMLElement | null;
  /** Where focus goes when the trap is released; default: the element focused before. */
  returnFocus?: HTMLElement | null | false;
  /** Called on Escape inside the trap. */
  onEscape?: (event: KeyboardEvent) => void;
}

export interface FocusTrap {
  release(options?: { returnFocus?: boolean }): void;
}

/** Focuses `el` without scrolling past sticky bars and without throwing on detached nodes. */
export function focusElement(
  el: HTMLElement | SVGElement | null | undefined,
  preventScroll = false,
): boolean {
  if (!el || !el.isConnected) return false;
  el.focus({ preventScroll });
  return document.activeElement === el;
}

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
  // Focus that escapes by pointer or script is brought back.
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target as Node | null;
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
  focusElement(initial);

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

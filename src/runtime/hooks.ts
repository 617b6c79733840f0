/** React hooks over the runtime's services; effects clean up with the component. */
import { useEffect, useLayoutEffect, useState } from 'react';
import { mediaQuery, REDUCED_MOTION, type BreakpointName } from './media';

export function useMedia(query: BreakpointName | string): boolean {
  const [matches, setMatches] = useState(() => mediaQuery(query).matches);
  useEffect(() => {
    const list = mediaQuery(query);
    const controller = new AbortController();
    setMatches(list.matches);
    list.addEventListener('change', (e) => setMatches(e.matches), { signal: controller.signal });
    return () => controller.abort();
  }, [query]);
  return matches;
}

export function useReducedMotion(): boolean {
  return useMedia(REDUCED_MOTION);
}

/** Listens on any target for the life of the component. */
export function useListener<E extends Event>(
  target: EventTarget | null | undefined,
  type: string,
  handler: (event: E) => void,
  options?: AddEventListenerOptions,
): void {
  useEffect(() => {
    if (!target) return;
    const controller = new AbortController();
    target.addEventListener(type, handler as EventListener, {
      ...options,
      signal: controller.signal,
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, type, handler, options?.capture, options?.passive]);
}

/**
 * A box in the server's markup for a portal, which appends to its container: `node[where]`
 * puts the box where the controls go (`'before'` a teaser, `'prepend'` to a block, `'after'` a
 * field, `'append'` to a form), before the first paint. No box of its own in the layout (`display: contents`); it leaves with the
 * component.
 */
export function useSlot(
  node: Element,
  where: 'before' | 'prepend' | 'after' | 'append',
  className = '',
): HTMLElement {
  const [slot] = useState(() => {
    const el = document.createElement('trellis-slot');
    el.className = className;
    el.style.display = 'contents';
    return el;
  });
  useLayoutEffect(() => {
    node[where](slot);
    return () => slot.remove();
  }, [node, where, slot]);
  return slot;
}

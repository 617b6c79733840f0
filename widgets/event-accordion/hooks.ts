/** The event accordion's behaviour on its server nodes: the enhanced markup and the slide. */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../../src/runtime/media';
import { animateFromPress } from '../../src/runtime/motion';
import { presses } from './define';
import { changes, SLIDE_MS } from './logic';
import type { EventAccordionModel } from './parse';

/** The DOM the component portals into and points at, made once per mount. */
export interface Parts {
  buttons: RefObject<HTMLButtonElement | null>[];
  panelIds: string[];
}

/** Slides `el` open or closed; at once when `instant` or where the browser cannot animate. */
export function slide(el: HTMLElement, open: boolean, instant: boolean): void {
  for (const animation of el.getAnimations()) animation.cancel();
  el.hidden = false;
  if (instant || typeof el.animate !== 'function') {
    el.hidden = !open;
    return;
  }
  const full = `${el.scrollHeight}px`;
  const frames = [
    { height: open ? '0px' : full, overflow: 'hidden' },
    { height: open ? full : '0px', overflow: 'hidden' },
  ];
  const animation = animateFromPress(el, frames, { duration: SLIDE_MS, easing: 'ease' });
  if (!open) animation.onfinish = () => (el.hidden = true);
}

/**
 * Before the first paint: each title's own nodes move into its button (rendered into the
 * heading), the content gets an id for the button to control, and closed items' content hides.
 * Everything is put back on unmount, the `opened` classes as the server sent them.
 */
export function useServerMarkup(
  model: EventAccordionModel,
  parts: Parts,
  initial: readonly boolean[],
): void {
  useLayoutEffect(() => {
    const undo = model.items.map(({ item, heading, content }, index) => {
      const button = parts.buttons[index]!.current!;
      const ownId = content.id;
      content.id = parts.panelIds[index]!;
      while (heading.firstChild && heading.firstChild !== button)
        button.appendChild(heading.firstChild);
      content.hidden = !initial[index];
      return () => {
        for (const animation of content.getAnimations()) animation.cancel();
        heading.append(...button.childNodes);
        content.hidden = false;
        if (ownId) content.id = ownId;
        else content.removeAttribute('id');
        item.classList.toggle('opened', !!initial[index]);
      };
    });
    return () => undo.forEach((fn) => fn());
  }, [model, parts, initial]);
}

/** An item that opens or closes gets its `opened` class and slides: only the items that changed. */
export function useOpenItems(model: EventAccordionModel, open: readonly boolean[]): void {
  const shown = useRef(open);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = open;
    if (previous === open) return;
    const instant = prefersReducedMotion();
    for (const change of changes(previous, open)) {
      const { item, content } = model.items[change.index]!;
      item.classList.toggle('opened', change.open);
      slide(content, change.open, instant);
    }
  }, [model, open]);
}

/** A title tapped while the code was on the way: its item toggles now. */
export function useHeldPress(model: EventAccordionModel, press: (index: number) => void): void {
  useLayoutEffect(() => {
    const pressed = presses.take(model.host);
    const index = model.items.findIndex(({ heading }) => heading === pressed);
    if (index >= 0) press(index);
  }, [model, press]);
}

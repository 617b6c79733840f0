/** The FAQ list's behaviour on its server nodes: the enhanced markup and the slide. */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../src/runtime/media';
import { animateFromPress } from '../../src/runtime/motion';
import { SLIDE_MS } from './logic';
import type { FaqItem, FaqModel } from './parse';

function moveChildren(from: Node, to: Node, before: Node | null = null): void {
  while (from.firstChild && from.firstChild !== before) to.appendChild(from.firstChild);
}

/** The DOM the component portals into, made once per mount. */
export interface Parts {
  headings: HTMLElement[];
  panelIds: string[];
  buttons: RefObject<HTMLButtonElement | null>[];
  controls: HTMLElement | null;
}

/**
 * Before the first paint: each summary's nodes move into its title button (rendered into the
 * heading), the heading stands before the answer, the summary hides and the item stays open,
 * with closed answers `hidden="until-found"`. Everything is put back on unmount.
 */
export function useServerMarkup(model: FaqModel, parts: Parts, open: () => boolean[]): void {
  useLayoutEffect(() => {
    const undo: (() => void)[] = [];
    model.items.forEach((item, index) => {
      const { details, summary, panel, loose } = item;
      const heading = parts.headings[index]!;
      const button = parts.buttons[index]!.current!;
      if (loose) {
        panel.append(...loose);
        details.append(panel);
      }
      // Where the server's heading sat in its summary (an icon beside it, a wrapper round it).
      const home = item.heading && {
        parent: heading.parentNode!,
        next: heading.nextSibling,
        classed: heading.hasAttribute('class'),
      };
      heading.classList.add('faq-list__heading');
      const panelId = panel.id;
      panel.id = parts.panelIds[index]!;
      if (item.heading) {
        moveChildren(heading, button, button);
        details.insertBefore(heading, summary.nextSibling);
      } else {
        moveChildren(summary, button);
        details.insertBefore(heading, panel);
      }
      const wasOpen = details.open;
      const name = details.getAttribute('name');
      details.removeAttribute('name'); // an exclusive <details> group would fight "Show all"
      details.open = true;
      // A keyboard visitor on the summary (it is hidden now) goes on from its button.
      const focused = summary.contains(document.activeElement);
      summary.hidden = true;
      if (focused) button.focus({ preventScroll: true });
      if (!open()[index]) panel.setAttribute('hidden', 'until-found');
      undo.push(() => {
        if (home) {
          moveChildren(button, heading, button);
          home.parent.insertBefore(
            heading,
            home.next?.parentNode === home.parent ? home.next : null,
          );
        } else {
          moveChildren(button, summary);
          heading.remove();
        }
        heading.classList.remove('faq-list__heading');
        if (home && !home.classed && !heading.classList.length) heading.removeAttribute('class');
        panel.removeAttribute('hidden');
        panel.style.removeProperty('overflow');
        panel.style.removeProperty('interpolate-size');
        if (panelId) panel.id = panelId;
        else panel.removeAttribute('id');
        summary.hidden = false;
        if (loose) panel.replaceWith(...loose);
        details.open = wasOpen;
        if (name !== null) details.setAttribute('name', name);
      });
    });
    if (parts.controls) model.host.prepend(parts.controls);
    return () => {
      parts.controls?.remove();
      for (const fn of undo) fn();
    };
  }, [model, parts, open]);
}

export interface Change {
  item: FaqItem;
  opening: boolean;
}

/**
 * Opens and closes panels in passes: every write, then (without `interpolate-size`) one layout
 * read for all of them, then the animations. Only the items on screen slide: nobody sees an
 * off-screen slide, and animating a height costs a layout every frame. Which items are on screen
 * comes from an observer, so a click never lays the page out itself.
 */
export function useSlide(model: FaqModel): (changes: Change[], animate: boolean) => void {
  const [state] = useState(() => ({
    animations: new Map<HTMLElement, Animation>(),
    onScreen: new Set<Element>(),
    observed: false,
  }));
  const canSlide = typeof model.host.animate === 'function';

  useEffect(() => {
    if (!canSlide || typeof IntersectionObserver !== 'function') return;
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) state.onScreen.add(entry.target);
        else state.onScreen.delete(entry.target);
      }
    });
    for (const { details } of model.items) seen.observe(details);
    state.observed = true;
    return () => {
      seen.disconnect();
      state.observed = false;
      for (const animation of state.animations.values()) animation.cancel();
      state.animations.clear();
    };
  }, [model, state, canSlide]);

  const [slide] = useState(() => (changes: Change[], animate: boolean) => {
    const { animations, onScreen } = state;
    const visible = (item: FaqItem): boolean =>
      state.observed
        ? onScreen.has(item.details)
        : (({ top, bottom }) => bottom > 0 && top < innerHeight)(
            item.details.getBoundingClientRect(),
          );
    // Where the browser can interpolate to `auto`, the open height is never read: a panel's
    // scrollHeight is a layout of the page the click has just changed.
    const toAuto =
      typeof CSS !== 'undefined' && !!CSS.supports?.('interpolate-size', 'allow-keywords');
    for (const { item, opening } of changes) {
      const { panel } = item;
      animations.get(panel)?.cancel();
      animations.delete(panel);
      // A cancelled slide never finishes: its clipping goes with it.
      panel.style.removeProperty('overflow');
      panel.style.removeProperty('interpolate-size');
      if (opening) panel.removeAttribute('hidden');
    }
    const moving =
      animate && canSlide && !prefersReducedMotion()
        ? changes.map(({ item }) =>
            !visible(item) ? null : toAuto ? 'auto' : `${item.panel.scrollHeight}px`,
          )
        : [];
    changes.forEach(({ item: { panel }, opening }, i) => {
      const height = moving[i];
      if (!height) {
        if (!opening) panel.setAttribute('hidden', 'until-found');
        return;
      }
      panel.style.overflow = 'hidden';
      if (toAuto) panel.style.setProperty('interpolate-size', 'allow-keywords');
      const animation = animateFromPress(
        panel,
        { height: opening ? ['0px', height] : [height, '0px'] },
        { duration: SLIDE_MS, easing: 'ease-in-out' },
      );
      animations.set(panel, animation);
      animation.onfinish = () => {
        animations.delete(panel);
        panel.style.removeProperty('overflow');
        panel.style.removeProperty('interpolate-size');
        if (!opening) panel.setAttribute('hidden', 'until-found');
      };
    });
  });
  return slide;
}

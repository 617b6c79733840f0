/**
 * Turns each server `<details>` item into an APG accordion section: the summary's heading gets a
 * `<button aria-expanded aria-controls>` holding the summary's own nodes, and the answer is
 * hidden "until found" when closed. Everything moved is put back on disconnect.
 */
import type { WidgetContext } from '../../src/runtime/define';
import { prefersReducedMotion } from '../../src/runtime/media';
import { decodeOrKeep } from '../../src/runtime/settings';
import { t } from '../../src/runtime/t';
import { throttle } from '../../src/runtime/timing';
import {
  allOpen,
  CLICK_GUARD_MS,
  initialOpen,
  lockedIndex,
  SLIDE_MS,
  toggle,
  toggleAll,
} from './logic';
import type { FaqItem, FaqModel } from './parse';

let ids = 0;

function moveChildren(from: Node, to: Node): void {
  while (from.firstChild) to.appendChild(from.firstChild);
}

export function setup(model: FaqModel, ctx: WidgetContext<unknown>): void {
  const { host, items, mode } = model;
  const undo: (() => void)[] = [];
  const buttons: HTMLButtonElement[] = [];
  const animations = new Map<HTMLElement, Animation>();

  const guarded = throttle((fn: () => void) => fn(), CLICK_GUARD_MS);

  /** The item the page's fragment points at or into, or -1. */
  const linkedItem = () => {
    // A fragment that is not valid percent-encoding is compared as it is, not a failed mount.
    const id = decodeOrKeep(location.hash.slice(1));
    const target = id && document.getElementById(id);
    return target ? items.findIndex(({ details }) => details.contains(target)) : -1;
  };
  let open = initialOpen(
    items.length,
    mode,
    linkedItem(),
    items.map(({ details }) => details.open),
  );

  items.forEach((item, index) => {
    const { details, summary, panel, loose } = item;
    if (loose) {
      panel.append(...loose);
      details.append(panel);
    }
    const heading = item.heading ?? document.createElement(`h${model.level}`);
    // Where the server's heading sat in its summary (an icon beside it, a wrapper round it).
    const home = item.heading && {
      parent: heading.parentNode!,
      next: heading.nextSibling,
      classed: heading.hasAttribute('class'),
    };
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'faq-list__button';
    heading.classList.add('faq-list__heading');
    const panelId = panel.id;
    panel.id ||= `faq-panel-${++ids}`;
    button.setAttribute('aria-controls', panel.id);
    if (item.heading) {
      moveChildren(heading, button);
      details.insertBefore(heading, summary.nextSibling);
    } else {
      moveChildren(summary, button);
      details.insertBefore(heading, panel);
    }
    heading.append(button);
    buttons.push(button);
    const wasOpen = details.open;
    const name = details.getAttribute('name');
    details.removeAttribute('name'); // an exclusive <details> group would fight "Show all"
    details.open = true;
    // A keyboard visitor on the summary (it is hidden now) goes on from its button.
    const focused = summary.contains(document.activeElement);
    summary.hidden = true;
    if (focused) button.focus({ preventScroll: true });
    ctx.listen(button, 'click', () => guarded(() => set(toggle(open, index, mode))));
    // Find in page reveals a closed answer: open its item.
    ctx.listen(panel, 'beforematch', () =>
      set(
        open.map((o, i) => o || i === index),
        false,
      ),
    );
    undo.push(() => {
      animations.get(panel)?.cancel();
      if (home) {
        moveChildren(button, heading);
        home.parent.insertBefore(heading, home.next?.parentNode === home.parent ? home.next : null);
      } else {
        moveChildren(button, summary);
        heading.remove();
      }
      button.remove();
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

  let all: HTMLButtonElement | undefined;
  let controls: HTMLElement | undefined;
  if (model.showAll) {
    controls = document.createElement('p');
    controls.className = 'faq-list__controls';
    all = document.createElement('button');
    all.type = 'button';
    all.className = 'faq-list__all';
    all.setAttribute('aria-controls', items.map(({ panel }) => panel.id).join(' '));
    controls.append(all);
    host.prepend(controls);
    ctx.listen(all, 'click', () => guarded(() => set(toggleAll(open))));
  }

  /**
   * The items on screen, as the browser last drew them. Only those slide: nobody sees an
   * off-screen slide, and animating a height costs a layout every frame (Show all on 100
   * items). Known from an observer rather than measured at the click, which laid the page out
   * inside the click handler (about 1.7 ms of an FAQ toggle's 4 on a slow machine).
   */
  const onScreen = new Set<Element>();
  const canSlide = typeof host.animate === 'function';
  const observed = canSlide && typeof IntersectionObserver === 'function';
  if (observed) {
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
    });
    for (const { details } of items) seen.observe(details);
    ctx.signal.addEventListener('abort', () => seen.disconnect(), { once: true });
  }
  const visible = (item: FaqItem): boolean =>
    observed
      ? onScreen.has(item.details)
      : (({ top, bottom }) => bottom > 0 && top < innerHeight)(
          item.details.getBoundingClientRect(),
        );
  // Where the browser can interpolate to `auto`, the open height is never read: a panel's
  // scrollHeight is a layout of the page the click has just changed.
  const toAuto =
    typeof CSS !== 'undefined' && !!CSS.supports?.('interpolate-size', 'allow-keywords');

  /**
   * Opens and closes panels in passes: every write, then (without `interpolate-size`) one
   * layout read for all of them, then the animations. Reading each panel's height between
   * writes laid the page out once per panel (Show all on 100 items: about 85 ms).
   */
  function slide(changes: { item: FaqItem; opening: boolean }[], animate: boolean): void {
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
      const animation = panel.animate(
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
  }

  /** What the buttons say now: only what changed is written (a toggle touches one or two). */
  let locked = -1;
  let labelledAllOpen: boolean | undefined;
  function render(previous: boolean[] | null, animate: boolean): void {
    const changes: { item: FaqItem; opening: boolean }[] = [];
    const nowLocked = lockedIndex(open, mode);
    items.forEach((item, i) => {
      const button = buttons[i]!;
      if (!previous || previous[i] !== open[i]) {
        button.setAttribute('aria-expanded', String(open[i]));
        if (!previous) {
          if (!open[i]) item.panel.setAttribute('hidden', 'until-found');
        } else changes.push({ item, opening: !!open[i] });
      }
    });
    if (nowLocked !== locked) {
      buttons[locked]?.removeAttribute('aria-disabled');
      buttons[nowLocked]?.setAttribute('aria-disabled', 'true');
      locked = nowLocked;
    }
    slide(changes, animate);
    const every = allOpen(open);
    if (all && every !== labelledAllOpen) {
      labelledAllOpen = every;
      all.setAttribute('aria-expanded', String(every));
      all.textContent = every ? t('Hide all') : t('Show all');
      if (model.label) {
        const scope = document.createElement('span');
        scope.className = 'visually-hidden';
        scope.textContent = ` (${model.label})`;
        all.append(scope);
      }
    }
  }

  function set(next: boolean[], animate = true): void {
    if (next === open) return;
    const previous = open;
    open = next;
    render(previous, animate);
    next.forEach((o, index) => {
      if (o !== previous[index]) ctx.emit('faq-list:toggle', { index, open: o });
    });
  }

  render(null, false);
  // An in-page link to an item, or into its answer, opens it (anchor-links reports its own
  // quick scroll as a hashchange too).
  ctx.listen(window, 'hashchange', () => {
    const index = linkedItem();
    if (index >= 0 && !open[index]) set(toggle(open, index, mode));
  });

  ctx.signal.addEventListener(
    'abort',
    () => {
      controls?.remove();
      for (const fn of undo) fn();
    },
    { once: true },
  );
}

/**
 * What the carousel writes on its server markup besides a move: APG roles and names (with the
 * undo that puts the server's markup back), the loop's clones and the layout the slides inherit.
 * A write touches only what differs.
 */
import { t } from '../../src/runtime/t';
import { wrap } from './logic';

/** Layout the slides inherit, set on the host (they change on a resize, not on a move). */
export const VARS = ['--carousel-width', '--carousel-gap', '--carousel-speed'];

/** Sets (or with null removes) one attribute, only when it differs. */
export function attr(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** Sets attributes on a server node, adding to `undo` how to put the old values back. */
function setAttrs(el: Element, attrs: Record<string, string | null>, undo: (() => void)[]): void {
  for (const [name, value] of Object.entries(attrs)) {
    const was = el.getAttribute(name);
    undo.push(() => attr(el, name, was));
    attr(el, name, value);
  }
}

/** A copy of a slide for the loop: inert, hidden from assistive technology, without ids. */
function cloneSlide(slide: HTMLElement): HTMLElement {
  const clone = slide.cloneNode(true) as HTMLElement;
  for (const el of [clone, ...clone.querySelectorAll('[id]')]) el.removeAttribute('id');
  for (const el of clone.querySelectorAll('[data-video-url]')) el.removeAttribute('data-video-url');
  clone.classList.add('carousel__slide--clone');
  clone.setAttribute('inert', '');
  clone.setAttribute('aria-hidden', 'true');
  clone.removeAttribute('aria-label');
  return clone;
}

/**
 * Roles and names on the host, the row and the slides, and the enhanced layout's mark. Returns
 * the undo, which also takes off what the moves and the drag leave on the row.
 */
export function enhance(
  host: HTMLElement,
  track: HTMLElement,
  slides: HTMLElement[],
  names: string[],
  trackId: string,
  fade: boolean,
): () => void {
  const named = host.hasAttribute('aria-label') || host.hasAttribute('aria-labelledby');
  const restore: (() => void)[] = [];
  setAttrs(
    host,
    {
      role: named ? (host.localName === 'section' ? host.getAttribute('role') : 'region') : 'group',
      'aria-roledescription': t('carousel'),
      'aria-label': named ? host.getAttribute('aria-label') : t('Slideshow'),
      'data-carousel-enhanced': fade ? 'fade' : 'slide',
    },
    restore,
  );
  // aria-live follows the rotation (write); listed here so that the server's own value
  // comes back.
  setAttrs(track, { id: trackId, 'aria-atomic': 'false', 'aria-live': 'off' }, restore);
  slides.forEach((slide, i) => {
    const active = slide.classList.contains('is-active');
    restore.push(() => {
      slide.inert = false;
      slide.classList.toggle('is-active', active);
    });
    setAttrs(
      slide,
      { role: 'group', 'aria-roledescription': t('slide'), 'aria-label': names[i]! },
      restore,
    );
  });
  return () => {
    for (const undo of restore) undo();
    for (const name of VARS) host.style.removeProperty(name);
    track.style.removeProperty('transform');
    track.style.removeProperty('user-select');
    // The empty attribute our properties leave behind (a server sends none that is empty).
    if (track.getAttribute('style') === '') track.removeAttribute('style');
    // Not remove(), which rewrites the server's class attribute even when the class is absent.
    track.classList.toggle('is-dragging', false);
  };
}

/**
 * Loop clones on both sides of the row, `clones` each: the last `clones` slides, then the first
 * `clones`. Returns the clones in the row (`made`, when their number is unchanged).
 */
export function placeClones(
  track: HTMLElement,
  slides: HTMLElement[],
  clones: number,
  made: HTMLElement[],
): HTMLElement[] {
  if (clones * 2 === made.length) return made;
  for (const clone of made) clone.remove();
  made = Array.from({ length: clones * 2 }, (_, i) =>
    cloneSlide(slides[wrap(i - clones, slides.length)]!),
  );
  track.prepend(...made.slice(0, clones));
  track.append(...made.slice(clones));
  return made;
}

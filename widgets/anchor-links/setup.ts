import { emit, prefersReducedMotion, type WidgetContext } from '../../src/runtime';
import { presses } from './define';
import { clickedLink } from './logic';
import { SCROLL_MS, anchorTarget, ease } from './logic-scroll';

/** Same-page links scroll the quick way; a link followed before this code came is done now. */
export function setup(body: HTMLElement, ctx: WidgetContext): void {
  const root = document.documentElement;
  let frame = 0;
  const stop = () => cancelAnimationFrame(frame);
  /** Follows `link` the quick way; false when it is not ours to follow. */
  const follow = (link: HTMLAnchorElement): boolean => {
    // Links that are controls (tabs, accordion titles, dialogs) belong to their own widgets.
    if (link.matches('[role], .modal, [data-no-scroll]')) return false;
    const target = anchorTarget(link);
    // A target the page does not render (a closed answer, hidden until found) is left to the
    // browser: its own fragment navigation reveals it (beforematch) and scrolls to it.
    if (!target || target.checkVisibility?.() === false) return false;
    stop();
    const arrive = () => {
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
        target.tabIndex = -1;
        ctx.listen(target, 'blur', () => target.removeAttribute('tabindex'), { once: true });
      }
      target.focus({ preventScroll: true });
    };
    const oldURL = location.href;
    history.pushState(history.state, '', link.hash);
    // pushState is silent; what listens for fragment changes (an FAQ opening the linked item)
    // hears of it as it would of the browser's own jump. Before measuring: it may open things.
    if (location.href !== oldURL)
      dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
    const from = scrollY;
    // The page's scroll padding: the header and any other sticky bar (reserveScrollTop).
    const reserve = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    const to = Math.max(0, from + target.getBoundingClientRect().top - reserve);
    if (prefersReducedMotion()) {
      scrollTo(scrollX, to);
      arrive();
      return true;
    }
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min((now - start) / SCROLL_MS, 1);
      scrollTo(scrollX, from + (to - from) * ease(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
      else arrive();
    };
    frame = requestAnimationFrame(step);
    return true;
  };
  // On window, so it runs after every widget's document and element listeners: a click one of
  // them handled (a call-to-action link opening its modal) is defaultPrevented by now.
  ctx.listen(window, 'click', (event) => {
    const link = clickedLink(event as MouseEvent);
    if (link && follow(link)) event.preventDefault();
  });
  // A wheel or a key during the scroll means the visitor has taken over.
  for (const type of ['wheel', 'touchstart', 'keydown'])
    ctx.listen(window, type, stop, { passive: true });
  ctx.signal.addEventListener('abort', stop, { once: true });
  // A link followed while this code was on its way: now, or the browser's own jump.
  const pressed = presses.take(body);
  if (pressed && !follow(pressed)) location.hash = pressed.hash;
  emit(body, 'anchor-links:ready', {});
}

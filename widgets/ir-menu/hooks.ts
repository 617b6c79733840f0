/**
 * The sticky behaviour on server nodes: absolutely placed at the top, fixed 70 px from the top
 * once the visitor scrolls past the header height, the banner padded by the menu height plus 80,
 * and a back-to-top control that fades in while stuck. Everything is restored on unmount.
 */
import { useLayoutEffect } from 'react';
import { debounce, frameThrottle, type WidgetContext } from '../../src/runtime';
import { followElement } from '../../src/runtime/followed';
import { reserveScrollTop } from '../../src/runtime/scroll-padding';
import { bannerPadding, isStuck, scrollPaddingTop } from './logic';
import type { IrMenuModel } from './parse';

/** The menu's part of the page's scroll padding (the header's height is another part). */
const PART = 'ir-menu';

export interface IrMenuProps {
  offset: number;
  header: string;
  banner: string;
}

function stick(
  model: IrMenuModel,
  backToTop: HTMLElement,
  ctx: WidgetContext<IrMenuProps>,
): () => void {
  const { bar } = model;
  const html = document.documentElement;
  const { offset } = ctx.props;
  const banner = ctx.props.banner ? document.querySelector<HTMLElement>(ctx.props.banner) : null;

  const saved = {
    bannerPadding: banner?.style.paddingTop ?? '',
    top: bar.style.top,
    paddingBottom: html.style.scrollPaddingBottom,
  };
  bar.classList.add('ir-menu-bar');
  backToTop.classList.add('ir-back-to-top');

  let headerHeight = 0;
  let stuck = false;

  const apply = (next: boolean) => {
    stuck = next;
    bar.classList.toggle('is-stuck', next);
    bar.style.top = next ? `${offset}px` : saved.top;
    backToTop.classList.toggle('is-visible', next);
    html.style.scrollPaddingBottom = next
      ? `${Math.ceil(backToTop.offsetHeight + 24)}px`
      : saved.paddingBottom;
    ctx.emit('ir-menu:stick', { stuck: next });
  };
  const update = () => {
    const next = isStuck(window.scrollY, headerHeight);
    if (next !== stuck) apply(next);
  };
  const measure = () => {
    // Every read before any write: a read after a write forces a layout of the whole page.
    headerHeight = header()?.offsetHeight ?? 0;
    const menuHeight = bar.offsetHeight;
    const next = isStuck(window.scrollY, headerHeight);
    const paddingTop = `${bannerPadding(menuHeight)}px`;
    if (banner && banner.style.paddingTop !== paddingTop) banner.style.paddingTop = paddingTop;
    // Keeps focused elements and anchor targets clear of the fixed bar (WCAG 2.4.11, C43).
    reserveScrollTop(PART, scrollPaddingTop(offset, menuHeight));
    if (next !== stuck) apply(next);
  };

  ctx.listen(window, 'scroll', frameThrottle(update, ctx.signal), { passive: true });
  ctx.listen(window, 'resize', debounce(measure, 200, ctx.signal), { passive: true });
  // Sizes are read when the observer reports them, right after the browser's own layout (its
  // first report comes before the first paint). Reading them here, during enhancement, forced a
  // layout of the whole page.
  const resizes = ctx.observe(new ResizeObserver(() => measure()));
  resizes.observe(bar);
  // The header the page has now, not the one it had at start: a replaced one measures 0.
  const header = ctx.props.header ? followElement(ctx.props.header, resizes) : () => null;

  // Back to top (500 ms, at once under reduced motion, then focus to the top) is a chunk, asked
  // for when a visitor points at or focuses the link: it shows only once the bar is stuck, and a
  // visit that never scrolls back up never needs it.
  const scrollCode = () => import('./back-to-top');
  const intent = () => void scrollCode().catch(() => {}); // the click reports a failure
  ctx.listen(backToTop, 'pointerover', intent, { passive: true });
  ctx.listen(backToTop, 'focusin', intent);
  ctx.listen(backToTop, 'click', (event) => {
    event.preventDefault();
    scrollCode().then(
      (m) => m.scrollToTop(backToTop, ctx.signal),
      (error: unknown) => {
        ctx.warn('the back-to-top scroll could not load; the page jumps to the top.', error);
        window.scrollTo({ top: 0, behavior: 'instant' });
      },
    );
  });

  return () => {
    bar.classList.remove('ir-menu-bar', 'is-stuck');
    bar.style.top = saved.top;
    backToTop.classList.remove('ir-back-to-top', 'is-visible');
    if (banner) banner.style.paddingTop = saved.bannerPadding;
    reserveScrollTop(PART, null);
    html.style.scrollPaddingBottom = saved.paddingBottom;
  };
}

/**
 * The bar sticks and the back-to-top control shows before the first paint; `link` is the
 * server's back-to-top link, else the one the component renders.
 */
export function useSticky(
  model: IrMenuModel,
  ctx: WidgetContext<IrMenuProps>,
  link: { readonly current: HTMLElement | null },
): void {
  useLayoutEffect(() => {
    const backToTop = model.backToTop ?? link.current;
    if (!backToTop || ctx.signal.aborted) return;
    return stick(model, backToTop, ctx);
  }, [model, ctx, link]);
}

/** Slides an element open or closed ("fast" = 200 ms); instant under reduced motion. */
export const SLIDE_MS = 200;

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
  const animation = el.animate(frames, { duration: SLIDE_MS, easing: 'ease' });
  if (!open) animation.onfinish = () => (el.hidden = true);
}

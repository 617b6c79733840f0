/**
 * Icon videos: a short muted loop plays while the pointer is over its card, and while the card
 * (or a link in it) has keyboard focus, so keyboard users see what mouse users see. Never under
 * reduced motion: the poster frame stays.
 */
import type { WidgetContext } from '../../src/runtime/define';
import { prefersReducedMotion, REDUCED_MOTION, watchMedia } from '../../src/runtime/media';
import type { IconVideoModel } from './parse';

export function setup({ host, video }: IconVideoModel, ctx: WidgetContext<unknown>): void {
  const { autoplay, muted, playsInline } = video;
  video.autoplay = false;
  video.muted = true; // muted playback needs no user gesture and makes no noise
  video.playsInline = true;
  if (autoplay) video.pause();
  let hovered = false;
  let focused = false;

  const update = () => {
    if ((hovered || focused) && !prefersReducedMotion()) {
      // A decorative icon that cannot play (no source, codec) simply stays still.
      video.play()?.catch(() => {});
    } else if (!video.paused) {
      video.pause();
    }
  };
  ctx.listen(host, 'mouseenter', () => {
    hovered = true;
    update();
  });
  ctx.listen(host, 'mouseleave', () => {
    hovered = false;
    update();
  });
  ctx.listen(host, 'focusin', () => {
    focused = true;
    update();
  });
  ctx.listen(host, 'focusout', (event) => {
    focused = host.contains(event.relatedTarget as Node | null);
    update();
  });
  watchMedia(REDUCED_MOTION, update, ctx.signal);
  ctx.signal.addEventListener(
    'abort',
    () => {
      video.pause();
      Object.assign(video, { autoplay, muted, playsInline });
    },
    { once: true },
  );
}

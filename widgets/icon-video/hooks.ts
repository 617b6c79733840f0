/**
 * Icon videos: a short muted loop plays while the pointer is over its card, and while the card
 * (or a link in it) has keyboard focus, so keyboard users see what mouse users see. Never under
 * reduced motion: the poster frame stays.
 */
import { useLayoutEffect } from 'react';
import { prefersReducedMotion, REDUCED_MOTION, watchMedia } from '../../src/runtime/media';
import { shouldPlay } from './logic';
import type { IconVideoModel } from './parse';

/**
 * Plays and pauses the card's video; bound in the commit that marks the card enhanced, and the
 * video given back as the server sent it (sound, autoplay, inline play) in the cleanup.
 */
export function usePlayOnHover({ host, video }: IconVideoModel): void {
  useLayoutEffect(() => {
    const { autoplay, muted, playsInline } = video;
    video.autoplay = false;
    video.muted = true; // muted playback needs no user gesture and makes no noise
    video.playsInline = true;
    if (autoplay) video.pause();
    let hovered = false;
    let focused = false;
    const off = new AbortController();
    const { signal } = off;

    const update = () => {
      if (shouldPlay(hovered, focused, prefersReducedMotion())) {
        // A decorative icon that cannot play (no source, codec) simply stays still.
        video.play()?.catch(() => {});
      } else if (!video.paused) {
        video.pause();
      }
    };
    const on = (type: string, fn: (event: Event) => void) =>
      host.addEventListener(type, (event) => (fn(event), update()), { signal });
    on('mouseenter', () => (hovered = true));
    on('mouseleave', () => (hovered = false));
    on('focusin', () => (focused = true));
    on(
      'focusout',
      (e) => (focused = host.contains((e as FocusEvent).relatedTarget as Node | null)),
    );
    watchMedia(REDUCED_MOTION, update, signal);
    return () => {
      off.abort();
      video.pause();
      Object.assign(video, { autoplay, muted, playsInline });
    };
  }, [host, video]);
}

/**
 * An animation a press starts (a slide, a fade), timed from the frame before the one that first
 * renders it. A new animation otherwise starts on that frame, which shows its first keyframe (the
 * state before the press) once more: the visitor sees the press answered a frame late. The
 * document timeline's time is not enough either: a press handled at the start of a frame (input
 * is dispatched there when the page is busy) already reads that frame's time.
 */
const FRAME_MS = 1000 / 60;

export function animateFromPress(
  el: Element,
  keyframes: Keyframe[] | PropertyIndexedKeyframes,
  options: KeyframeAnimationOptions,
): Animation {
  // Backwards: should a frame still come before the start, it shows the first keyframe, not the
  // element at rest.
  const animation = el.animate(keyframes, { ...options, fill: 'backwards' });
  const frame = document.timeline?.currentTime;
  animation.startTime = (typeof frame === 'number' ? frame : performance.now()) - FRAME_MS;
  return animation;
}

/**
 * An animation a press starts (a slide, a fade), timed from the frame the press came in. A new
 * animation otherwise starts on the frame that first renders it, and that frame shows its first
 * keyframe (the state before the press) once more: the visitor sees the press answered a frame
 * late.
 */
export function animateFromPress(
  el: Element,
  keyframes: Keyframe[] | PropertyIndexedKeyframes,
  options: KeyframeAnimationOptions,
): Animation {
  // Backwards: should a frame still come before the start, it shows the first keyframe, not the
  // element at rest.
  const animation = el.animate(keyframes, { ...options, fill: 'backwards' });
  // The document timeline's time is the frame the press came in, which the next frame passes.
  const frame = document.timeline?.currentTime;
  animation.startTime = typeof frame === 'number' ? frame : performance.now();
  return animation;
}

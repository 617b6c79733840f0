/**
 * Whether an icon video plays: while the pointer is over its card or the card (or a link in it)
 * has keyboard focus, never under reduced motion.
 */
export function shouldPlay(hovered: boolean, focused: boolean, reducedMotion: boolean): boolean {
  return (hovered || focused) && !reducedMotion;
}

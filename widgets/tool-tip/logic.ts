/** The tooltip's rules, apart from the DOM they act on. */

/** 10 px above the trigger. */
export const OFFSET = 10;

/** Whether the tooltip shows, and what keeps it shown (WCAG 1.4.13: persistent). */
export interface Showing {
  open: boolean;
  /** The pointer is over the host (the trigger or the tooltip). */
  hovered: boolean;
  /** Keyboard focus is on the trigger. */
  focused: boolean;
}

/**
 * What the visitor did: the pointer came or left, keyboard focus came or left, a finger touched
 * or lifted (a host script's `show()` and `hide()` count as those), Escape.
 */
export type Cue = 'enter' | 'leave' | 'focus' | 'blur' | 'touchstart' | 'touchend' | 'escape';

export const HIDDEN: Showing = { open: false, hovered: false, focused: false };

/**
 * The state after `cue`. The pointer and keyboard focus each keep it shown until both have gone;
 * a touch shows it until the finger lifts or the pointer or focus leaves; Escape hides it whatever keeps it.
 */
export function next({ open, hovered, focused }: Showing, cue: Cue): Showing {
  if (cue === 'enter') open = hovered = true;
  else if (cue === 'focus') open = focused = true;
  else if (cue === 'leave') {
    hovered = false;
    open &&= focused;
  } else if (cue === 'blur') {
    focused = false;
    open &&= hovered;
  } else open = cue === 'touchstart';
  return { open, hovered, focused };
}

/** Resize settling time before the frame reloads (the platform's own "resize end" was 500 ms). */
export const RELOAD_DEBOUNCE_MS = 500;

/**
 * Whether a resize asks the framed chart to reload: only when the viewport's width changed
 * (mobile browsers fire resize when the address bar hides, which changes the height alone).
 */
export const widthChanged = (before: number, now: number) => before !== now;

/** The summary slide: jQuery's "fast" (200 ms), which the CMS's summaries used. */
export const SLIDE_MS = 200;

/** The keyframes of a teaser sliding open (from 0 to its full height) or closed (back). */
export function slideFrames(open: boolean, height: number): PropertyIndexedKeyframes {
  const heights = [0, height].map((h) => `${h}px`);
  return { height: open ? heights : heights.reverse(), overflow: ['hidden', 'hidden'] };
}

/**
 * Whether the teaser is hidden as the press lands: only a close without motion. A close with
 * motion hides it when the slide ends; an open shows it at once.
 */
export function hiddenAtPress(open: boolean, reducedMotion: boolean): boolean {
  return !open && reducedMotion;
}

/** A headline's text as the button's name reads it: whitespace collapsed, trimmed. */
export function titleText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

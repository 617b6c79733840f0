/**
 * The summary toggle's behaviour on the server's rows: the teaser's id and the fold (the
 * row's open marker, the teaser's `hidden` and its slide).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../src/runtime';
import { animateFromPress } from '../../src/runtime/motion';
import { hiddenAtPress, SLIDE_MS, slideFrames } from './logic';
import type { SummaryItem } from './parse';

let uid = 0;

/** The teaser's id for `aria-controls`: its own, or one given for the component's life. */
export function useSummaryId(summary: HTMLElement): string {
  const [id] = useState(() => summary.id || `summary-${++uid}`);
  useLayoutEffect(() => {
    if (summary.id) return;
    summary.id = id;
    return () => summary.removeAttribute('id');
  }, [summary, id]);
  return id;
}

/**
 * Folds the teaser from the first paint and gives it back shown, without the open marker, when
 * the component goes. The returned function opens or closes it in the press's own task (the
 * slide starts with the click, as on the CMS).
 */
export function useFold({ item, summary }: SummaryItem): (open: boolean) => void {
  const slide = useRef<Animation | undefined>(undefined);
  useLayoutEffect(() => {
    summary.hidden = true;
    return () => {
      slide.current?.cancel();
      summary.hidden = false;
      item.classList.remove('is-open');
    };
  }, [item, summary]);
  const [fold] = useState(() => (open: boolean) => {
    const reduced = prefersReducedMotion();
    item.classList.toggle('is-open', open);
    slide.current?.cancel();
    summary.hidden = hiddenAtPress(open, reduced);
    if (summary.hidden || reduced) return;
    const animation = animateFromPress(summary, slideFrames(open, summary.scrollHeight), {
      duration: SLIDE_MS,
    });
    animation.onfinish = () => (summary.hidden = !open);
    slide.current = animation;
  });
  return fold;
}

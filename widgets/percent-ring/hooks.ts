/**
 * The percent ring's behaviour on its server nodes: when the ring comes into view the bar grows
 * from 0 to its percent and the value counts up with a percent sign; under reduced motion both
 * show the final value at once. The count writes the value's text frame by frame, not through
 * renders.
 */
import { useLayoutEffect, type RefObject } from 'react';
import type { WidgetContext } from '../../src/runtime/define';
import { prefersReducedMotion } from '../../src/runtime/media';
import { dash, DURATION_MS, ease, label, STROKE_OFFSET } from './logic';
import type { PercentRingModel } from './parse';

/**
 * Draws and counts the ring into `model.value`, or into `created` (the value the component adds
 * when the markup has none); gives the server's attributes and value nodes back in its cleanup.
 */
export function useRing(
  model: PercentRingModel,
  created: RefObject<HTMLElement | null>,
  ctx: WidgetContext<unknown>,
): void {
  useLayoutEffect(() => {
    const { host, bar, percent, decimals } = model;
    const value = model.value ?? created.current;
    if (!value || ctx.signal.aborted) return;
    const saved = ['pathLength', 'stroke-dasharray', 'stroke-dashoffset'].map(
      (name) => [name, bar.getAttribute(name)] as const,
    );
    // The server's own nodes (72<small>%</small>, a visually hidden "of target"), put back whole.
    const nodes = [...value.childNodes];
    value.dataset.final = label(percent, decimals);
    bar.setAttribute('pathLength', '100');
    bar.setAttribute('stroke-dashoffset', String(STROKE_OFFSET));

    const show = (current: number) => {
      bar.setAttribute('stroke-dasharray', dash(current));
      value.textContent = label(current, decimals);
    };

    let frame = 0;
    let observer: IntersectionObserver | undefined;
    const animate = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = (now - start) / DURATION_MS;
        show(t >= 1 ? percent : Number((percent * ease(t)).toFixed(decimals)));
        frame = t >= 1 ? 0 : requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };

    if (prefersReducedMotion() || typeof IntersectionObserver !== 'function') {
      show(percent);
    } else {
      show(0);
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer!.disconnect();
          if (prefersReducedMotion()) show(percent);
          else animate();
        },
        { threshold: 0.5 },
      );
      observer.observe(host);
    }

    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      for (const [name, old] of saved) {
        if (old === null) bar.removeAttribute(name);
        else bar.setAttribute(name, old);
      }
      value.replaceChildren(...nodes);
      delete value.dataset.final;
    };
  }, [model, created, ctx]);
}

/**
 * Percent rings: when the ring comes into view the bar grows from 0 to its percent and the value
 * counts up with a percent sign; under reduced motion both show the final value at once.
 */
import type { WidgetContext } from '../../src/runtime/define';
import { prefersReducedMotion } from '../../src/runtime/media';
import { dash, DURATION_MS, ease, label, STROKE_OFFSET } from './logic';
import type { PercentRingModel } from './parse';

export function setup(model: PercentRingModel, ctx: WidgetContext<unknown>): void {
  const { host, bar, percent, decimals } = model;
  const saved = ['pathLength', 'stroke-dasharray', 'stroke-dashoffset'].map(
    (name) => [name, bar.getAttribute(name)] as const,
  );
  const created = !model.value;
  const value = model.value ?? document.createElement('span');
  // The server's own nodes (72<small>%</small>, a visually hidden "of target"), put back whole.
  const nodes = [...value.childNodes];
  if (created) {
    value.className = 'percent-ring__value';
    host.append(value);
  }
  value.dataset.final = label(percent, decimals);
  bar.setAttribute('pathLength', '100');
  bar.setAttribute('stroke-dashoffset', String(STROKE_OFFSET));

  const show = (current: number) => {
    bar.setAttribute('stroke-dasharray', dash(current));
    value.textContent = label(current, decimals);
  };

  let frame = 0;
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
    const observer = ctx.observe(
      new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          if (prefersReducedMotion()) show(percent);
          else animate();
        },
        { threshold: 0.5 },
      ),
    );
    observer.observe(host);
  }

  ctx.signal.addEventListener(
    'abort',
    () => {
      cancelAnimationFrame(frame);
      for (const [name, old] of saved) {
        if (old === null) bar.removeAttribute(name);
        else bar.setAttribute(name, old);
      }
      if (created) value.remove();
      else {
        value.replaceChildren(...nodes);
        delete value.dataset.final;
      }
    },
    { once: true },
  );
}

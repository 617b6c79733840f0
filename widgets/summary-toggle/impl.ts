import { prefersReducedMotion, t, type WidgetImplementation } from '../../src/runtime';
import { parse, type SummaryModel } from './parse';
import css from './style.css?inline';

let uid = 0;

export const implementation: WidgetImplementation<SummaryModel> = {
  styles: css,
  parse,
  setup({ items }, ctx) {
    for (const { item, summary, title } of items) {
      const ownId = summary.id;
      const id = (summary.id ||= `summary-${++uid}`);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'summary-toggle';
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', id);
      const context = document.createElement('span');
      context.className = 'visually-hidden';
      context.textContent = title && ` ${t('for @title', { '@title': title })}`;
      button.append(t('Summary'), context);
      summary.before(button);
      summary.hidden = true;
      let slide: Animation | undefined;
      ctx.listen(button, 'click', () => {
        const open = button.getAttribute('aria-expanded') != 'true';
        button.setAttribute('aria-expanded', `${open}`);
        item.classList.toggle('is-open', open);
        slide?.cancel();
        summary.hidden = !open && prefersReducedMotion();
        ctx.emit('summary-toggle:toggle', { item, open });
        if (summary.hidden || prefersReducedMotion()) return;
        // jQuery's "fast" slide (200 ms), which the CMS's summaries used.
        const height = [0, summary.scrollHeight].map((h) => `${h}px`);
        slide = summary.animate(
          { height: open ? height : height.reverse(), overflow: ['hidden', 'hidden'] },
          200,
        );
        slide.onfinish = () => (summary.hidden = !open);
      });
      ctx.signal.addEventListener(
        'abort',
        () => {
          slide?.cancel();
          button.remove();
          summary.hidden = false;
          if (!ownId) summary.removeAttribute('id');
          item.classList.remove('is-open');
        },
        { once: true },
      );
    }
  },
};

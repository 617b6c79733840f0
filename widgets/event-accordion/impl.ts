/** The lazy part of the event accordion (only the events pages have one). */
import { prefersReducedMotion, type WidgetImplementation } from '../../src/runtime';
import { presses } from './define';
import { parse, type EventAccordionModel } from './parse';
import { slide } from './slide';
import css from './style.css?inline';

let ids = 0;

export const implementation: WidgetImplementation<EventAccordionModel> = {
  parse,
  setup({ items }, ctx) {
    const pressed = presses.take(ctx.host);
    items.forEach(({ item, heading, content }, index) => {
      const initiallyOpen = item.classList.contains('opened');
      const assignedId = !content.id;
      if (assignedId) content.id = `event-accordion-${++ids}`;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'event-accordion__toggle';
      button.setAttribute('aria-controls', content.id);
      button.append(...heading.childNodes);
      heading.append(button);
      const set = (open: boolean, animate: boolean) => {
        item.classList.toggle('opened', open);
        button.setAttribute('aria-expanded', String(open));
        slide(content, open, !animate || prefersReducedMotion());
      };
      set(initiallyOpen, false);
      ctx.listen(button, 'click', () => {
        const open = button.getAttribute('aria-expanded') !== 'true';
        set(open, true);
        ctx.emit('event-accordion:toggle', { index, open });
      });
      if (pressed === heading) button.click();
      ctx.signal.addEventListener(
        'abort',
        () => {
          for (const animation of content.getAnimations()) animation.cancel();
          heading.append(...button.childNodes);
          button.remove();
          content.hidden = false;
          if (assignedId) content.removeAttribute('id');
          item.classList.toggle('opened', initiallyOpen);
        },
        { once: true },
      );
    });
  },
  styles: css,
};

import type { WidgetContext } from '../../src/runtime';
import { leavesAnotherH1 } from './logic';
import type { Applied } from './parse';

/** Hides or removes each heading, or visually hides a page's only h1; disconnecting undoes it. */
export function setup(applied: Applied, ctx: WidgetContext): void {
  for (const [heading, action] of applied) {
    let undo: () => void;
    if (!leavesAnotherH1(heading)) {
      const had = heading.classList.contains('visually-hidden');
      heading.classList.add('visually-hidden');
      undo = () => had || heading.classList.remove('visually-hidden');
    } else if (action === 'hide' || heading === ctx.host) {
      // A host that is itself the heading stays in the DOM: removing it would end the widget.
      const style = heading.getAttribute('style');
      heading.hidden = true;
      heading.style.display = 'none'; // themes often set display on headings
      undo = () => {
        heading.hidden = false;
        if (style === null) heading.removeAttribute('style');
        // CSSOM, not setAttribute: a strict CSP refuses style attributes set from script.
        else heading.style.cssText = style;
      };
    } else {
      const marker = document.createComment(' heading removed by Trellis ');
      heading.replaceWith(marker);
      undo = () => marker.replaceWith(heading);
    }
    ctx.signal.addEventListener('abort', undo, { once: true });
  }
}

import { setting, type WidgetDefinition } from '../../src/runtime';
import { STYLE_CLASS, leavesAnotherH1, rulesFrom, styledHeading, type HeadingRule } from './logic';

type Applied = [heading: HTMLElement, action: HeadingRule['action']][];

/**
 * Page heading rules: the email-alerts page hides one heading; landing, system and SEC filing
 * pages drop their own h1; blocks styled `remove-heading` drop theirs. An h1 that is the page's
 * only one is visually hidden instead, so assistive technology keeps the page title.
 */
export const definition: WidgetDefinition<Applied> = {
  tag: 'heading-rules',
  selector: `body,${STYLE_CLASS}`,
  element: false,
  parse(host, ctx) {
    const found: Applied = [];
    if (host === document.body) {
      for (const rule of rulesFrom(setting('trellis.headingRules'))) {
        let heading: HTMLElement | null;
        try {
          if (!host.matches(rule.page)) continue;
          heading = host.querySelector<HTMLElement>(rule.heading);
        } catch {
          // One rule with a selector CSS cannot parse is skipped, not the others with it.
          ctx.warn('a heading rule selector is not valid CSS; skipped.', rule);
          continue;
        }
        if (heading) found.push([heading, rule.action]);
      }
    } else {
      const heading = styledHeading(host);
      if (heading) found.push([heading, 'remove']);
    }
    return found;
  },
  setup(applied, ctx) {
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
  },
};

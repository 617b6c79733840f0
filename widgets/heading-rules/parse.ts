import { setting, type WidgetContext } from '../../src/runtime';
import { rulesFrom, styledHeading, type HeadingRule } from './logic';

/** The headings this page's rules name, each with what to do to it. */
export type Applied = [heading: HTMLElement, action: HeadingRule['action']][];

/** On <body>, the site's page rules; on a block styled `remove-heading`, its own heading. */
export function parse(host: HTMLElement, ctx: WidgetContext): Applied {
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
}

import type { WidgetDefinition } from '../../src/runtime';

/**
 * Same-page anchor links scroll quickly (200 ms, at once under reduced motion) to their target
 * minus the site header's height, then focus the target. The header height is also published as
 * `scroll-padding-top`, so the browser's own fragment jumps and Tab never hide a focused element
 * under a sticky header. Only the CSS is in the entry; the behaviour is a lazy chunk.
 */
export const definition: WidgetDefinition<HTMLElement> = {
  tag: 'anchor-links',
  selector: 'body',
  element: false,
  // The same variable as HEIGHT in logic.ts (kept out of the entry with the rest of logic.ts).
  // Registered non-inheriting: a value set on <html> then restyles <html> alone, not every
  // element of the page (three whole-page restyles at the bench page's load, issue 7).
  styles:
    '@property --trellis-header-height{syntax:"<length>";inherits:false;initial-value:0px}' +
    'html{scroll-padding-top:calc(var(--trellis-header-height,0px) + var(--trellis-sticky-offset,0px))}',
  parse: (host) => host,
  load: () => import('./impl').then((m) => m.implementation),
};

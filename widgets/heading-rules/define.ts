import type { WidgetDefinition } from '../../src/runtime';
import { setting } from '../../src/runtime/settings';
import { STYLE_CLASS, mayApply } from './logic-pages';
import type { Applied } from './parse';

/**
 * Page heading rules: the email-alerts page hides one heading; landing, system and SEC filing
 * pages drop their own h1; blocks styled `remove-heading` drop theirs. An h1 that is the page's
 * only one is visually hidden instead, so assistive technology keeps the page title. The code
 * comes only where a rule may apply; until it has run, the theme hides what goes (README).
 */
export const definition: WidgetDefinition<Applied> = {
  tag: 'heading-rules',
  selector: `body,${STYLE_CLASS}`,
  element: false,
  // Nowhere to apply: never loads.
  defer: (host) =>
    mayApply(host, setting('trellis.headingRules')) ? undefined : new Promise<void>(() => {}),
  load: () => import('./impl').then((m) => m.implementation),
};

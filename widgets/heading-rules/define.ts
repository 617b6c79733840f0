import type { WidgetDefinition } from '../../src/runtime';
import { STYLE_CLASS } from './logic';
import { parse, type Applied } from './parse';
import { setup } from './setup';

/**
 * Page heading rules: the email-alerts page hides one heading; landing, system and SEC filing
 * pages drop their own h1; blocks styled `remove-heading` drop theirs. An h1 that is the page's
 * only one is visually hidden instead, so assistive technology keeps the page title. In the
 * entry: the first paint must not show a heading that goes.
 */
export const definition: WidgetDefinition<Applied> = {
  tag: 'heading-rules',
  selector: `body,${STYLE_CLASS}`,
  element: false,
  parse,
  setup,
};

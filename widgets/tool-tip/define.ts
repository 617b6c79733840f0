import type { WidgetDefinition } from '../../src/runtime/define';
import type { TooltipModel } from './parse';

/** Tooltips: `<tool-tip>` or `[data-tooltip]` around a focusable trigger and its text. */
export const definition: WidgetDefinition<TooltipModel> = {
  tag: 'tool-tip',
  // Long pages put it far below the fold: no chunk, parse or restyle until a visitor nears it.
  defer: 'near-viewport',
  selector: '[data-tooltip]',
  load: () => import('./impl').then((m) => m.implementation),
};

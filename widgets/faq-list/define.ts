import type { WidgetDefinition } from '../../src/runtime/define';
import type { FaqModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    /** An item opened or closed (0-based index). */
    'faq-list:toggle': { index: number; open: boolean };
  }
}

/** FAQ lists and accordions: `<faq-list>`, `[data-faq-list]`, `[data-accordion]`. */
export const definition: WidgetDefinition<FaqModel> = {
  tag: 'faq-list',
  // Long pages put it far below the fold: no chunk, parse or restyle until a visitor nears it.
  defer: 'near-viewport',
  selector: '[data-faq-list], [data-accordion]',
  load: () => import('./impl').then((m) => m.implementation),
};

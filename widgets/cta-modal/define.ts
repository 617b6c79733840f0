import type { WidgetDefinition } from '../../src/runtime/define';
import type { CtaModalModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'cta-modal:open': { id: string };
    'cta-modal:close': { id: string };
  }
}

/** Call-to-action modals: `<cta-modal id>` or `.cta-modal[id]`, opened by `.cta-button[data-id]`. */
export const definition: WidgetDefinition<CtaModalModel> = {
  tag: 'cta-modal',
  selector: '.cta-modal[id]',
  load: () => import('./impl').then((m) => m.implementation),
  parse: () => {
    throw new Error('cta-modal: implementation not loaded');
  },
};

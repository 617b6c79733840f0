/**
 * Enhanced selects for logged-in administrators: every `select` on a page whose body says a
 * user is logged in. The stub is all visitors download; the decision (settings flags,
 * exclusions, user agent) is in a lazy chunk, and Tom Select in another.
 */
import type { WidgetDefinition } from '../../src/runtime/widget';
import type { SelectModel } from './parse';

export const definition: WidgetDefinition<SelectModel> = {
  tag: 'enhanced-select',
  selector: 'body.user-logged-in select',
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
};

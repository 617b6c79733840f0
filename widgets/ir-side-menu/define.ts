import type { WidgetDefinition } from '../../src/runtime';
import type { SideMenuModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'ir-side-menu:toggle': { open: boolean };
  }
}

/**
 * The investor menu's responsive button and right-side slide-in menu, built from the same
 * horizontal menu block the sticky `ir-menu` manages. Only the selector lives in the entry.
 */
export const definition: WidgetDefinition<SideMenuModel> = {
  tag: 'ir-side-menu',
  selector: '.block-investor-menu',
  element: false,
  parse: (host) => host as never, // replaced by the lazy implementation
  load: () => import('./impl').then((m) => m.implementation),
};

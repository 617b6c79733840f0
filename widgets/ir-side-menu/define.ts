import { mediaQuery, type WidgetDefinition } from '../../src/runtime';
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
  // Wide, a menu without sub-menus has nothing to add (no button, no triggers): the chunk waits
  // until the viewport narrows below the large breakpoint. A block without its menu list loads at
  // once, so its markup error is reported with the page, not on some later resize.
  defer: (host, signal) => {
    const wide = mediaQuery('large');
    if (!wide.matches || !host.querySelector('nav ul') || host.querySelector('nav li > ul')) return;
    return new Promise((resolve) =>
      wide.addEventListener('change', () => resolve(), { once: true, signal }),
    );
  },
  load: () => import('./impl').then((m) => m.implementation),
};

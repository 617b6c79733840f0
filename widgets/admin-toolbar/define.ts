/**
 * `<admin-toolbar>` and Drupal's `#toolbar-administration` markup. Editors only, so the entry
 * keeps just this stub; the implementation is a chunk loaded when a toolbar is on the page.
 */
import type { WidgetDefinition } from '../../src/runtime';
import type { Orientation } from './logic';
import type { ToolbarDom } from './parse';

export const definition: WidgetDefinition<ToolbarDom> = {
  tag: 'admin-toolbar',
  selector: '#toolbar-administration:not(admin-toolbar *)',
  load: () => import('./impl').then((m) => m.implementation),
};

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'admin-toolbar:orientation-change': { orientation: Orientation };
    'admin-toolbar:tab-change': { tab: HTMLElement | null };
    'admin-toolbar:tray-change': { tray: HTMLElement | null };
    /** A refused change, e.g. horizontal while locked vertical. */
    'admin-toolbar:invalid': { message: string };
    'admin-toolbar:visibility-change': { hidden: boolean };
    'admin-toolbar:subtrees-loaded': { fromCache: boolean };
    /** Sent TO the toolbar: asks for an orientation, validated like any other change. */
    'admin-toolbar:set-orientation': { orientation: Orientation };
  }
}

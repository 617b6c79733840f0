import type { WidgetDefinition } from '../../src/runtime';
import type { CollapsibleTableModel } from './parse';

/**
 * Collapsible tables stack into one card per row on narrow screens; each cell shows its column
 * header as a label (`data-label`, which the CSS prints), except in total rows.
 */
export const definition: WidgetDefinition<CollapsibleTableModel> = {
  tag: 'collapsible-table',
  selector: 'table.collapsible-table',
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
};

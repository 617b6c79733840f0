import type { WidgetDefinition } from '../../src/runtime';
import { parse, type CollapsibleTableModel } from './parse';
import css from './style.css?inline';

/**
 * Collapsible tables stack into one card per row on narrow screens; each cell shows its column
 * header as a label (`data-label`, which the CSS prints), except in total rows.
 */
export const definition: WidgetDefinition<CollapsibleTableModel> = {
  tag: 'collapsible-table',
  selector: 'table.collapsible-table',
  element: false,
  styles: css,
  parse,
  setup({ cells }, ctx) {
    for (const [cell, label] of cells) cell.setAttribute('data-label', label);
    ctx.signal.addEventListener(
      'abort',
      () => {
        for (const [cell] of cells) cell.removeAttribute('data-label');
      },
      { once: true },
    );
  },
};

/** The lazy part of the collapsible table: fetched when one is on the page. */
import type { WidgetImplementation } from '../../src/runtime';
import { CollapsibleTable } from './CollapsibleTable';
import { parse, type CollapsibleTableModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<CollapsibleTableModel> = {
  parse,
  Component: CollapsibleTable,
  styles: css,
};

/** The lazy part of the data table: fetched when a table comes near the viewport. */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { DataTable } from './DataTable';
import { parse, type DataTableModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<DataTableModel, Record<string, never>> = {
  parse,
  Component: DataTable,
  styles: css,
};

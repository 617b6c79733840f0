import { MarkupError } from '../../src/runtime';
import { tableGrid } from '../../src/runtime/table';

export interface DataTableModel {
  host: HTMLElement;
  table: HTMLTableElement;
  /**
   * One header cell per column: the lowest cell that covers that column alone, so a grouped
   * header (a `rowspan` label, `colspan` groups above their years) maps every column to its own
   * cell, as DataTables does. A column with no cell of its own names the group cell over it.
   */
  headers: HTMLTableCellElement[];
  /** The first tbody; null for a table with no rows at all (setup adds an empty one). */
  body: HTMLTableSectionElement | null;
  caption: HTMLTableCaptionElement | null;
  /** The name state is saved under: data-table-id, the table id, or DataTables' generated name. */
  stateId: string;
}

/** The hosts the selector matches, in document order: DataTables numbers unnamed tables this way. */
export const HOSTS = 'table.datatable:not([data-table-id] *), [data-table-id]';

export function parse(host: HTMLElement): DataTableModel {
  const table = host instanceof HTMLTableElement ? host : host.querySelector('table');
  if (!table) throw new MarkupError('needs a <table>.');
  // Child selectors rather than tHead/rows: nested tables in cells must not be read.
  const headers = columnHeaders([...table.querySelectorAll(':scope > thead > tr')]);
  if (!headers.length) throw new MarkupError('needs a <thead> with a header row.');
  const body = table.querySelector<HTMLTableSectionElement>(':scope > tbody');
  // Only an unnamed table needs its place among the others: a whole-document query.
  const unnamed = () => [...document.querySelectorAll(HOSTS)].indexOf(host);
  return {
    host,
    table,
    headers,
    body,
    caption: table.querySelector(':scope > caption'),
    stateId:
      host.getAttribute('data-table-id') ||
      table.getAttribute('data-table-id') ||
      table.id ||
      `DataTables_Table_${Math.max(unnamed(), 0)}`,
  };
}

/** The header grid (spans laid out), read down to one cell per column. */
export function columnHeaders(rows: Element[]): HTMLTableCellElement[] {
  const grid = tableGrid(rows);
  const columns = Math.max(0, ...grid.map((row) => row.length));
  const headers: HTMLTableCellElement[] = [];
  for (let c = 0; c < columns; c++) {
    let own: HTMLTableCellElement | undefined;
    let any: HTMLTableCellElement | undefined;
    for (const row of grid) {
      const cell = row[c];
      if (!cell) continue;
      any = cell;
      if (cell.colSpan <= 1) own = cell;
    }
    if (any) headers.push(own ?? any);
  }
  return headers;
}

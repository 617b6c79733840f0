import { MarkupError } from '../../src/runtime';

export interface DataTableModel {
  host: HTMLElement;
  table: HTMLTableElement;
  /** The header cells of the last header row: one per column. */
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
  const headerRows = table.querySelectorAll(':scope > thead > tr');
  const headerRow = headerRows[headerRows.length - 1];
  const headers = headerRow
    ? [...headerRow.querySelectorAll<HTMLTableCellElement>(':scope > th, :scope > td')]
    : [];
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

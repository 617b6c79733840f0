import { MarkupError } from '../../src/runtime';

export interface DataTableModel {
  host: HTMLElement;
  table: HTMLTableElement;
  /** The header cells of the last header row: one per column. */
  headers: HTMLTableCellElement[];
  body: HTMLTableSectionElement;
  caption: HTMLTableCaptionElement | null;
  /** The name state is saved under: data-table-id, the table id, or DataTables' generated name. */
  stateId: string;
}

/** The hosts the selector matches, in document order: DataTables numbers unnamed tables this way. */
export const HOSTS = 'table.datatable:not([data-table-id] *), [data-table-id]';

export function parse(host: HTMLElement): DataTableModel {
  const table = host instanceof HTMLTableElement ? host : host.querySelector('table');
  if (!table) throw new MarkupError('needs a <table>.');
  const head = table.tHead?.rows;
  const headerRow = head?.[head.length - 1];
  if (!headerRow?.cells.length) throw new MarkupError('needs a <thead> with a header row.');
  const body = table.tBodies[0];
  if (!body) throw new MarkupError('needs a <tbody>.');
  const index = [...document.querySelectorAll(HOSTS)].indexOf(host);
  return {
    host,
    table,
    headers: [...headerRow.cells],
    body,
    caption: table.caption,
    stateId:
      host.getAttribute('data-table-id') ||
      table.getAttribute('data-table-id') ||
      table.id ||
      `DataTables_Table_${Math.max(index, 0)}`,
  };
}

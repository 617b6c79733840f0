import { MarkupError } from '../../src/runtime';
import { tableGrid } from '../../src/runtime/table';
import { labelText, TOTAL_ROWS } from './logic';

export interface CollapsibleTableModel {
  table: HTMLTableElement;
  /** Each cell to label, with the header cells over its column, top down; total rows excluded. */
  cells: [cell: HTMLTableCellElement, headers: HTMLTableCellElement[]][];
}

/** The label a cell gets from the header cells over its column. */
export const labelOf = (headers: readonly Element[]) =>
  labelText(headers.map((h) => h.textContent));

/**
 * Header cells per column, top down, each once ("Segment" for a label spanning both header
 * rows; the group, then the year, under a colspan group).
 */
export function columnHeaders(headerRows: readonly Element[]): HTMLTableCellElement[][] {
  const grid = tableGrid(headerRows);
  const columns = Math.max(0, ...grid.map((row) => row.length));
  return Array.from({ length: columns }, (_, c) => [
    ...new Set(grid.map((row) => row[c]).filter((cell) => !!cell)),
  ]);
}

export function parse(host: HTMLElement): CollapsibleTableModel {
  const table = host as HTMLTableElement;
  const headerRows = [...table.querySelectorAll(':scope > thead > tr')];
  if (!headerRows.length) throw new MarkupError('needs a <thead> row of column headers.');
  const columns = columnHeaders(headerRows);
  const cells: CollapsibleTableModel['cells'] = [];
  // Body rows by group, so a cell spanning rows (a segment label over its quarters) moves the
  // cells of the rows below it to their own columns.
  for (const group of table.querySelectorAll(':scope > tbody, :scope > tfoot')) {
    const rows = [...group.querySelectorAll(':scope > tr')];
    const grid = tableGrid(rows);
    rows.forEach((row, r) => {
      if (row.matches(TOTAL_ROWS)) return;
      grid[r]!.forEach((cell, column) => {
        // Each cell once, at its first column; cells the CMS labelled itself keep their label.
        if (cell.parentElement !== row || grid[r]![column - 1] === cell) return;
        const headers = columns[column];
        if (headers && labelOf(headers) && !cell.hasAttribute('data-label'))
          cells.push([cell, headers]);
      });
    });
  }
  return { table, cells };
}

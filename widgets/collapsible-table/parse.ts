import { MarkupError } from '../../src/runtime';
import { tableGrid } from '../../src/runtime/table';

export interface CollapsibleTableModel {
  table: HTMLTableElement;
  /** Every row of the table with the header label of each of its cells; total rows excluded. */
  cells: [cell: HTMLTableCellElement, label: string][];
}

/** Rows that sum up the others keep their cells unlabelled. */
export const TOTAL_ROWS = 'tfoot > tr, tr[class*="total"]';

const text = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Header text per column: the texts of the header cells over it, top down ("Three months 2025"
 * under a colspan group; "Segment" for a label spanning both header rows).
 */
export function columnLabels(headerRows: readonly Element[]): string[] {
  const grid = tableGrid(headerRows);
  const columns = Math.max(0, ...grid.map((row) => row.length));
  return Array.from({ length: columns }, (_, c) =>
    [...new Set(grid.map((row) => row[c]).filter((cell) => !!cell))]
      .map(text)
      .filter(Boolean)
      .join(' '),
  );
}

export function parse(host: HTMLElement): CollapsibleTableModel {
  const table = host as HTMLTableElement;
  const headerRows = [...table.querySelectorAll(':scope > thead > tr')];
  if (!headerRows.length) throw new MarkupError('needs a <thead> row of column headers.');
  const labels = columnLabels(headerRows);
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
        const label = labels[column];
        if (label && !cell.hasAttribute('data-label')) cells.push([cell, label]);
      });
    });
  }
  return { table, cells };
}

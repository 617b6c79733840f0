import { MarkupError } from '../../src/runtime';

export interface CollapsibleTableModel {
  table: HTMLTableElement;
  /** Every row of the table with the header label of each of its cells; total rows excluded. */
  cells: [cell: HTMLTableCellElement, label: string][];
}

/** Rows that sum up the others keep their cells unlabelled. */
export const TOTAL_ROWS = 'tfoot > tr, tr[class*="total"]';

/** Header text per column, with colspans spread over the columns they cover. */
export function columnLabels(headerRow: Element): string[] {
  const labels: string[] = [];
  for (const th of headerRow.children) {
    const text = (th.textContent ?? '').replace(/\s+/g, ' ').trim();
    const span = Math.max(Number(th.getAttribute('colspan')) || 1, 1);
    for (let i = 0; i < span; i++) labels.push(text);
  }
  return labels;
}

export function parse(host: HTMLElement): CollapsibleTableModel {
  const table = host as HTMLTableElement;
  const headerRows = table.querySelectorAll(':scope > thead > tr');
  const headerRow = headerRows[headerRows.length - 1];
  if (!headerRow) throw new MarkupError('needs a <thead> row of column headers.');
  const labels = columnLabels(headerRow);
  const cells: CollapsibleTableModel['cells'] = [];
  for (const row of table.querySelectorAll(':scope > tbody > tr, :scope > tfoot > tr')) {
    if (row.matches(TOTAL_ROWS)) continue;
    let column = 0;
    for (const cell of row.children as HTMLCollectionOf<HTMLTableCellElement>) {
      const label = labels[column];
      // Cells the CMS labelled itself keep their label.
      if (label && !cell.hasAttribute('data-label')) cells.push([cell, label]);
      column += Math.max(Number(cell.getAttribute('colspan')) || 1, 1);
    }
  }
  return { table, cells };
}

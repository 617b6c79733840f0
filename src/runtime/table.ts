/**
 * The HTML table model's grid for a group of rows: which cell covers each (row, column), with
 * colspan and rowspan laid out. Grouped headers and row-spanning labels read by column.
 */
export function tableGrid(rows: readonly Element[]): HTMLTableCellElement[][] {
  const grid: HTMLTableCellElement[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let c = 0;
    for (const cell of row.children) {
      if (!(cell instanceof HTMLTableCellElement)) continue;
      while (grid[r]![c]) c++;
      const across = Math.max(1, cell.colSpan);
      // rowspan="0" reaches the end of the group.
      const down = cell.rowSpan > 0 ? Math.min(cell.rowSpan, rows.length - r) : rows.length - r;
      for (let y = r; y < r + down; y++) for (let x = c; x < c + across; x++) grid[y]![x] = cell;
      c += across;
    }
  });
  return grid;
}

/**
 * The table's enhancement up to its first page: its rows read and its first order made in
 * slices, the saved or declared state, then every row past the first page taken out. Until then
 * the server table is the page.
 */
import { useLayoutEffect, useState } from 'react';
import { removeUnobserved, type WidgetContext } from '../../src/runtime';
import { storage } from '../../src/runtime/storage';
import {
  DEFAULT_LENGTH,
  countFormat,
  declaredOrder,
  stateKey,
  validState,
  type TableState,
} from './logic';
import { orderColumn } from './logic-order';
import { parkedRows, pending } from './define';
import type { DataTableModel } from './parse';
import {
  clamped,
  pageRows,
  readColumn,
  readRows,
  slices,
  textOrder,
  visibleRows,
  type Rows,
} from './use-rows';

/** What the enhanced table starts from, once its rows are read and its first page trimmed. */
export interface Table {
  rows: Rows;
  sortable: boolean[];
  state: TableState;
  formatCount(n: number): string;
  /** Where the state is saved. */
  key: string;
  /** What a visitor focused in the table before its code came. */
  focused: Element | null;
}

/** Whether a header cell can be a sort control: its own column, and no control inside it. */
function canSort(th: HTMLTableCellElement, c: number, headers: HTMLTableCellElement[]): boolean {
  return (
    th.getAttribute('data-orderable') !== 'false' &&
    headers.indexOf(th) === c &&
    headers.lastIndexOf(th) === c &&
    !th.querySelector('a,button,input,select,textarea,[tabindex]')
  );
}

/**
 * Takes every server row that is not on the first page out of the tbody, from the bottom up, in
 * slices: tearing down the layout of ten thousand rows at once is a long task of its own;
 * sliced, it never blocks input for long. The runtime's observer does not record these removals
 * (a record per row cost more than the removal).
 */
async function trimToFirstPage(
  model: DataTableModel,
  page: HTMLTableRowElement[],
  nodes: HTMLTableRowElement[],
  signal: AbortSignal,
): Promise<boolean> {
  const body = model.body!;
  const unrendered = (node: Element | undefined) =>
    !node || node.checkVisibility?.({ contentVisibilityAuto: true }) === false;
  if (
    page.length < nodes.length &&
    // Every row past the tenth (the pending CSS hides them until the table is ready; a selector
    // match, as asking a hidden row whether it shows styles it: 110 ms on 10,000 rows at 4× CPU),
    // or the whole table (content-visibility skips it, or it is hidden).
    (model.table.matches(pending) || unrendered(model.table))
  ) {
    // Rows that are not rendered have no layout to tear down: the tbody gives way to a shallow
    // copy holding the first page, and the other rows leave with it in one call, several times
    // faster than removing them one row at a time, even display:none rows.
    // The rows keep their listeners; the tbody element is new.
    const fresh = body.cloneNode(false) as HTMLTableSectionElement;
    fresh.append(...page);
    body.replaceWith(fresh);
    model.body = fresh;
    return true;
  }
  const keep = new Set<Element>(page);
  let row = body.lastElementChild;
  const trimSlice = () => {
    while (row && !slices.spent()) {
      const previous: Element | null = row.previousElementSibling;
      if (!keep.has(row)) row.remove();
      row = previous;
    }
  };
  while (row) {
    removeUnobserved(trimSlice);
    if (row && !(await slices.next(signal))) return false;
  }
  return true;
}

/**
 * Reads the rows and orders the first column in slices, then takes the rows past the first page
 * out: the first order is the heaviest step, its column read in slices, the sort in a task of
 * its own, then the number format, then the DOM work. Undefined once `signal` aborts.
 */
async function prepare(model: DataTableModel, signal: AbortSignal): Promise<Table | undefined> {
  const { table, headers } = model;
  performance.mark('data-table:read');
  slices.begin();
  // Rows the entry parked outside the page (define.ts) follow the ones in it.
  const parked = parkedRows(model.body);
  const rows = await readRows([model.body!, parked], headers.length, signal);
  if (!rows || signal.aborted) return;
  performance.mark('data-table:enhance');
  const { columns } = rows;
  const sortable = headers.map(canSort);
  const key = stateKey(model.stateId, location.pathname);
  // The runtime's store unwraps its own TTL format and hands DataTables' plain JSON through.
  const saved = validState(storage('local').get(key), columns, Date.now());
  const first = Math.max(sortable.indexOf(true), 0);
  let state: TableState = saved ?? {
    start: 0,
    length: DEFAULT_LENGTH,
    order: declaredOrder(table.getAttribute('data-order'), sortable) ?? [first, 'asc'],
    search: '',
  };
  if (!sortable[state.order[0]]) state.order = [first, 'asc'];
  const [col] = state.order;
  const sortedBy = await readColumn(rows, col, signal);
  if (!sortedBy || !(await slices.breathe(signal))) return;
  rows.orders[col] = orderColumn(sortedBy, textOrder(rows));
  if (!(await slices.breathe(signal))) return;
  const formatCount = countFormat(rows.lang);
  if (!(await slices.breathe(signal))) return;
  // A visitor who tabbed into the table before its code came keeps their place: the page shown
  // is the one with the focused row.
  const focused = table.contains(document.activeElement) ? document.activeElement : null;
  const row = focused?.closest('tr');
  const at = row ? visibleRows(rows, state).indexOf(rows.nodes.indexOf(row)) : -1;
  if (at >= 0) state.start = at;
  state = clamped(rows, state);
  if (!parked && !(await trimToFirstPage(model, pageRows(rows, state), rows.nodes, signal))) {
    model.body!.replaceChildren(...rows.nodes);
    return;
  }
  return { rows, sortable, state, formatCount, key, focused };
}

/**
 * The table once its rows are read and its first page trimmed; null meanwhile. The runtime's
 * `data-enhanced` waits for that moment too (tests and the bench wait on it).
 */
export function useTable(model: DataTableModel, ctx: WidgetContext<unknown>): Table | null {
  const [table, setTable] = useState<Table | null>(null);
  useLayoutEffect(() => {
    const { host, signal } = ctx;
    if (signal.aborted) return;
    queueMicrotask(() => {
      if (!host.hasAttribute('data-dt-ready')) host.removeAttribute('data-enhanced');
    });
    const added = !model.body;
    model.body ??= model.table.createTBody();
    prepare(model, signal).then(
      (ready) => ready && !signal.aborted && setTable(ready),
      (error: unknown) => ctx.fail(error),
    );
    return () => {
      if (added) model.body?.remove();
    };
  }, [model, ctx]);
  return table;
}

/**
 * The enhanced table's hooks on its server nodes: drawing a state (a page is drawn by moving the
 * server's <tr> nodes into the tbody, never by rendering them), the enhanced table's place and
 * description, and the orders and search text warmed while the page is idle. Reading the rows
 * and the first page is `use-table`; the rows' orders and search, `use-rows`.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { t, type WidgetContext } from '../../src/runtime';
import { storage } from '../../src/runtime/storage';
import { STATE_SECONDS, idleSteps, type TableState } from './logic';
import { orderColumn } from './logic-order';
import { attachBehaviours, claimRows } from './define';
import type { DataTableModel } from './parse';
import { buildHaystacks, column, pageRows, textOrder } from './use-rows';
import type { Table } from './use-table';

/**
 * What draws a state: the server rows of its page move into the tbody, the sorted header is
 * marked, and the state is saved. The handlers call it in the event itself, so a sort that leaves
 * every control as it was renders nothing.
 */
export function useDraw(model: DataTableModel, table: Table): (state: TableState) => void {
  const [draw] = useState(() => {
    const { rows, sortable, key } = table;
    const empty = document.createElement('tr');
    const cell = empty.insertCell();
    cell.className = 'dt-empty';
    cell.colSpan = rows.columns;
    cell.textContent = rows.nodes.length
      ? t('No matching records found')
      : t('No data available in table');
    return (state: TableState) => {
      const page = pageRows(rows, state);
      model.body!.replaceChildren(...(page.length ? page : [empty]));
      const [col, dir] = state.order;
      model.headers.forEach((th, c) => {
        if (c === col && sortable[c])
          th.setAttribute('aria-sort', dir === 'asc' ? 'ascending' : 'descending');
        else th.removeAttribute('aria-sort');
      });
      storage('local').set(key, { ...state, columns: rows.columns }, { ttlSeconds: STATE_SECONDS });
    };
  });
  return draw;
}

/**
 * Draws the first page, moves the table into its scroll region and the controls' box before it,
 * describes it by the hint, gives focus back to what had it, and marks it ready. Everything is put back on unmount:
 * all rows in server order, the table where it was, its header cells as they were.
 */
export function useEnhancedTable(
  model: DataTableModel,
  ctx: WidgetContext<unknown>,
  table: Table,
  parts: { container: HTMLElement; scroller: { current: HTMLElement | null }; hint: string },
  draw: (state: TableState) => void,
): void {
  useLayoutEffect(() => {
    const { host, signal } = ctx;
    const { container, scroller, hint } = parts;
    const { table: element, headers } = model;
    if (signal.aborted) return;
    const parked = claimRows(model.body);
    if (parked) attachBehaviours(parked);
    draw(table.state);
    // Each header cell's own content goes into its sort button (rendered last in the cell).
    const sortButtons = headers.flatMap((th, c) =>
      table.sortable[c] ? [th.lastChild as HTMLButtonElement] : [],
    );
    for (const button of sortButtons)
      button.prepend(...[...button.parentNode!.childNodes].slice(0, -1));
    const describedBy = element.getAttribute('aria-describedby');
    element.setAttribute('aria-describedby', [describedBy, hint].filter(Boolean).join(' '));
    // Moved only now that the tbody holds one page: moving 10,000 rows costs as much as a draw.
    element.before(container);
    scroller.current!.append(element);
    // Only if it went nowhere else: the trim yields, and the visitor may have moved on meanwhile.
    const { focused } = table;
    const active = document.activeElement;
    if (focused instanceof HTMLElement && (!active || active === document.body))
      focused.focus({ preventScroll: true });
    performance.mark('data-table:ready');
    host.setAttribute('data-dt-ready', '');
    host.setAttribute('data-enhanced', '');
    ctx.emit('data-table:ready', { rows: table.rows.nodes.length });
    return () => {
      model.body!.replaceChildren(...table.rows.nodes);
      for (const th of headers) th.removeAttribute('aria-sort');
      for (const button of sortButtons)
        button.parentNode?.prepend(...[...button.childNodes].slice(0, -1));
      if (describedBy === null) element.removeAttribute('aria-describedby');
      else element.setAttribute('aria-describedby', describedBy);
      // A host removed from the page stays removed; otherwise the table goes back in its place.
      if (element.parentNode === scroller.current) container.before(element);
      container.remove();
      host.removeAttribute('data-dt-ready');
    };
  }, [model, ctx, table, parts, draw]);
}

/**
 * Orders for the other columns and the search text are prepared while the page is idle, one step
 * per callback (a column's text, then its order), so the first click on any header sorts within
 * a frame and no idle step grows into a long task. A step reads or sorts one column of every row
 * (a good part of a frame for a large table, more on a slow phone): idleSteps learns what a step
 * costs and waits for an idle period with room for it.
 */
export function useWarmOrders(table: Table): void {
  useEffect(() => {
    const { rows, sortable } = table;
    const unread = () => {
      for (let c = 0; c < rows.columns; c++) if (!rows.values[c]) return c;
      return -1;
    };
    const warm = (): boolean => {
      const c = sortable.findIndex((can, i) => can && !rows.orders[i]);
      const u = unread();
      if (c >= 0 && !rows.collator)
        textOrder(rows)(); // a step of its own: see textOrder
      else if (c >= 0 && !rows.values[c]) column(rows, c);
      else if (c >= 0) rows.orders[c] = orderColumn(rows.values[c]!, textOrder(rows));
      else if (u >= 0) column(rows, u);
      else rows.haystacks ??= buildHaystacks(rows);
      return !rows.haystacks;
    };
    if (typeof requestIdleCallback === 'function')
      return idleSteps(warm, Math.min(rows.nodes.length / 700, 25));
  }, [table]);
}

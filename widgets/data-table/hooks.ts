/**
 * The data table's behaviour on its server nodes. The <tr> nodes stay the server's: a page is
 * drawn by moving them into the tbody, never by rendering them. A column's cell text is read (no
 * layout reads) the first time a sort or a search needs it; sorts use orders precomputed per
 * column, search one lowercased string per row.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { removeUnobserved, t, type WidgetContext } from '../../src/runtime';
import { createSlices } from '../../src/runtime/slices';
import { storage } from '../../src/runtime/storage';
import {
  DEFAULT_LENGTH,
  STATE_SECONDS,
  clampStart,
  countFormat,
  declaredOrder,
  descending,
  filterRows,
  idleSteps,
  narrows,
  orderColumn,
  searchWords,
  stateKey,
  validState,
  type ColumnOrder,
  type TableState,
} from './logic';
import type { DataTableModel } from './parse';

// Every table's work on the page shares one clock: a small table enhances in one or two tasks,
// a large one never blocks input for long.
const slices = createSlices(12);

/** The server rows and what sorting and searching them needs, each part read when first asked. */
export interface Rows {
  nodes: HTMLTableRowElement[];
  columns: number;
  /** values[column][row]: the sort text of each cell (data-order, else its text). */
  values: (string[] | undefined)[];
  /** Cells whose search text differs from their sort text (data-search), by row. */
  searchText: Map<number, string[]>;
  orders: (ColumnOrder | undefined)[];
  /** One lowercased string per row, built the first time a search needs it. */
  haystacks?: string[];
  lang: string | undefined;
  collator?: Intl.Collator;
  /** The last search term and its words. */
  term: { text: string; words: string[] };
  /** The last visible rows, by order and search words. */
  cache: { key: string; order: string; words: string[]; rows: Uint32Array<ArrayBufferLike> };
}

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

/** The first Intl object of each kind on a page loads ICU data (a long task): made when needed. */
const textOrder = (rows: Rows) => () =>
  (rows.collator ??= new Intl.Collator(rows.lang, { numeric: true, sensitivity: 'base' }));

/** The server rows, in order: a sibling walk, no live collections, nothing that needs layout. */
async function readRows(
  body: HTMLTableSectionElement,
  columns: number,
  signal: AbortSignal,
): Promise<Rows | undefined> {
  const nodes: HTMLTableRowElement[] = [];
  for (let row = body.firstElementChild; row; row = row.nextElementSibling) {
    if (!(row instanceof HTMLTableRowElement)) continue;
    nodes.push(row);
    if ((nodes.length & 2047) === 0 && slices.spent() && !(await slices.next(signal)))
      return undefined;
  }
  const lang = document.documentElement.lang || undefined;
  const cache = { key: '', order: '', words: [], rows: new Uint32Array() };
  const term = { text: '', words: [] };
  return { nodes, columns, values: [], searchText: new Map(), orders: [], lang, term, cache };
}

/**
 * One column's cell texts, read the first time a sort or a search needs them: the first page
 * needs only the sorted column, so a large table is not read whole before it is usable.
 */
function column(rows: Rows, c: number): string[] {
  const cached = rows.values[c];
  if (cached) return cached;
  const out = new Array<string>(rows.nodes.length);
  for (let r = 0; r < out.length; r++) out[r] = cellText(rows, r, c);
  return (rows.values[c] = out);
}

/** `column`, read in slices: the first sort's column on a large table is its own long task. */
async function readColumn(rows: Rows, c: number, signal: AbortSignal): Promise<string[] | null> {
  const cached = rows.values[c];
  if (cached) return cached;
  const out = new Array<string>(rows.nodes.length);
  for (let r = 0; r < out.length; r++) {
    out[r] = cellText(rows, r, c);
    if ((r & 255) === 255 && slices.spent() && !(await slices.next(signal))) return null;
  }
  return (rows.values[c] ??= out);
}

/** A cell's sort text (data-order, else its text); notes its data-search text on the way. */
function cellText(rows: Rows, r: number, c: number): string {
  // A sibling walk: `children[c]` makes a live collection on each of 10,000 rows.
  let cell = rows.nodes[r]!.firstElementChild;
  for (let i = 0; i < c && cell; i++) cell = cell.nextElementSibling;
  if (!cell) return '';
  const text = (cell.textContent ?? '').trim();
  if (!cell.hasAttributes()) return text;
  const order = cell.getAttribute('data-order') ?? cell.getAttribute('data-sort');
  // A search finds what the cell shows ("Jan 31, 2026"), not its sort key, unless told otherwise.
  const search =
    cell.getAttribute('data-search') ??
    cell.getAttribute('data-filter') ??
    (order !== null ? text : null);
  if (search !== null) {
    let list = rows.searchText.get(r);
    if (!list) rows.searchText.set(r, (list = []));
    list[c] = search;
  }
  return order ?? text;
}

function buildHaystacks(rows: Rows): string[] {
  const { searchText } = rows;
  const values = Array.from({ length: rows.columns }, (_, c) => column(rows, c));
  const out = new Array<string>(rows.nodes.length);
  for (let r = 0; r < out.length; r++) {
    const own = searchText.get(r);
    let hay = '';
    for (let c = 0; c < values.length; c++) hay += (own?.[c] ?? values[c]![r]) + '\n';
    out[r] = hay.toLowerCase();
  }
  return out;
}

/** The rows a state shows, in its order: indices into `rows.nodes`. */
export function visibleRows(rows: Rows, { order: [col, dir], search }: TableState): Uint32Array {
  const order = (rows.orders[col] ??= orderColumn(column(rows, col), textOrder(rows)));
  const sequence = dir === 'asc' ? order.asc : descending(order);
  const { cache, term } = rows;
  if (term.text !== search) {
    term.text = search;
    term.words = searchWords(search);
  }
  const { words } = term;
  const orderKey = `${col}${dir}`;
  const key = `${orderKey}\n${words.join('\n')}`;
  if (cache.key !== key) {
    // A longer term in the same order filters the last result (10,000 rows: a keystroke
    // scans what is left, not the whole table).
    const from = cache.order === orderKey && narrows(cache.words, words) ? cache.rows : sequence;
    cache.key = key;
    cache.order = orderKey;
    cache.words = words;
    cache.rows = words.length
      ? filterRows(from, (rows.haystacks ??= buildHaystacks(rows)), words)
      : sequence;
  }
  return cache.rows;
}

/** `state` with its start moved to the first row of the page that holds it. */
export function clamped(rows: Rows, state: TableState): TableState {
  const start = clampStart(state.start, state.length, visibleRows(rows, state).length);
  return start === state.start ? state : { ...state, start };
}

/** The server rows of the page `state` points at. */
function pageRows(rows: Rows, state: TableState): HTMLTableRowElement[] {
  const visible = visibleRows(rows, state);
  const end = Math.min(state.start + state.length, visible.length);
  const page: HTMLTableRowElement[] = [];
  for (let i = state.start; i < end; i++) page.push(rows.nodes[visible[i]!]!);
  return page;
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
    // The whole table (content-visibility skips it, or it is hidden), or every row past the
    // tenth (the pending CSS in define.ts hides them until the table is ready).
    (unrendered(model.table) || (unrendered(nodes[10]) && unrendered(nodes.at(-1))))
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
  const rows = await readRows(model.body!, headers.length, signal);
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
  if (!(await trimToFirstPage(model, pageRows(rows, state), rows.nodes, signal))) {
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

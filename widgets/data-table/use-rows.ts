/**
 * The table's server rows and what sorting and searching them needs: each column's cell text
 * read the first time a sort or a search asks for it (no layout reads), sorts from orders
 * precomputed per column, search over one lowercased string per row.
 */
import { createSlices } from '../../src/runtime/slices';
import { clampStart, filterRows, narrows, searchWords, type TableState } from './logic';
import { descending, orderColumn, type ColumnOrder } from './logic-order';

// Every table's work on the page shares one clock: a small table enhances in one or two tasks,
// a large one never blocks input for long.
export const slices = createSlices(12);

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

/** The first Intl object of each kind on a page loads ICU data (a long task): made when needed. */
export const textOrder = (rows: Rows) => () =>
  (rows.collator ??= new Intl.Collator(rows.lang, { numeric: true, sensitivity: 'base' }));

/** The server rows, in order: a sibling walk, no live collections, nothing that needs layout. */
export async function readRows(
  bodies: (HTMLTableSectionElement | undefined)[],
  columns: number,
  signal: AbortSignal,
): Promise<Rows | undefined> {
  const nodes: HTMLTableRowElement[] = [];
  for (const body of bodies)
    for (let row = body?.firstElementChild; row; row = row.nextElementSibling) {
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
export function column(rows: Rows, c: number): string[] {
  const cached = rows.values[c];
  if (cached) return cached;
  const out = new Array<string>(rows.nodes.length);
  for (let r = 0; r < out.length; r++) out[r] = cellText(rows, r, c);
  return (rows.values[c] = out);
}

/** `column`, read in slices: the first sort's column on a large table is its own long task. */
export async function readColumn(
  rows: Rows,
  c: number,
  signal: AbortSignal,
): Promise<string[] | null> {
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

export function buildHaystacks(rows: Rows): string[] {
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
export function pageRows(rows: Rows, state: TableState): HTMLTableRowElement[] {
  const visible = visibleRows(rows, state);
  const end = Math.min(state.start + state.length, visible.length);
  const page: HTMLTableRowElement[] = [];
  for (let i = state.start; i < end; i++) page.push(rows.nodes[visible[i]!]!);
  return page;
}

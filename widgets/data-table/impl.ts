/**
 * The data table enhancer (a lazy chunk). Keeps the server <tr> nodes and draws a page by swapping
 * the tbody's children. A column's cell text is read (no layout reads) the first time a sort or a
 * search needs it; sorts use orders precomputed per column, search one lowercased string per row.
 */
import {
  addStyles,
  debounce,
  formatPlural,
  removeUnobserved,
  setting,
  t,
  type WidgetContext,
  type WidgetImplementation,
} from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import { createSlices } from '../../src/runtime/slices';
import { storage } from '../../src/runtime/storage';
import css from './style.css?inline';
import { parse, type DataTableModel } from './parse';
import {
  DEFAULT_LENGTH,
  PAGE_LENGTHS,
  STATE_SECONDS,
  clampStart,
  declaredOrder,
  descending,
  filterRows,
  idleSteps,
  narrows,
  orderColumn,
  countFormat,
  pageButtons,
  searchWords,
  stateKey,
  validState,
  type ColumnOrder,
  type TableState,
} from './logic';

/** Work done per slice of the initial read before yielding, so no long task is caused. */
const SLICE_MS = 12;

let uid = 0;

type Attrs = Record<string, string | number | boolean | undefined>;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}

// Every table's work on the page shares one clock: a small table enhances in one or two tasks,
// a large one never blocks input for long.
const slices = createSlices(SLICE_MS);

interface Rows {
  nodes: HTMLTableRowElement[];
  columns: number;
  /** values[column][row]: the sort text of each cell (data-order, else its text), read lazily. */
  values: (string[] | undefined)[];
  /** Cells whose search text differs from their sort text (data-search), by row. */
  searchText: Map<number, string[]>;
}

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
  return { nodes, columns, values: [], searchText: new Map() };
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

/** One lowercased string per row, built the first time a search needs it. */
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

function setup(model: DataTableModel, ctx: WidgetContext): void {
  addStyles('data-table:impl', css);
  const { host } = model;
  let ready = false;
  // The runtime marks the host enhanced when setup returns; a large table is enhanced only
  // once its rows are read, so tests and the bench wait for the real moment.
  queueMicrotask(() => {
    if (!ready && !ctx.signal.aborted) host.removeAttribute('data-enhanced');
  });
  const added = !model.body;
  const body = (model.body ??= model.table.createTBody());
  if (added) ctx.signal.addEventListener('abort', () => model.body?.remove(), { once: true });
  performance.mark('data-table:read');
  slices.begin();
  readRows(body, model.headers.length, ctx.signal)
    .then(async (rows) => {
      if (!rows || ctx.signal.aborted) return;
      performance.mark('data-table:enhance');
      // A table taken out during the last step has been given back to the server's markup.
      if (!(await enhance(model, rows, ctx)) || ctx.signal.aborted) return;
      performance.mark('data-table:ready');
      ready = true;
      host.setAttribute('data-dt-ready', '');
      host.setAttribute('data-enhanced', '');
      ctx.emit('data-table:ready', { rows: rows.nodes.length });
    })
    .catch((error: unknown) => ctx.fail(error));
}

async function enhance(model: DataTableModel, rows: Rows, ctx: WidgetContext): Promise<boolean> {
  const { table, headers, caption, host } = model;
  let body = model.body!;
  const { signal } = ctx;
  const columns = headers.length;
  const total = rows.nodes.length;
  const lang = document.documentElement.lang || undefined;
  // The first Intl object of each kind on a page loads ICU data (a long task): the collator is made
  // only when a text column is first sorted (or in an idle step), the number format only for
  // locales that do not group by commas (see countFormat), after the first order.
  let collator: Intl.Collator | undefined;
  const textOrder = () =>
    (collator ??= new Intl.Collator(lang, { numeric: true, sensitivity: 'base' }));
  const orders: (ColumnOrder | undefined)[] = [];
  const store = storage('local');
  const key = stateKey(model.stateId, location.pathname);
  const id = `dt-${++uid}`;
  const accordion = setting('accessible_accordions') === true;

  const sortable = headers.map(
    (th) =>
      th.getAttribute('data-orderable') !== 'false' &&
      headers.indexOf(th) === headers.lastIndexOf(th) &&
      !th.querySelector('a,button,input,select,textarea,[tabindex]'),
  );
  // The runtime's store unwraps its own TTL format and hands DataTables' plain JSON through.
  const saved = validState(store.get(key), columns, Date.now());
  const firstSortable = Math.max(sortable.indexOf(true), 0);
  const state: TableState = saved ?? {
    start: 0,
    length: DEFAULT_LENGTH,
    order: declaredOrder(table.getAttribute('data-order'), sortable) ?? [firstSortable, 'asc'],
    search: '',
  };
  if (!sortable[state.order[0]]) state.order = [firstSortable, 'asc'];
  // The first order is the heaviest step: its column read in slices, the sort in a task of its
  // own, then the number format, then the DOM work.
  const sortedBy = await readColumn(rows, state.order[0], signal);
  if (!sortedBy || !(await slices.breathe(signal))) return false;
  orders[state.order[0]] = orderColumn(sortedBy, textOrder);
  if (!(await slices.breathe(signal))) return false;
  const formatCount = countFormat(lang);
  if (!(await slices.breathe(signal))) return false;

  /* ---- controls ---- */
  const lengthSelect = el(
    'select',
    { id: `${id}-length` },
    ...PAGE_LENGTHS.map((n) => el('option', { value: n }, formatCount(n))),
  );
  lengthSelect.value = String(state.length);
  const lengthControl = el(
    'div',
    { class: 'dt-length' },
    el('label', { for: lengthSelect.id }, t('Items Per Page')),
    lengthSelect,
  );
  let lengthArea: HTMLElement = lengthControl;
  let accordionTrigger: HTMLButtonElement | undefined;
  if (accordion) {
    // The accessible-accordions variant: the length menu lives in a disclosure, closed at start.
    const panel = el('div', { class: 'dt-accordion__panel', id: `${id}-options`, hidden: true });
    panel.append(lengthControl);
    accordionTrigger = el(
      'button',
      {
        type: 'button',
        class: 'dt-accordion__trigger',
        'aria-expanded': 'false',
        'aria-controls': panel.id,
      },
      t('Table options'),
    );
    lengthArea = el('div', { class: 'dt-accordion' }, accordionTrigger, panel);
  }
  const searchInput = el('input', {
    type: 'search',
    id: `${id}-search`,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  searchInput.value = state.search;
  const toolbar = el(
    'div',
    { class: 'dt-toolbar' },
    lengthArea,
    el(
      'div',
      { class: 'dt-search' },
      el('label', { for: searchInput.id }, t('Search:')),
      searchInput,
    ),
  );
  const hint = el(
    'span',
    { id: `${id}-hint`, class: 'visually-hidden' },
    t('Column headers with buttons are sortable.'),
  );
  const tableName = caption?.textContent?.trim() ?? '';
  const scroller = el('div', {
    class: 'dt-scroll',
    role: 'region',
    tabindex: 0,
    'aria-label': tableName || t('Data table'),
  });
  const info = el('div', { class: 'dt-info' });
  const prev = el('button', { type: 'button', class: 'dt-prev' }, t('Previous'));
  const next = el('button', { type: 'button', class: 'dt-next' }, t('Next'));
  const numbers = el('ul', { class: 'dt-numbers', role: 'list' });
  const paging = el(
    'nav',
    {
      class: 'dt-paging',
      'aria-label': tableName ? t('@table pagination', { '@table': tableName }) : t('Pagination'),
    },
    prev,
    numbers,
    next,
  );
  const container = el(
    'div',
    { class: 'dt-container' },
    toolbar,
    scroller,
    el('div', { class: 'dt-footer' }, info, paging),
    hint,
  );

  /* ---- the table itself: sort buttons in the header cells, server content moved inside ---- */
  const buttons = headers.map((th, c) => {
    if (!sortable[c]) return undefined;
    const button = el('button', { type: 'button', class: 'dt-sort' });
    button.append(...th.childNodes, el('span', { class: 'dt-sort-icon', 'aria-hidden': 'true' }));
    th.append(button);
    ctx.listen(button, 'click', () => {
      const [col, dir] = state.order;
      state.order = [c, col === c && dir === 'asc' ? 'desc' : 'asc'];
      state.start = 0;
      draw();
      const name = (th.textContent ?? '').trim();
      announce(
        state.order[1] === 'asc'
          ? t('Sorted by @column, ascending', { '@column': name })
          : t('Sorted by @column, descending', { '@column': name }),
      );
    });
    return button;
  });
  const describedBy = table.getAttribute('aria-describedby');
  table.setAttribute('aria-describedby', [describedBy, hint.id].filter(Boolean).join(' '));

  const emptyCell = el('td', { colspan: columns, class: 'dt-empty' });
  const emptyRow = el('tr', {}, emptyCell);

  /* ---- drawing ---- */
  let lastSearch = '';
  let haystacks: string[] | undefined;
  let lastWords: string[] = [];
  const cache: { key: string; order: string; words: string[]; rows: Uint32Array<ArrayBufferLike> } =
    { key: '', order: '', words: [], rows: new Uint32Array() };

  function visibleRows(): Uint32Array<ArrayBufferLike> {
    const [col, dir] = state.order;
    const order = (orders[col] ??= orderColumn(column(rows, col), textOrder));
    const sequence = dir === 'asc' ? order.asc : descending(order);
    if (state.search !== lastSearch) {
      lastSearch = state.search;
      lastWords = searchWords(state.search);
    }
    const orderKey = `${col}${dir}`;
    const cacheKey = `${orderKey}\n${lastWords.join('\n')}`;
    if (cache.key !== cacheKey) {
      // A longer term in the same order filters the last result (10,000 rows: a keystroke
      // scans what is left, not the whole table).
      const from =
        cache.order === orderKey && narrows(cache.words, lastWords) ? cache.rows : sequence;
      cache.key = cacheKey;
      cache.order = orderKey;
      cache.words = lastWords;
      cache.rows = lastWords.length
        ? filterRows(from, (haystacks ??= buildHaystacks(rows)), lastWords)
        : sequence;
    }
    return cache.rows;
  }

  function infoText(shown: number, start: number, end: number): string {
    let text =
      shown === 0
        ? t('Showing 0 to 0 of 0 entries')
        : formatPlural(
            shown,
            'Showing @start to @end of @total entry',
            'Showing @start to @end of @total entries',
            {
              '@start': formatCount(start + 1),
              '@end': formatCount(end),
              '@total': formatCount(shown),
            },
          );
    if (shown !== total) {
      text +=
        ' ' +
        formatPlural(
          total,
          '(filtered from @max total entry)',
          '(filtered from @max total entries)',
          { '@max': formatCount(total) },
        );
    }
    return text;
  }

  /**
   * Takes every server row that is not on the first page out of the tbody, from the bottom up, in
   * slices: tearing down the layout of ten thousand rows at once is a long task of its own;
   * sliced, it never blocks input for long. The runtime's
   * observer does not record these removals (a record per row cost more than the removal).
   */
  async function trimToFirstPage(): Promise<boolean> {
    const { page } = currentPage();
    const unrendered = (node: Element | undefined) =>
      !node || node.checkVisibility?.({ contentVisibilityAuto: true }) === false;
    if (
      page.length < total &&
      // The whole table (content-visibility skips it, or it is hidden), or every row past the
      // tenth (the pending CSS in define.ts hides them until the table is ready).
      (unrendered(table) || (unrendered(rows.nodes[10]) && unrendered(rows.nodes[total - 1])))
    ) {
      // Rows that are not rendered have no layout to tear down: the tbody gives way to a shallow
      // copy holding the first page, and the other rows leave with it in one call, several times
      // faster than removing them one row at a time, even display:none rows.
      // The rows keep their listeners; the tbody element is new.
      const fresh = body.cloneNode(false) as HTMLTableSectionElement;
      fresh.append(...page);
      body.replaceWith(fresh);
      body = model.body = fresh;
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

  /** The rows of the page `state` points at (its start clamped to what the filter leaves). */
  function currentPage(): { page: HTMLTableRowElement[]; shown: number; end: number } {
    const visible = visibleRows();
    const shown = visible.length;
    state.start = clampStart(state.start, state.length, shown);
    const end = Math.min(state.start + state.length, shown);
    const page: HTMLTableRowElement[] = [];
    for (let i = state.start; i < end; i++) page.push(rows.nodes[visible[i]!]!);
    return { page, shown, end };
  }

  function draw(): void {
    const { page, shown, end } = currentPage();
    if (shown) {
      body.replaceChildren(...page);
    } else {
      emptyCell.textContent = total
        ? t('No matching records found')
        : t('No data available in table');
      body.replaceChildren(emptyRow);
    }
    headers.forEach((th, c) => {
      if (c === state.order[0] && sortable[c])
        th.setAttribute('aria-sort', state.order[1] === 'asc' ? 'ascending' : 'descending');
      else th.removeAttribute('aria-sort');
    });
    // Unchanged text is not written again: a sort on the first page keeps "Showing 1 to 10".
    const text = infoText(shown, state.start, end);
    if (info.textContent !== text) info.textContent = text;
    drawPaging(Math.floor(state.start / state.length), Math.ceil(shown / state.length));
    store.set(key, { ...state, columns }, { ttlSeconds: STATE_SECONDS });
  }

  /** The pager drawn last: a sort or a search that leaves it as it was does not rebuild it. */
  let pagerDrawn = '';
  function drawPaging(page: number, pages: number): void {
    if (pagerDrawn === `${page}/${pages}`) return;
    pagerDrawn = `${page}/${pages}`;
    const focusedNumber = numbers.contains(document.activeElement);
    prev.setAttribute('aria-disabled', String(page <= 0));
    next.setAttribute('aria-disabled', String(page >= pages - 1));
    const items = pageButtons(page, pages).map((slot) => {
      if (slot === 'ellipsis') return el('li', { 'aria-hidden': 'true' }, '…');
      const button = el(
        'button',
        { type: 'button', 'data-page': slot, 'aria-current': slot === page && 'page' },
        el('span', { class: 'visually-hidden' }, t('Page') + ' '),
        formatCount(slot + 1),
      );
      return el('li', {}, button);
    });
    numbers.replaceChildren(...items);
    if (focusedNumber) numbers.querySelector<HTMLElement>('[aria-current]')?.focus();
  }

  function goTo(page: number): void {
    state.start = page * state.length;
    draw();
    announce(info.textContent ?? '');
  }

  ctx.listen(prev, 'click', () => {
    if (prev.getAttribute('aria-disabled') !== 'true')
      goTo(Math.floor(state.start / state.length) - 1);
  });
  ctx.listen(next, 'click', () => {
    if (next.getAttribute('aria-disabled') !== 'true')
      goTo(Math.floor(state.start / state.length) + 1);
  });
  ctx.listen(numbers, 'click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) goTo(Number(button.getAttribute('data-page')));
  });
  ctx.listen(lengthSelect, 'change', () => {
    state.length = Number(lengthSelect.value);
    draw();
    announce(info.textContent ?? '');
  });
  const announceResults = debounce(
    () => {
      const shown = visibleRows().length;
      announce(shown ? (info.textContent ?? '') : t('No matching records found'));
    },
    500,
    signal,
  );
  ctx.listen(searchInput, 'input', () => {
    state.search = searchInput.value;
    state.start = 0;
    draw();
    announceResults();
  });
  if (accordionTrigger) {
    const trigger = accordionTrigger;
    ctx.listen(trigger, 'click', () => {
      const open = trigger.getAttribute('aria-expanded') !== 'true';
      trigger.setAttribute('aria-expanded', String(open));
      (trigger.nextElementSibling as HTMLElement).hidden = !open;
    });
  }

  // Undone from here on, whenever the connection ends: a table taken out while its first page
  // is trimmed must get its header cells back too, or the next connection finds them wrapped.
  let stopWarming = () => {};
  signal.addEventListener(
    'abort',
    () => {
      stopWarming();
      body.replaceChildren(...rows.nodes);
      headers.forEach((th, c) => {
        th.removeAttribute('aria-sort');
        const button = buttons[c];
        if (!button) return;
        button.lastChild?.remove(); // the sort icon
        th.append(...button.childNodes);
        button.remove();
      });
      if (describedBy === null) table.removeAttribute('aria-describedby');
      else table.setAttribute('aria-describedby', describedBy);
      // A host removed from the page stays removed; otherwise the table goes back in its place.
      if (table.parentNode === scroller) container.before(table);
      container.remove();
      host.removeAttribute('data-dt-ready');
    },
    { once: true },
  );
  // A visitor who tabbed into the table before its code came keeps their place: the page shown is
  // the one with the focused row, and focus, which the moves below drop, is put back.
  const focused = table.contains(document.activeElement) ? document.activeElement : null;
  const focusedRow = focused?.closest('tr');
  const focusedAt = focusedRow ? visibleRows().indexOf(rows.nodes.indexOf(focusedRow)) : -1;
  if (focusedAt >= 0) state.start = focusedAt - (focusedAt % state.length);
  if (!(await trimToFirstPage())) {
    body.replaceChildren(...rows.nodes);
    return false;
  }
  draw();
  // Moved only now that the tbody holds one page: moving 10,000 rows costs as much as a draw.
  table.before(container);
  scroller.append(table);
  // Only if it went nowhere else: the trim yields, and the visitor may have moved on meanwhile.
  const active = document.activeElement;
  if (focused instanceof HTMLElement && (!active || active === document.body))
    focused.focus({ preventScroll: true });

  // Orders for the other columns and the search text are prepared while the page is idle, one
  // step per callback (a column's text, then its order), so the first click on any header
  // sorts within a frame and no idle step grows into a long task.
  const unread = () => {
    for (let c = 0; c < columns; c++) if (!rows.values[c]) return c;
    return -1;
  };
  // A step reads or sorts one column of every row (a good part of a frame for a large table, more
  // on a slow phone): idleSteps learns what a step costs and waits for an idle period
  // with room for it, so that it does not run into the next frame of an animation.
  const warm = (): boolean => {
    const c = headers.findIndex((_, i) => sortable[i] && !orders[i]);
    const u = unread();
    if (c >= 0 && !collator)
      textOrder(); // a step of its own: see textOrder
    else if (c >= 0 && !rows.values[c]) column(rows, c);
    else if (c >= 0) orders[c] = orderColumn(rows.values[c]!, textOrder);
    else if (u >= 0) column(rows, u);
    else haystacks ??= buildHaystacks(rows);
    return !haystacks;
  };
  if (typeof requestIdleCallback === 'function')
    stopWarming = idleSteps(warm, Math.min(total / 700, 25));

  return true;
}

export const implementation: WidgetImplementation<DataTableModel, Record<string, never>> = {
  parse,
  setup,
};

/**
 * The controls a data table adds: a toolbar (items per page, search) above it, sort buttons in
 * its header cells, the count and the pager below. The rows stay the server's <tr> nodes: a
 * sort, a search or a page moves them (hooks.ts) in the event itself, and React renders a control
 * again only when what it shows has changed.
 */
import { createRef, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { debounce, formatPlural, setting, t } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import type { WidgetProps } from '../../src/runtime/widget';
import { PAGE_LENGTHS, pageButtons, type Direction, type TableState } from './logic';
import type { DataTableModel } from './parse';
import { useDraw, useEnhancedTable, useWarmOrders } from './hooks';
import { clamped, visibleRows } from './use-rows';
import { useTable, type Table } from './use-table';

let uid = 0;

/** What an enhanced table offers host scripts. */
export interface DataTableElement {
  /** Sorts by the column at `column` (0-based); without a direction, as a press would. */
  sortBy(column: number, direction?: Direction): void;
  /** Filters the rows as typing `term` into the search box would. */
  search(term: string): void;
}

export function DataTable({ model, ctx }: WidgetProps<DataTableModel, Record<string, never>>) {
  const table = useTable(model, ctx);
  return table && <Controls model={model} ctx={ctx} table={table} />;
}

type ControlsProps = Omit<WidgetProps<DataTableModel, Record<string, never>>, 'props'> & {
  table: Table;
};

function Controls({ model, ctx, table }: ControlsProps) {
  const { rows, sortable, formatCount } = table;
  const draw = useDraw(model, table);
  // The table's state, drawn in the event that changes it; the controls render again only when
  // what they show changes (the page, the length, the search), so a sort on page 1 renders none.
  const current = useRef(table.state);
  const [, setShown] = useState(table.state);
  const [open, setOpen] = useState(false);
  const [act] = useState(() => {
    const info = (s: TableState) => infoText(table, s);
    const set = (next: TableState) => {
      const state = (current.current = clamped(rows, next));
      draw(state);
      setShown((shown) =>
        shown.start === state.start &&
        shown.length === state.length &&
        shown.search === state.search
          ? shown
          : state,
      );
    };
    const announceResults = debounce(
      () => {
        const s = current.current;
        announce(visibleRows(rows, s).length ? info(s) : t('No matching records found'));
      },
      500,
      ctx.signal,
    );
    const go = (next: TableState) => {
      set(next);
      announce(info(current.current));
    };
    const sort = (c: number, direction?: Direction) => {
      if (!sortable[c]) return;
      const [col, dir] = current.current.order;
      const to =
        direction === 'asc' || direction === 'desc'
          ? direction
          : col === c && dir === 'asc'
            ? 'desc'
            : 'asc';
      set({ ...current.current, order: [c, to], start: 0 });
      const name = (model.headers[c]!.textContent ?? '').trim();
      announce(
        to === 'asc'
          ? t('Sorted by @column, ascending', { '@column': name })
          : t('Sorted by @column, descending', { '@column': name }),
      );
    };
    return {
      sort,
      search(term: string) {
        set({ ...current.current, search: String(term), start: 0 });
        announceResults();
      },
      page: (page: number) => go({ ...current.current, start: page * current.current.length }),
      length: (length: number) => go({ ...current.current, length }),
      refocus: false,
    };
  });
  // Made once: the buttons never change, so a draw does not render them again.
  const [parts] = useState(() => {
    const id = `dt-${++uid}`;
    const container = document.createElement('div');
    container.className = 'dt-container';
    const buttons = model.headers.map(
      (th, c) =>
        sortable[c] &&
        createPortal(
          <button type="button" className="dt-sort" onClick={() => act.sort(c)}>
            <span className="dt-sort-icon" aria-hidden="true" />
          </button>,
          th,
          String(c),
        ),
    );
    return { id, container, buttons, scroller: createRef<HTMLDivElement>(), hint: `${id}-hint` };
  });

  // The element's public methods, for host scripts: there before the ready event.
  useLayoutEffect(() => {
    const host = model.host as HTMLElement & Partial<DataTableElement>;
    const api: DataTableElement = { sortBy: act.sort, search: act.search };
    if (ctx.signal.aborted) return;
    Object.assign(host, api);
    return () => {
      if (host.sortBy === api.sortBy) delete host.sortBy;
      if (host.search === api.search) delete host.search;
    };
  }, [model, ctx, act]);

  useEnhancedTable(model, ctx, table, parts, draw);
  useWarmOrders(table);

  const { id } = parts;
  const state = current.current;
  const page = Math.floor(state.start / state.length);
  const pages = Math.ceil(visibleRows(rows, state).length / state.length);
  const caption = model.caption?.textContent?.trim() ?? '';
  // After a press on a page number, focus goes to the new current page.
  const numbers = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (act.refocus) numbers.current!.querySelector<HTMLElement>('[aria-current]')!.focus();
    act.refocus = false;
  }, [act, page]);
  // Drawn again only when the page or the page count changes.
  const pager = useMemo(
    () => (
      <nav
        className="dt-paging"
        aria-label={caption ? t('@table pagination', { '@table': caption }) : t('Pagination')}
      >
        <button
          type="button"
          className="dt-prev"
          aria-disabled={page <= 0}
          onClick={() => page <= 0 || act.page(page - 1)}
        >
          {t('Previous')}
        </button>
        <ul className="dt-numbers" role="list" ref={numbers}>
          {pageButtons(page, pages).map((slot, i) =>
            slot === 'ellipsis' ? (
              <li key={-i} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={slot}>
                <button
                  type="button"
                  data-page={slot}
                  aria-current={slot === page ? 'page' : undefined}
                  onClick={() => {
                    act.refocus = true;
                    act.page(slot);
                  }}
                >
                  <span className="visually-hidden">{t('Page') + ' '}</span>
                  {formatCount(slot + 1)}
                </button>
              </li>
            ),
          )}
        </ul>
        <button
          type="button"
          className="dt-next"
          aria-disabled={page >= pages - 1}
          onClick={() => page >= pages - 1 || act.page(page + 1)}
        >
          {t('Next')}
        </button>
      </nav>
    ),
    [act, caption, formatCount, page, pages],
  );
  // Each part is rendered again only when what it shows changes: a sort that stays on the
  // first page renders none of the controls.
  const toolbar = useMemo(() => {
    const length = (
      <div className="dt-length">
        <label htmlFor={`${id}-length`}>{t('Items Per Page')}</label>
        <select
          id={`${id}-length`}
          value={state.length}
          onChange={(event) => act.length(Number(event.currentTarget.value))}
        >
          {PAGE_LENGTHS.map((n) => (
            <option key={n} value={n}>
              {formatCount(n)}
            </option>
          ))}
        </select>
      </div>
    );
    return (
      <div className="dt-toolbar">
        {setting('accessible_accordions') === true ? (
          // The accessible-accordions variant: the length menu in a disclosure, closed at start.
          <div className="dt-accordion">
            <button
              type="button"
              className="dt-accordion__trigger"
              aria-expanded={open}
              aria-controls={`${id}-options`}
              onClick={() => setOpen(!open)}
            >
              {t('Table options')}
            </button>
            <div className="dt-accordion__panel" id={`${id}-options`} hidden={!open}>
              {length}
            </div>
          </div>
        ) : (
          length
        )}
        <div className="dt-search">
          <label htmlFor={`${id}-search`}>{t('Search:')}</label>
          <input
            type="search"
            id={`${id}-search`}
            autoComplete="off"
            spellCheck="false"
            value={state.search}
            onChange={(event) => act.search(event.currentTarget.value)}
          />
        </div>
      </div>
    );
  }, [act, formatCount, id, open, state.length, state.search]);
  const info = infoText(table, state);
  const controls = useMemo(
    () =>
      createPortal(
        <>
          {toolbar}
          <div
            ref={parts.scroller}
            className="dt-scroll"
            role="region"
            tabIndex={0}
            aria-label={caption || t('Data table')}
          />
          <div className="dt-footer">
            <div className="dt-info">{info}</div>
            {pager}
          </div>
          <span id={parts.hint} className="visually-hidden">
            {t('Column headers with buttons are sortable.')}
          </span>
        </>,
        parts.container,
      ),
    [toolbar, pager, info, caption, parts],
  );
  return (
    <>
      {parts.buttons}
      {controls}
    </>
  );
}

/** "Showing 1 to 10 of 240 entries", and what the search left of the table. */
function infoText({ rows, formatCount }: Table, state: TableState): string {
  const shown = visibleRows(rows, state).length;
  const total = rows.nodes.length;
  let text =
    shown === 0
      ? t('Showing 0 to 0 of 0 entries')
      : formatPlural(
          shown,
          'Showing @start to @end of @total entry',
          'Showing @start to @end of @total entries',
          {
            '@start': formatCount(state.start + 1),
            '@end': formatCount(Math.min(state.start + state.length, shown)),
            '@total': formatCount(shown),
          },
        );
  if (shown !== total)
    text +=
      ' ' +
      formatPlural(
        total,
        '(filtered from @max total entry)',
        '(filtered from @max total entries)',
        {
          '@max': formatCount(total),
        },
      );
  return text;
}

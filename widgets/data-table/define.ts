import type { WidgetDefinition } from '../../src/runtime';
import { scriptGlobal } from '../../src/runtime/globals';
import type { DataTableModel } from './parse';

/** The rows the pending CSS shows: a first page of DataTables' default length. */
const SHOWN = 10;

/** The tbody in the page (the first page's rows) → the server's tbody holding the rest. */
const parked = new WeakMap<HTMLTableSectionElement, HTMLTableSectionElement>();

/**
 * A long table's rows past the first page wait outside the document until its code reads them.
 * The pending CSS hides them anyway, but hidden rows still count: Chromium walks the whole DOM
 * whenever a `hidden="until-found"` panel (an FAQ answer) or a `<details>` opens or closes, so
 * ten thousand waiting rows made every such toggle on the page several times slower. Taken out
 * before they are ever laid out, they cost little to move: a shallow copy of the tbody takes the
 * server's place with the first rows, the server's tbody keeps the rest. Until the code claims
 * them, an aborted connection (the chunk failed, the host left) puts the server's tbody back.
 */
export function parkRows(host: HTMLElement, signal: AbortSignal): void {
  const table = host instanceof HTMLTableElement ? host : host.querySelector('table');
  const body = table?.querySelector<HTMLTableSectionElement>(':scope > tbody');
  // Only rows the pending CSS hides: taking shown rows away would shift the page.
  if (!body || body.rows.length <= SHOWN || !table!.matches(pending)) return;
  const front = body.cloneNode(false) as HTMLTableSectionElement;
  const rest = body.rows[SHOWN]!;
  while (body.firstChild !== rest) front.append(body.firstChild!);
  body.replaceWith(front);
  parked.set(front, body);
  signal.addEventListener(
    'abort',
    () => {
      if (!parked.delete(front)) return;
      body.prepend(...front.childNodes);
      front.replaceWith(body);
      if (body.isConnected) attachBehaviours(body);
    },
    { once: true },
  );
}

/**
 * Drupal's behaviours for rows that were outside the page when they attached to it (at its
 * DOMContentLoaded, after the entry had parked them). Drupal's own `once()` skips rows it has.
 */
export function attachBehaviours(rows: HTMLTableSectionElement): void {
  scriptGlobal<{ attachBehaviors?(context: Element): void }>('Drupal')?.attachBehaviors?.(rows);
}

/** The server's tbody holding `front`'s other rows, if they are parked. */
export const parkedRows = (front: HTMLTableSectionElement | null) =>
  front ? parked.get(front) : undefined;

/** The enhanced table owns the parked rows from now on (its teardown puts every row back). */
export function claimRows(front: HTMLTableSectionElement | null) {
  const body = parkedRows(front);
  if (body) parked.delete(front!);
  return body;
}

/**
 * Until the chunk has read the rows, CSS shows only the first page and reserves the space the
 * controls will take, so enhancing shifts nothing. A failed widget releases the rows again.
 */
// `table:` first: the style engine then tries the rule on tables only, not on every element of
// the page (the ::before/::after rules were otherwise matched against every element at load).
export const pending =
  'table:is(.datatable,[data-table-id],[data-table-id] *):not([data-dt-ready],[data-dt-ready] *,[data-trellis-error],[data-trellis-error] *)';
const styles =
  `:root{--dt-top:3.25rem;--dt-bottom:3.25rem}` +
  `@media (max-width:767px){:root{--dt-top:6.25rem;--dt-bottom:6rem}}` +
  `${pending} tbody>tr:nth-child(n+11){display:none}` +
  // Captions of their own height stand in for the toolbar above and the pager below.
  `${pending}::before,${pending}::after{content:'';display:table-caption;height:var(--dt-top)}` +
  `${pending}::after{caption-side:bottom;height:var(--dt-bottom)}`;

export const definition: WidgetDefinition<DataTableModel> = {
  tag: 'data-table',
  // Long pages put it far below the fold: no chunk, parse or restyle until a visitor nears it.
  defer: (host, signal) => (parkRows(host, signal), 'near-viewport'),
  // Must match HOSTS in parse.ts (kept there so the chunk can number unnamed tables).
  selector: 'table.datatable:not([data-table-id] *), [data-table-id]',
  element: false,
  styles,
  load: () => import('./impl').then((m) => m.implementation),
};

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'data-table:ready': { rows: number };
  }
}

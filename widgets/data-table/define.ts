import type { WidgetDefinition } from '../../src/runtime';
import type { DataTableModel } from './parse';

/**
 * Until the chunk has read the rows, CSS shows only the first page and reserves the space the
 * controls will take, so enhancing shifts nothing. A failed widget releases the rows again.
 */
// `table:` first: the style engine then tries the rule on tables only, not on every element of
// the page (the ::before/::after rules were otherwise matched against every element at load).
const pending =
  'table:is(.datatable,[data-table-id] *):not([data-dt-ready],[data-dt-ready] *,[data-trellis-error],[data-trellis-error] *)';
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
  defer: 'near-viewport',
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

/**
 * Every widget the bundle registers. Each entry is a widget folder's `define.ts`; the runtime
 * itself never imports a widget, only this list does.
 */
import type { WidgetDefinition } from './runtime';
import { definition as dataTable } from '../widgets/data-table/define';
import { definition as collapsibleTable } from '../widgets/collapsible-table/define';
import { definition as viewsExposedForm } from '../widgets/views-exposed-form/define';
import { definition as summaryToggle } from '../widgets/summary-toggle/define';
import { definition as fileLink } from '../widgets/file-link/define';
import { definition as anchorLinks } from '../widgets/anchor-links/define';
import { definition as headingRules } from '../widgets/heading-rules/define';
import { definition as modalLink } from '../widgets/modal-link/define';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgets: WidgetDefinition<any, any>[] = [
  dataTable,
  collapsibleTable,
  viewsExposedForm,
  summaryToggle,
  fileLink,
  anchorLinks,
  headingRules,
  modalLink,
];

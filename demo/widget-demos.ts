/** Every widget's demo page. Add a widget's `demo.ts` here. */
import type { WidgetDemo } from './lib/widget-demo.ts';
import { ajaxPlayground } from './pages/ajax-playground.ts';
import { runtimeDemo } from './pages/runtime.ts';
import { demo as dataTable } from '../widgets/data-table/demo.ts';
import { demo as collapsibleTable } from '../widgets/collapsible-table/demo.ts';
import { demo as viewsExposedForm } from '../widgets/views-exposed-form/demo.ts';
import { demo as summaryToggle } from '../widgets/summary-toggle/demo.ts';
import { demo as fileLink } from '../widgets/file-link/demo.ts';
import { demo as anchorLinks } from '../widgets/anchor-links/demo.ts';
import { demo as headingRules } from '../widgets/heading-rules/demo.ts';
import { demo as modalLink } from '../widgets/modal-link/demo.ts';

export const widgetDemos: WidgetDemo[] = [
  runtimeDemo,
  ajaxPlayground,
  dataTable,
  collapsibleTable,
  viewsExposedForm,
  summaryToggle,
  fileLink,
  anchorLinks,
  headingRules,
  modalLink,
];

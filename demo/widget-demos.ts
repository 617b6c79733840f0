/** Every widget's demo page. Add a widget's `demo.ts` here. */
import type { WidgetDemo } from './lib/widget-demo.ts';
import { ajaxPlayground } from './pages/ajax-playground.ts';
import { runtimeDemo } from './pages/runtime.ts';
import { demo as adminToolbar } from '../widgets/admin-toolbar/demo.ts';
import { demo as entityBrowser } from '../widgets/entity-browser/demo.ts';
import { demo as mediaFileHelper } from '../widgets/media-file-helper/demo.ts';
import { demo as enhancedSelect } from '../widgets/enhanced-select/demo.ts';
import { demo as batchProgress } from '../widgets/batch-progress/demo.ts';

export const widgetDemos: WidgetDemo[] = [
  runtimeDemo,
  ajaxPlayground,
  adminToolbar,
  entityBrowser,
  mediaFileHelper,
  enhancedSelect,
  batchProgress,
];

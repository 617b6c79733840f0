/**
 * Every widget the bundle registers. Each entry is a widget folder's `define.ts`; the runtime
 * itself never imports a widget, only this list does.
 */
import type { WidgetDefinition } from './runtime';
import { definition as adminToolbar } from '../widgets/admin-toolbar/define';
import { definition as entityBrowser } from '../widgets/entity-browser/define';
import { definition as mediaFileHelper } from '../widgets/media-file-helper/define';
import { definition as enhancedSelect } from '../widgets/enhanced-select/define';
import { definition as batchProgress } from '../widgets/batch-progress/define';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgets: WidgetDefinition<any, any>[] = [
  adminToolbar,
  entityBrowser,
  mediaFileHelper,
  enhancedSelect,
  batchProgress,
];

/**
 * Every widget the bundle registers. Each entry is a widget folder's `define.ts`; the runtime
 * itself never imports a widget, only this list does.
 */
import type { WidgetDefinition } from './runtime';
import { definition as siteHeader } from '../widgets/site-header/define';
import { definition as careersFilter } from '../widgets/careers-filter/define';
import { definition as dataCarousel } from '../widgets/data-carousel/define';
import { definition as faqList } from '../widgets/faq-list/define';
import { definition as ctaModal } from '../widgets/cta-modal/define';
import { definition as toolTip } from '../widgets/tool-tip/define';
import { definition as iconVideo } from '../widgets/icon-video/define';
import { definition as percentRing } from '../widgets/percent-ring/define';
import { definition as dataTable } from '../widgets/data-table/define';
import { definition as collapsibleTable } from '../widgets/collapsible-table/define';
import { definition as viewsExposedForm } from '../widgets/views-exposed-form/define';
import { definition as summaryToggle } from '../widgets/summary-toggle/define';
import { definition as fileLink } from '../widgets/file-link/define';
import { definition as anchorLinks } from '../widgets/anchor-links/define';
import { definition as headingRules } from '../widgets/heading-rules/define';
import { definition as modalLink } from '../widgets/modal-link/define';
import { definition as irMenu } from '../widgets/ir-menu/define';
import { definition as irSideMenu } from '../widgets/ir-side-menu/define';
import { definition as eventAccordion } from '../widgets/event-accordion/define';
import { definition as stockQuote } from '../widgets/stock-quote/define';
import { definition as stockChartFrame } from '../widgets/stock-chart-frame/define';
import { definition as stockChart } from '../widgets/stock-chart/define';
import { definition as adminToolbar } from '../widgets/admin-toolbar/define';
import { definition as entityBrowser } from '../widgets/entity-browser/define';
import { definition as mediaFileHelper } from '../widgets/media-file-helper/define';
import { definition as enhancedSelect } from '../widgets/enhanced-select/define';
import { definition as batchProgress } from '../widgets/batch-progress/define';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgets: WidgetDefinition<any, any>[] = [
  // header
  siteHeader,
  careersFilter,
  // content
  dataCarousel,
  faqList,
  ctaModal,
  toolTip,
  iconVideo,
  percentRing,
  dataTable,
  collapsibleTable,
  viewsExposedForm,
  summaryToggle,
  fileLink,
  anchorLinks,
  headingRules,
  modalLink,
  // investor relations
  irMenu,
  irSideMenu,
  eventAccordion,
  stockQuote,
  stockChartFrame,
  stockChart,
  // editor tools (lazy)
  adminToolbar,
  entityBrowser,
  mediaFileHelper,
  enhancedSelect,
  batchProgress,
];

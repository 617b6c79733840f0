/** Every widget's demo page. Add a widget's `demo/widgets/<tag>.ts` here. */
import type { WidgetDemo } from './lib/widget-demo.ts';
import { ajaxPlayground } from './pages/ajax-playground.ts';
import { runtimeDemo } from './pages/runtime.ts';
import { demo as siteHeaderDemo } from './widgets/site-header.ts';
import { demo as careersFilter } from './widgets/careers-filter.ts';
import { demo as dataCarousel } from './widgets/data-carousel.ts';
import { demo as faqList } from './widgets/faq-list.ts';
import { demo as ctaModal } from './widgets/cta-modal.ts';
import { demo as toolTip } from './widgets/tool-tip.ts';
import { demo as iconVideo } from './widgets/icon-video.ts';
import { demo as percentRing } from './widgets/percent-ring.ts';
import { demo as dataTable } from './widgets/data-table.ts';
import { demo as collapsibleTable } from './widgets/collapsible-table.ts';
import { demo as viewsExposedForm } from './widgets/views-exposed-form.ts';
import { demo as summaryToggle } from './widgets/summary-toggle.ts';
import { demo as fileLink } from './widgets/file-link.ts';
import { demo as anchorLinks } from './widgets/anchor-links.ts';
import { demo as headingRules } from './widgets/heading-rules.ts';
import { demo as modalLink } from './widgets/modal-link.ts';
import { demo as irMenuDemo } from './widgets/ir-menu.ts';
import { demo as stockQuoteDemo } from './widgets/stock-quote.ts';
import { demo as stockChartDemo } from './widgets/stock-chart.ts';
import { demo as eventAccordionDemo } from './widgets/event-accordion.ts';
import { demo as adminToolbar } from './widgets/admin-toolbar.ts';
import { demo as entityBrowser } from './widgets/entity-browser.ts';
import { demo as mediaFileHelper } from './widgets/media-file-helper.ts';
import { demo as enhancedSelect } from './widgets/enhanced-select.ts';
import { demo as batchProgress } from './widgets/batch-progress.ts';

export const widgetDemos: WidgetDemo[] = [
  runtimeDemo,
  ajaxPlayground,
  siteHeaderDemo,
  careersFilter,
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
  irMenuDemo,
  stockQuoteDemo,
  stockChartDemo,
  eventAccordionDemo,
  adminToolbar,
  entityBrowser,
  mediaFileHelper,
  enhancedSelect,
  batchProgress,
];

/** Every widget's demo page. Add a widget's `demo.ts` here. */
import type { WidgetDemo } from './lib/widget-demo.ts';
import { ajaxPlayground } from './pages/ajax-playground.ts';
import { runtimeDemo } from './pages/runtime.ts';
import { demo as dataCarousel } from '../widgets/data-carousel/demo.ts';
import { demo as faqList } from '../widgets/faq-list/demo.ts';
import { demo as ctaModal } from '../widgets/cta-modal/demo.ts';
import { demo as toolTip } from '../widgets/tool-tip/demo.ts';
import { demo as iconVideo } from '../widgets/icon-video/demo.ts';
import { demo as percentRing } from '../widgets/percent-ring/demo.ts';

export const widgetDemos: WidgetDemo[] = [
  runtimeDemo,
  ajaxPlayground,
  dataCarousel,
  faqList,
  ctaModal,
  toolTip,
  iconVideo,
  percentRing,
];

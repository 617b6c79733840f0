/**
 * Every widget the bundle registers. Each entry is a widget folder's `define.ts`; the runtime
 * itself never imports a widget, only this list does.
 */
import type { WidgetDefinition } from './runtime';
import { definition as dataCarousel } from '../widgets/data-carousel/define';
import { definition as faqList } from '../widgets/faq-list/define';
import { definition as ctaModal } from '../widgets/cta-modal/define';
import { definition as toolTip } from '../widgets/tool-tip/define';
import { definition as iconVideo } from '../widgets/icon-video/define';
import { definition as percentRing } from '../widgets/percent-ring/define';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgets: WidgetDefinition<any, any>[] = [
  dataCarousel,
  faqList,
  ctaModal,
  toolTip,
  iconVideo,
  percentRing,
];

import { attr, type WidgetDefinition } from '../../src/runtime';
import type { IrMenuProps } from './hooks';
import type { IrMenuModel } from './parse';

/** The investor menu block as the IR platform emits it (see README). */
export const BLOCK = '.block-investor-menu';
/** Sticky investor menu offset from the top of the viewport once fixed (spec §9). */
const STICKY_OFFSET = 70;

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'ir-menu:stick': { stuck: boolean };
  }
}

export const definition: WidgetDefinition<IrMenuModel, IrMenuProps> = {
  tag: 'ir-menu',
  // The bare block; a block wrapped in <ir-menu> belongs to the wrapper.
  selector: `${BLOCK}:not(ir-menu ${BLOCK})`,
  props: {
    offset: attr.number('data-sticky-offset', STICKY_OFFSET),
    header: attr.string('data-header', '.site-header, header[role="banner"]'),
    banner: attr.string('data-banner', '.ir-banner'),
  },
  load: () => import('./impl').then((m) => m.implementation),
};

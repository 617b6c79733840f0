/**
 * `<careers-filter>` or `form[data-careers-filter]`: the careers portal block. Its search opens
 * the external careers portal with the chosen filters in a new window; without a portal URL the
 * form submits itself, its no-JS route.
 */
import { attr, type WidgetDefinition } from '../../src/runtime/define';
import type { CareersModel, CareersProps } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    /** Cancelable: the careers portal is about to open in a new window. */
    'careers-filter:open': { url: string };
  }
}

export const definition: WidgetDefinition<CareersModel, CareersProps> = {
  tag: 'careers-filter',
  selector: '[data-careers-filter]',
  props: { portalUrl: attr.string('data-portal-url'), domain: attr.string('data-domain') },
  load: () => import('./impl').then((m) => m.implementation),
};

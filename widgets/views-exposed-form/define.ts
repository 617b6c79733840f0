import type { WidgetDefinition } from '../../src/runtime';
import type { ExposedFormModel } from './parse';

/**
 * Views exposed filter forms. In widget views and the media gallery grid a select change
 * submits the form (its Apply button is hidden) and the action carries the form id as an
 * anchor, so the reloaded page scrolls back to the filters. The search view's query field gets
 * the placeholder "Search".
 */
export const definition: WidgetDefinition<ExposedFormModel> = {
  tag: 'views-exposed-form',
  selector: 'form.views-exposed-form',
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
};

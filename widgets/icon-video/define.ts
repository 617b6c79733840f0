import type { WidgetDefinition } from '../../src/runtime/define';
import type { IconVideoModel } from './parse';

/** Icon videos: `<icon-video>` or `.icon-video` holding a muted `<video>`. */
export const definition: WidgetDefinition<IconVideoModel> = {
  tag: 'icon-video',
  selector: '.icon-video',
  load: () => import('./impl').then((m) => m.implementation),
};

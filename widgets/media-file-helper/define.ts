/**
 * Media file helper on a media form with a multimedia file field (editors only, lazy chunk):
 * `<media-file-helper>` around the form, or the form itself.
 */
import type { WidgetDefinition } from '../../src/runtime';
import type { Fill } from './logic';
import type { MediaFormDom } from './parse';

export const definition: WidgetDefinition<MediaFormDom> = {
  tag: 'media-file-helper',
  selector: 'form:has(.field--name-field-multimedia-file):not(media-file-helper *)',
  load: () => import('./impl').then((m) => m.implementation),
};

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    /** Metadata arrived; `fields` holds what was written (empty fields only). */
    'media-file-helper:filled': { fid: string; fields: Fill };
    /** Something other than a file arrived in the entity list: the four fields were cleared. */
    'media-file-helper:cleared': Record<string, never>;
  }
}

/** The lazy part of the media file helper: editors' forms only. */
import type { WidgetImplementation } from '../../src/runtime';
import { MediaFileHelper } from './MediaFileHelper';
import { parseMediaForm, type MediaFormDom } from './parse';

export const implementation: WidgetImplementation<MediaFormDom> = {
  parse: (host) => parseMediaForm(host),
  Component: MediaFileHelper,
};

/** The lazy part of the icon videos: fetched when one is on the page. */
import type { WidgetImplementation } from '../../src/runtime/define';
import { IconVideo } from './IconVideo';
import { parse, type IconVideoModel } from './parse';

export const implementation: WidgetImplementation<IconVideoModel> = {
  parse,
  Component: IconVideo,
};

import type { WidgetImplementation } from '../../src/runtime/define';
import { parse, type IconVideoModel } from './parse';
import { setup } from './setup';

export const implementation: WidgetImplementation<IconVideoModel> = { parse, setup };

import type { WidgetDefinition } from '../../src/runtime/define';
import { parse, type IconVideoModel } from './parse';
import { setup } from './setup';

export const implementation: Partial<WidgetDefinition<IconVideoModel>> = { parse, setup };

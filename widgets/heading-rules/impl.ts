/** The lazy part of the heading rules: fetched where a rule may apply. */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { parse, type Applied } from './parse';
import { setup } from './setup';

export const implementation: WidgetImplementation<Applied> = { parse, setup };

/** The lazy part of anchor-links: click handling and the quick scroll. */
import type { WidgetImplementation } from '../../src/runtime';
import { parse } from './parse';
import { setup } from './setup';

export const implementation: WidgetImplementation<HTMLElement> = { parse, setup };

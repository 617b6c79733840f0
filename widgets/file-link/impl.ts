/** The lazy part of file-link: decides per link and marks it up. */
import type { WidgetImplementation } from '../../src/runtime';
import { parse, type FileLinkModel } from './parse';
import { setup } from './setup';

export const implementation: WidgetImplementation<FileLinkModel> = { parse, setup };

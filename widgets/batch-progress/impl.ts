/** The lazy part of the batch page (editors only). */
import type { WidgetImplementation } from '../../src/runtime';
import { BatchProgress } from './BatchProgress';
import { parse, type BatchProgressModel } from './parse';

export const implementation: WidgetImplementation<BatchProgressModel> = {
  parse,
  Component: BatchProgress,
};

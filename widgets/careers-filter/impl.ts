/** The lazy part of the careers filter: fetched where a page has the block. */
import type { WidgetImplementation } from '../../src/runtime';
import { CareersFilter } from './CareersFilter';
import { parse, type CareersModel, type CareersProps } from './parse';

export const implementation: WidgetImplementation<CareersModel, CareersProps> = {
  parse,
  Component: CareersFilter,
};

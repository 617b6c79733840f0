/**
 * The lazy part of the enhanced select: the decision per select (settings flag, exclusions,
 * phone user agents) and the component; Tom Select is another chunk, fetched only then.
 */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { EnhancedSelect } from './EnhancedSelect';
import { parse, type SelectModel } from './parse';

export const implementation: WidgetImplementation<SelectModel> = {
  parse,
  Component: EnhancedSelect,
};

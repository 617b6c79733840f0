/** The lazy part of the summary toggles: fetched when a news or events list is on the page. */
import type { WidgetImplementation } from '../../src/runtime';
import { parse, type SummaryModel } from './parse';
import css from './style.css?inline';
import { SummaryToggle } from './SummaryToggle';

export const implementation: WidgetImplementation<SummaryModel> = {
  parse,
  Component: SummaryToggle,
  styles: css,
};

/** The lazy part of the event accordion (only the events pages have one). */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { EventAccordion } from './EventAccordion';
import { parse, type EventAccordionModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<EventAccordionModel> = {
  parse,
  Component: EventAccordion,
  styles: css,
};

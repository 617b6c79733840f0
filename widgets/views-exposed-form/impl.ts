/** The lazy part of the exposed filter forms: fetched when one is on the page. */
import type { WidgetImplementation } from '../../src/runtime';
import { parse, type ExposedFormModel } from './parse';
import { ViewsExposedForm } from './ViewsExposedForm';

export const implementation: WidgetImplementation<ExposedFormModel> = {
  parse,
  Component: ViewsExposedForm,
};

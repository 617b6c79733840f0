/** The entity browser's implementation chunk (editors only). */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { EntityBrowser } from './EntityBrowser';
import { parse, type EntityBrowserModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<EntityBrowserModel> = {
  parse,
  Component: EntityBrowser,
  styles: css,
};

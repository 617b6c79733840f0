/**
 * The toolbar's implementation chunk: loaded the first time a toolbar is on the page, so
 * visitors who never see a toolbar never download it.
 */
import type { WidgetImplementation } from '../../src/runtime';
import { AdminToolbar } from './AdminToolbar';
import { parseToolbar, type ToolbarDom } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<ToolbarDom> = {
  parse: parseToolbar,
  Component: AdminToolbar,
  styles: css,
};

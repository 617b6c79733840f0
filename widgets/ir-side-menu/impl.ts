/** The lazy part of the investor side menu: fetched when an investor menu block is on the page. */
import type { WidgetImplementation } from '../../src/runtime';
import { parse, type SideMenuModel } from './parse';
import { SideMenu } from './SideMenu';
import css from './style.css?inline';

export const implementation: WidgetImplementation<SideMenuModel> = {
  parse,
  Component: SideMenu,
  styles: css,
};

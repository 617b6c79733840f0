/** The lazy part of the investor side menu: fetched when an investor menu block is on the page. */
import type { WidgetDefinition } from '../../src/runtime';
import { parse, type SideMenuModel } from './parse';
import { setup } from './setup';
import { SideMenu } from './SideMenu';
import css from './style.css?inline';

export const implementation: Partial<WidgetDefinition<SideMenuModel>> = {
  parse,
  setup,
  Component: SideMenu,
  styles: css,
};

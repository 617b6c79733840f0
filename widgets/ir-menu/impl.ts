/** The lazy part of the investor menu: fetched when an investor menu block is on the page. */
import type { WidgetImplementation } from '../../src/runtime';
import type { IrMenuProps } from './hooks';
import { IrMenu } from './IrMenu';
import { parse, type IrMenuModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<IrMenuModel, IrMenuProps> = {
  parse,
  Component: IrMenu,
  styles: css,
};

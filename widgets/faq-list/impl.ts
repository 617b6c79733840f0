/** The lazy part of the FAQ list: fetched when a list comes near the viewport. */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { FaqList } from './FaqList';
import { parse, type FaqModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<FaqModel> = {
  parse: (host, ctx) => parse(host, (message) => ctx.warn(message)),
  Component: FaqList,
  styles: css,
};

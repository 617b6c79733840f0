/** The lazy part of the site header: fetched at once, as every page has a header. */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { parse, type Model } from './parse';
import { SiteHeader } from './SiteHeader';
import css from './style.css?inline';
import type { Props } from './define';

export const implementation: WidgetImplementation<Model, Props> = {
  parse,
  Component: SiteHeader,
  styles: css,
};

/**
 * The site header's code: in the default build's entry, as every page has a header
 * (rollup.config.mjs); a chunk on the React build.
 */
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

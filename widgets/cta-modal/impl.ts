/** The lazy part of the call-to-action modal: fetched when one of its buttons comes near. */
import type { WidgetImplementation } from '../../src/runtime/widget';
import { CtaModal } from './CtaModal';
import { parse, type CtaModalModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<CtaModalModel> = {
  parse,
  Component: CtaModal,
  styles: css,
};

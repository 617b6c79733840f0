/**
 * The lazy part of modal-link: loads the linked page and shows its node content in a Drupal
 * dialog (the AJAX adapter's `openDialog`), sized to the content area, at most 95% high.
 */
import type { WidgetImplementation } from '../../src/runtime';
import { ModalLink } from './ModalLink';
import { parse, type ModalLinkModel } from './parse';

export const implementation: WidgetImplementation<ModalLinkModel> = {
  parse,
  Component: ModalLink,
};

import type { WidgetImplementation } from '../../src/runtime';
import { parse, type CollapsibleTableModel } from './parse';
import css from './style.css?inline';

export const implementation: WidgetImplementation<CollapsibleTableModel> = {
  styles: css,
  parse,
  setup({ cells }, ctx) {
    for (const [cell, label] of cells) cell.setAttribute('data-label', label);
    ctx.signal.addEventListener(
      'abort',
      () => {
        for (const [cell] of cells) cell.removeAttribute('data-label');
      },
      { once: true },
    );
  },
};

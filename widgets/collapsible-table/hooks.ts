import { useLayoutEffect } from 'react';
import { labelOf, type CollapsibleTableModel } from './parse';

/**
 * Each cell's column label as `data-label`, which the stacked layout prints; in the commit that
 * marks the table enhanced (the layout switches with it), and taken off with the component.
 */
export function useColumnLabels({ cells }: CollapsibleTableModel): void {
  useLayoutEffect(() => {
    for (const [cell, headers] of cells) cell.setAttribute('data-label', labelOf(headers));
    return () => {
      for (const [cell] of cells) cell.removeAttribute('data-label');
    };
  }, [cells]);
}

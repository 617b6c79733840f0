/**
 * A collapsible table adds no controls: its cells carry their column labels, which the stacked
 * layout prints with CSS. The component holds the behaviour's hook.
 */
import type { WidgetProps } from '../../src/runtime';
import { useColumnLabels } from './hooks';
import type { CollapsibleTableModel } from './parse';

export function CollapsibleTable({
  model,
}: WidgetProps<CollapsibleTableModel, Record<string, never>>) {
  useColumnLabels(model);
  return null;
}

/**
 * The iframe chart adds no controls: the frame reloads its own source when the viewport's width
 * changes. The component holds the behaviour's hook.
 */
import type { WidgetProps } from '../../src/runtime';
import { useReloadOnResize } from './hooks';
import type { StockChartFrameModel } from './parse';

export function StockChartFrame({
  model,
  ctx,
}: WidgetProps<StockChartFrameModel, Record<string, never>>) {
  useReloadOnResize(model, ctx);
  return null;
}

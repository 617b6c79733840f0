/**
 * The media file helper adds no controls: the form's own inputs are filled, and what was filled
 * is announced through the runtime's live region. The component holds the behaviour's hook.
 */
import type { WidgetProps } from '../../src/runtime';
import { useFileMetadata } from './hooks';
import type { MediaFormDom } from './parse';

export function MediaFileHelper({ model, ctx }: WidgetProps<MediaFormDom, Record<string, never>>) {
  useFileMetadata(model, ctx);
  return null;
}

/**
 * An icon video adds no controls: the card's own video plays and pauses (it is decorative, and
 * the card's text carries the meaning). The component holds the behaviour's hook.
 */
import type { WidgetProps } from '../../src/runtime/define';
import { usePlayOnHover } from './hooks';
import type { IconVideoModel } from './parse';

export function IconVideo({ model }: WidgetProps<IconVideoModel, Record<string, never>>) {
  usePlayOnHover(model);
  return null;
}

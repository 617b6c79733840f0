/**
 * A percent ring: the server draws its final state; the component adds the value's box when the
 * markup has none (at the end of the ring, as a portal) and runs the count-up.
 */
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/runtime/define';
import { useRing } from './hooks';
import type { PercentRingModel } from './parse';

export function PercentRing({ model, ctx }: WidgetProps<PercentRingModel, Record<string, never>>) {
  const created = useRef<HTMLSpanElement>(null);
  useRing(model, created, ctx);
  return model.value
    ? null
    : createPortal(<span ref={created} className="percent-ring__value" />, model.host);
}

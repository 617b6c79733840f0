/**
 * Tooltip: the trigger's description, shown on hover, keyboard focus and touch. The server's
 * text element is the tooltip; markup with only `data-tooltip="…"` gets one rendered here, at
 * the end of the host as the text element would be. Showing and hiding (hooks.ts) write its
 * attributes: nothing re-renders.
 */
import { useRef, useState } from 'react';
import type { WidgetProps } from '../../src/runtime/widget';
import { useTooltip } from './hooks';
import type { TooltipModel } from './parse';

let ids = 0;

export function ToolTip({ model, ctx }: WidgetProps<TooltipModel, Record<string, never>>) {
  const bubble = useRef<HTMLSpanElement>(null);
  const [id] = useState(() => `tooltip-${++ids}`);
  useTooltip(model, ctx, bubble, id);
  return model.content ? null : (
    <span ref={bubble} className="tooltip__content" role="tooltip" id={id}>
      {model.text}
    </span>
  );
}

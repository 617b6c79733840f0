/**
 * An administrator's select under Tom Select. The library renders the control, the dropdown and
 * the items (hooks.ts drives it); the component renders what Trellis adds beside them, in the
 * library's wrapper: a status region that says what the dropdown says, and the "Remove all items"
 * button of a select that may be cleared. A select left native renders nothing.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../src/runtime/t';
import type { WidgetProps } from '../../src/runtime/widget';
import {
  configure,
  useControl,
  useItemCount,
  useLibrary,
  useNativeTruth,
  usePaging,
  usePublicMethods,
  useQueuedRefreshDropped,
  useTomSelect,
} from './hooks';
import type { SelectModel } from './parse';

/** The box in Tom Select's wrapper that the component's nodes go in (no box of its own). */
function makeBox(): HTMLElement {
  const box = document.createElement('span');
  box.style.display = 'contents';
  return box;
}

export function EnhancedSelect({ model, ctx }: WidgetProps<SelectModel, Record<string, never>>) {
  const [config] = useState(() => configure(model.select));
  const [box] = useState(makeBox);
  const [status, say] = useState('');
  const lib = useLibrary(config, ctx);
  const enhancement = useTomSelect(model, ctx, config, lib, box, say);
  useControl(enhancement, ctx);
  useQueuedRefreshDropped(enhancement);
  usePaging(enhancement, ctx);
  useNativeTruth(enhancement, ctx);
  usePublicMethods(model, enhancement);
  const items = useItemCount(enhancement);
  if (!enhancement) return null;
  const clear = t('Remove all items');
  return createPortal(
    <>
      <div className="visually-hidden" role="status">
        {status}
      </div>
      {enhancement.config.allowClear && (
        <button
          type="button"
          className="ts-clear"
          title={clear}
          aria-label={clear}
          hidden={!items}
          onClick={() => {
            enhancement.ts.clear();
            enhancement.ts.focus();
          }}
        >
          ×
        </button>
      )}
    </>,
    box,
  );
}

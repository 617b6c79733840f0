/**
 * Per-item controls rendered into each selected item: a drag handle (pointer), and Move up,
 * Move down and Remove buttons (keyboard and single pointer; Alt+Arrow moves too). Buttons that
 * cannot act are aria-disabled rather than disabled, so focus never drops to the page. The
 * selection and what it writes on the server markup live in use-selection.ts; a change
 * re-renders the controls of the items whose place in the list changed.
 */
import {
  memo,
  useMemo,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../src/runtime/t';
import type { WidgetProps } from '../../src/runtime/widget';
import { useBrowser, useHandOver } from './hooks';
import { useSelection, type Item, type Selection } from './use-selection';
import type { EntityBrowserModel } from './parse';

interface ControlsProps {
  item: Item;
  index: number;
  total: number;
  selection: Selection;
}

const Controls = memo(function Controls({ item, index, total, selection }: ControlsProps) {
  const dragging = useRef(false);
  const first = index === 0;
  const last = index === total - 1;
  const up = () => !first && selection.move(item.key, index - 1);
  const down = () => !last && selection.move(item.key, index + 1);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') up();
    else if (event.key === 'ArrowDown') down();
    else return;
    event.preventDefault();
  };
  // Dragging: the item follows the pointer over the other items' midpoints.
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = true;
    item.node.classList.add('is-dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (!dragging.current) return;
    const others = selection.snapshot().filter((i) => i.key !== item.key);
    const to = others.filter((i) => {
      const r = i.node.getBoundingClientRect();
      return r.top + r.height / 2 < event.clientY;
    }).length;
    if (to !== index) selection.move(item.key, to, { announce: false });
  };
  const onPointerUp = () => {
    if (!dragging.current) return;
    dragging.current = false;
    item.node.classList.remove('is-dragging');
    selection.settle(item.key);
  };
  const name = { '@label': item.label };
  return (
    <>
      <span
        className="tabledrag-handle entity-browser__handle"
        aria-hidden="true"
        title={t('Drag to re-order')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
      <span className="entity-browser__buttons" onKeyDown={onKeyDown}>
        <button
          type="button"
          className="entity-browser__button"
          aria-label={t('Move up: @label', name)}
          aria-disabled={first || undefined}
          onClick={up}
        >
          {t('Move up')}
        </button>
        <button
          type="button"
          className="entity-browser__button"
          aria-label={t('Move down: @label', name)}
          aria-disabled={last || undefined}
          onClick={down}
        >
          {t('Move down')}
        </button>
        <button
          type="button"
          className="entity-browser__button entity-browser__remove"
          aria-label={t('Remove: @label', name)}
          onClick={() => selection.remove(item.key)}
        >
          {t('Remove')}
        </button>
      </span>
    </>
  );
});

export function EntityBrowser({
  model,
  ctx,
}: WidgetProps<EntityBrowserModel, Record<string, never>>) {
  const selection = useSelection(model, ctx);
  useBrowser(model, selection);
  useHandOver(model, selection);
  const items = useSyncExternalStore(selection.subscribe, selection.snapshot);
  // Portals in a fixed order: re-ordering them would re-insert their buttons, dropping focus
  // and pointer capture in the middle of a move.
  const stable = useMemo(() => [...items].sort((a, b) => (a.key < b.key ? -1 : 1)), [items]);
  return (
    <>
      {stable.map((item) =>
        createPortal(
          <Controls
            item={item}
            index={items.indexOf(item)}
            total={items.length}
            selection={selection}
          />,
          item.slot,
          item.key,
        ),
      )}
    </>
  );
}

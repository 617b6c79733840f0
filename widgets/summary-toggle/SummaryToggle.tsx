/**
 * A "Summary" button right before each teaser, as a portal into a box the hooks put there; the
 * teaser, its row and its headline stay the server's. A press writes only its own row.
 */
import { memo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t, type WidgetContext, type WidgetProps } from '../../src/runtime';
import { useSlot } from '../../src/runtime/hooks';
import { useFold, useSummaryId } from './hooks';
import { titleText } from './logic';
import type { SummaryItem, SummaryModel } from './parse';

const Toggle = memo(function Toggle({
  entry,
  ctx,
}: {
  entry: SummaryItem;
  ctx: WidgetContext<unknown>;
}) {
  // Right before the teaser, so the teaser is next in the tab order.
  const slot = useSlot(entry.summary, 'before', 'summary-toggle__slot');
  const id = useSummaryId(entry.summary);
  const fold = useFold(entry);
  const [open, setOpen] = useState(false);
  const current = useRef(open);
  const title = titleText(entry.title?.textContent);
  const press = () => {
    const next = (current.current = !current.current);
    setOpen(next);
    fold(next);
    ctx.emit('summary-toggle:toggle', { item: entry.item, open: next });
  };
  return createPortal(
    <button
      type="button"
      className="summary-toggle"
      aria-expanded={open}
      aria-controls={id}
      onClick={press}
    >
      {t('Summary')}
      <span className="visually-hidden">{title && ` ${t('for @title', { '@title': title })}`}</span>
    </button>,
    slot,
  );
});

export function SummaryToggle({ model, ctx }: WidgetProps<SummaryModel, Record<string, never>>) {
  return model.items.map((entry, i) => <Toggle key={i} entry={entry} ctx={ctx} />);
}

/**
 * Turns each server `<details>` item into an APG accordion section: the summary's heading gets a
 * `<button aria-expanded aria-controls>` holding the summary's own nodes, and the answer is
 * hidden "until found" when closed. The server nodes stay the content: the buttons are portals
 * into the headings, and a toggle writes only the titles and panels whose state changed.
 */
import {
  createRef,
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import type { WidgetContext, WidgetProps } from '../../src/runtime/widget';
import { decodeOrKeep } from '../../src/runtime/settings';
import { t } from '../../src/runtime/t';
import { throttle } from '../../src/runtime/timing';
import {
  allOpen,
  CLICK_GUARD_MS,
  closeItem,
  initialOpen,
  lockedIndex,
  openItem,
  toggle,
  toggleAll,
} from './logic';
import type { FaqModel } from './parse';
import { useServerMarkup, useSlide, type Parts } from './hooks';

let ids = 0;

/** What an enhanced list offers host scripts. */
export interface FaqListElement {
  /** Opens the item at `index` (an accordion closes the others). */
  open(index: number): void;
  /** Closes the item at `index` (not an accordion's only open item). */
  close(index: number): void;
}

/** The DOM the component portals into, made once per mount (nothing in the page changes yet). */
function makeParts(model: FaqModel): Parts {
  return {
    headings: model.items.map((item) => item.heading ?? document.createElement(`h${model.level}`)),
    panelIds: model.items.map(({ panel }) => panel.id || `faq-panel-${++ids}`),
    buttons: model.items.map(() => createRef<HTMLButtonElement>()),
    controls: model.showAll
      ? Object.assign(document.createElement('p'), { className: 'faq-list__controls' })
      : null,
  };
}

/** The item the page's fragment points at or into, or -1. */
function linkedItem(model: FaqModel): number {
  // A fragment that is not valid percent-encoding is compared as it is, not a failed mount.
  const id = decodeOrKeep(location.hash.slice(1));
  const target = id && document.getElementById(id);
  return target ? model.items.findIndex(({ details }) => details.contains(target)) : -1;
}

interface TitleProps {
  index: number;
  heading: HTMLElement;
  panelId: string;
  button: RefObject<HTMLButtonElement | null>;
  expanded: boolean;
  locked: boolean;
  onPress(index: number): void;
}

/** One title button, in its heading; re-renders only when its own item changes. */
const Title = memo(function Title(props: TitleProps) {
  const { index, heading, panelId, button, expanded, locked, onPress } = props;
  return createPortal(
    <button
      ref={button}
      type="button"
      className="faq-list__button"
      aria-controls={panelId}
      aria-expanded={expanded}
      aria-disabled={locked ? 'true' : undefined}
      onClick={() => onPress(index)}
    />,
    heading,
  );
});

const ShowAll = memo(function ShowAll(props: {
  into: HTMLElement;
  controls: string;
  every: boolean;
  label: string;
  onPress(): void;
}) {
  const { into, controls, every, label, onPress } = props;
  return createPortal(
    <button
      type="button"
      className="faq-list__all"
      aria-controls={controls}
      aria-expanded={every}
      onClick={onPress}
    >
      {every ? t('Hide all') : t('Show all')}
      {label && <span className="visually-hidden">{` (${label})`}</span>}
    </button>,
    into,
  );
});

/** Keeps the open state where handlers read it at once, and emits what changed. */
function useOpenState(model: FaqModel, ctx: WidgetContext<unknown>) {
  const [open, setOpen] = useState(() =>
    initialOpen(
      model.items.length,
      model.mode,
      linkedItem(model),
      model.items.map(({ details }) => details.open),
    ),
  );
  const current = useRef(open);
  const animate = useRef(true);
  const [set] = useState(() => (next: boolean[], slide = true) => {
    const previous = current.current;
    if (next === previous) return;
    current.current = next;
    animate.current = slide;
    setOpen(next);
    next.forEach((o, index) => {
      if (o !== previous[index]) ctx.emit('faq-list:toggle', { index, open: o });
    });
  });
  return { open, current, animate, set };
}

export function FaqList({ model, ctx }: WidgetProps<FaqModel, Record<string, never>>) {
  const { items, mode } = model;
  const [parts] = useState(() => makeParts(model));
  const { open, current, animate, set } = useOpenState(model, ctx);
  const slide = useSlide(model);
  const [press] = useState(() => {
    const guarded = throttle((fn: () => void) => fn(), CLICK_GUARD_MS);
    return {
      item: (index: number) => guarded(() => set(toggle(current.current, index, mode))),
      all: () => guarded(() => set(toggleAll(current.current))),
    };
  });

  useServerMarkup(model, parts, current);

  // Panels open and close after the titles say so; only the items whose state changed.
  const shown = useRef(open);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = open;
    if (previous === open) return;
    slide(
      items.flatMap((item, i) => (previous[i] === open[i] ? [] : [{ item, opening: !!open[i] }])),
      animate.current,
    );
  }, [open, items, slide, animate]);

  useEffect(() => {
    // Find in page reveals a closed answer: open its item.
    items.forEach(({ panel }, index) =>
      ctx.listen(panel, 'beforematch', () =>
        set(
          current.current.map((o, i) => o || i === index),
          false,
        ),
      ),
    );
    // An in-page link to an item, or into its answer, opens it (anchor-links reports its own
    // quick scroll as a hashchange too).
    ctx.listen(window, 'hashchange', () => {
      const index = linkedItem(model);
      if (index >= 0 && !current.current[index]) set(toggle(current.current, index, mode));
    });
  }, [model, items, mode, ctx, set, current]);

  // The element's public methods, for host scripts: `open(index)` and `close(index)`, 0-based.
  useEffect(() => {
    const host = model.host as HTMLElement & Partial<FaqListElement>;
    const api: FaqListElement = {
      open: (index) => set(openItem(current.current, index, mode)),
      close: (index) => set(closeItem(current.current, index, mode)),
    };
    const remove = () => {
      if (host.open === api.open) delete host.open;
      if (host.close === api.close) delete host.close;
    };
    if (ctx.signal.aborted) return;
    Object.assign(host, api);
    // The runtime aborts the context when the host leaves, before it unmounts the tree.
    ctx.signal.addEventListener('abort', remove, { once: true });
    return () => {
      ctx.signal.removeEventListener('abort', remove);
      remove();
    };
  }, [model, mode, ctx, set, current]);

  const locked = lockedIndex(open, mode);
  return (
    <>
      {parts.controls && (
        <ShowAll
          into={parts.controls}
          controls={parts.panelIds.join(' ')}
          every={allOpen(open)}
          label={model.label}
          onPress={press.all}
        />
      )}
      {items.map((_, i) => (
        <Title
          key={i}
          index={i}
          heading={parts.headings[i]!}
          panelId={parts.panelIds[i]!}
          button={parts.buttons[i]!}
          expanded={!!open[i]}
          locked={locked === i}
          onPress={press.item}
        />
      ))}
    </>
  );
}

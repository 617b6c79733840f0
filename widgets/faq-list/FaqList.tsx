/**
 * Turns each server `<details>` item into an APG accordion section: the summary's heading gets a
 * `<button aria-expanded aria-controls>` holding the summary's own nodes, and the answer is
 * hidden "until found" when closed. The server nodes stay the content: the buttons are portals
 * into the headings, and a toggle writes only the titles and panels whose state changed.
 */
import { createRef, memo, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
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
import { useServerMarkup, useSlide, type Change, type Parts } from './hooks';

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
  store: OpenStore;
  heading: HTMLElement;
  panelId: string;
  button: RefObject<HTMLButtonElement | null>;
  onPress(index: number): void;
}

/** One title button, in its heading; re-renders only when its own item changes. */
const Title = memo(function Title(props: TitleProps) {
  const { index, store, heading, panelId, button, onPress } = props;
  const state = useWatched(store, index, () => store.title(index));
  return createPortal(
    <button
      ref={button}
      type="button"
      className="faq-list__button"
      aria-controls={panelId}
      aria-expanded={(state & OPEN) > 0}
      aria-disabled={state & LOCKED ? 'true' : undefined}
      onClick={() => onPress(index)}
    />,
    heading,
  );
});

const ShowAll = memo(function ShowAll(props: {
  into: HTMLElement;
  controls: string;
  store: OpenStore;
  label: string;
  onPress(): void;
}) {
  const { into, controls, store, label, onPress } = props;
  const every = useWatched(store, ALL, store.every);
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

const OPEN = 1;
const LOCKED = 2;
/** What Show all watches. */
const ALL = -1;

/**
 * The open state, kept outside the render: a toggle re-renders the titles whose item changed,
 * not the list (on a long FAQ, rendering every title was most of the press's work).
 */
interface OpenStore {
  get(): boolean[];
  /** `OPEN` and `LOCKED` (an accordion's only open item), for title `index`. */
  title(index: number): number;
  every(): boolean;
  /** Calls `listener` when what title `index` (or `ALL`) shows may have changed; returns the undo. */
  watch(index: number, listener: () => void): () => void;
  /** The new state; the panels whose item changed open or close at once (sliding or not). */
  set(next: boolean[], slide?: boolean): void;
}

/** A value of the store's, read again when the store says title `index` may have changed. */
function useWatched<T>(store: OpenStore, index: number, read: () => T): T {
  const [value, setValue] = useState(read);
  // Watching from the commit, not after the paint: a press may come before that.
  useLayoutEffect(() => {
    const update = () => setValue(read);
    const undo = store.watch(index, update);
    update();
    return undo;
    // `read` reads the store: the first one serves for good.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, index]);
  return value;
}

function useOpenStore(
  model: FaqModel,
  ctx: WidgetContext<unknown>,
  slide: (changes: Change[], animate: boolean) => void,
): OpenStore {
  const [store] = useState((): OpenStore => {
    const { items, mode } = model;
    let open = initialOpen(
      items.length,
      mode,
      linkedItem(model),
      items.map(({ details }) => details.open),
    );
    let locked = lockedIndex(open, mode);
    const watchers = new Map<number, Set<() => void>>();
    const notify = (index: number) => watchers.get(index)?.forEach((listener) => listener());
    return {
      get: () => open,
      title: (index) => (open[index] ? OPEN : 0) | (locked === index ? LOCKED : 0),
      every: () => allOpen(open),
      watch(index, listener) {
        const set = watchers.get(index) ?? new Set();
        watchers.set(index, set.add(listener));
        return () => set.delete(listener);
      },
      set(next, animate = true) {
        const previous = open;
        const wasLocked = locked;
        if (next === previous) return;
        open = next;
        locked = lockedIndex(next, mode);
        const changed = items.flatMap((item, index) =>
          previous[index] === next[index] ? [] : [{ item, index, opening: !!next[index] }],
        );
        for (const { index } of changed) notify(index);
        if (locked !== wasLocked) [wasLocked, locked].forEach(notify);
        notify(ALL);
        slide(changed, animate);
        for (const { index, opening } of changed)
          ctx.emit('faq-list:toggle', { index, open: opening });
      },
    };
  });
  return store;
}

export function FaqList({ model, ctx }: WidgetProps<FaqModel, Record<string, never>>) {
  const { items, mode } = model;
  const [parts] = useState(() => makeParts(model));
  const slide = useSlide(model);
  const store = useOpenStore(model, ctx, slide);
  const [press] = useState(() => {
    const guarded = throttle((fn: () => void) => fn(), CLICK_GUARD_MS);
    return {
      item: (index: number) => guarded(() => store.set(toggle(store.get(), index, mode))),
      all: () => guarded(() => store.set(toggleAll(store.get()))),
    };
  });

  useServerMarkup(model, parts, store.get);

  useEffect(() => {
    // Find in page reveals a closed answer: open its item.
    items.forEach(({ panel }, index) =>
      ctx.listen(panel, 'beforematch', () =>
        store.set(
          store.get().map((o, i) => o || i === index),
          false,
        ),
      ),
    );
    // An in-page link to an item, or into its answer, opens it (anchor-links reports its own
    // quick scroll as a hashchange too).
    ctx.listen(window, 'hashchange', () => {
      const index = linkedItem(model);
      if (index >= 0 && !store.get()[index]) store.set(toggle(store.get(), index, mode));
    });
  }, [model, items, mode, ctx, store]);

  // The element's public methods, for host scripts: `open(index)` and `close(index)`, 0-based.
  // From the commit: they are there when the element says it is enhanced.
  useLayoutEffect(() => {
    const host = model.host as HTMLElement & Partial<FaqListElement>;
    const api: FaqListElement = {
      open: (index) => store.set(openItem(store.get(), index, mode)),
      close: (index) => store.set(closeItem(store.get(), index, mode)),
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
  }, [model, mode, ctx, store]);

  return (
    <>
      {parts.controls && (
        <ShowAll
          into={parts.controls}
          controls={parts.panelIds.join(' ')}
          store={store}
          label={model.label}
          onPress={press.all}
        />
      )}
      {items.map((_, i) => (
        <Title
          key={i}
          index={i}
          store={store}
          heading={parts.headings[i]!}
          panelId={parts.panelIds[i]!}
          button={parts.buttons[i]!}
          onPress={press.item}
        />
      ))}
    </>
  );
}

/**
 * Turns each event's title into a disclosure button: the button is a portal into the server's
 * title heading and takes the title's own nodes (hooks.ts); the item's `opened` class and the
 * slide of its content follow the state. A press re-renders only the title it changed.
 */
import { createRef, memo, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetContext, WidgetProps } from '../../src/runtime/widget';
import { changes, setItem, toggle } from './logic';
import type { EventAccordionModel } from './parse';
import { useHeldPress, useOpenItems, useServerMarkup, type Parts } from './hooks';

let ids = 0;

/** What an enhanced accordion offers host scripts. */
export interface EventAccordionElement {
  /** Opens the item at `index` (0-based). */
  open(index: number): void;
  /** Closes the item at `index` (0-based). */
  close(index: number): void;
}

interface TitleProps {
  index: number;
  heading: HTMLElement;
  panelId: string;
  button: RefObject<HTMLButtonElement | null>;
  expanded: boolean;
  onPress(index: number): void;
}

/** One title button, in its heading; re-renders only when its own item changes. */
const Title = memo(function Title(props: TitleProps) {
  const { index, heading, panelId, button, expanded, onPress } = props;
  return createPortal(
    <button
      ref={button}
      type="button"
      className="event-accordion__toggle"
      aria-controls={panelId}
      aria-expanded={expanded}
      onClick={() => onPress(index)}
    />,
    heading,
  );
});

/** The open state, kept where handlers read it at once; a change emits what it changed. */
function useOpenState(initial: boolean[], ctx: WidgetContext<unknown>) {
  const [open, setOpen] = useState(initial);
  const current = useRef(open);
  const [set] = useState(() => (next: boolean[]) => {
    const previous = current.current;
    if (next === previous) return;
    current.current = next;
    setOpen(next);
    for (const change of changes(previous, next))
      ctx.emit('event-accordion:toggle', { index: change.index, open: change.open });
  });
  return { open, current, set };
}

/** `open(index)` and `close(index)` on the element, for host scripts, while it is enhanced. */
function usePublicMethods(
  model: EventAccordionModel,
  set: (next: boolean[]) => void,
  current: { readonly current: boolean[] },
): void {
  useLayoutEffect(() => {
    const host = model.host as HTMLElement & Partial<EventAccordionElement>;
    const api: EventAccordionElement = {
      open: (index) => set(setItem(current.current, index, true)),
      close: (index) => set(setItem(current.current, index, false)),
    };
    Object.assign(host, api);
    return () => {
      if (host.open === api.open) delete host.open;
      if (host.close === api.close) delete host.close;
    };
  }, [model, set, current]);
}

export function EventAccordion({
  model,
  ctx,
}: WidgetProps<EventAccordionModel, Record<string, never>>) {
  const { items } = model;
  const [parts] = useState<Parts>(() => ({
    buttons: items.map(() => createRef<HTMLButtonElement>()),
    panelIds: items.map(({ content }) => content.id || `event-accordion-${++ids}`),
  }));
  // Server items with `opened` start open.
  const [initial] = useState(() => items.map(({ item }) => item.classList.contains('opened')));
  const { open, current, set } = useOpenState(initial, ctx);
  const [press] = useState(() => (index: number) => set(toggle(current.current, index)));

  useServerMarkup(model, parts, initial);
  useOpenItems(model, open);
  useHeldPress(model, press);
  usePublicMethods(model, set, current);

  return (
    <>
      {items.map((item, i) => (
        <Title
          key={i}
          index={i}
          heading={item.heading}
          panelId={parts.panelIds[i]!}
          button={parts.buttons[i]!}
          expanded={!!open[i]}
          onPress={press}
        />
      ))}
    </>
  );
}

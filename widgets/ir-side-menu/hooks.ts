/**
 * The side menu's behaviour on server nodes: the slots its controls render into, next to the
 * server nodes they belong to.
 */
import { useLayoutEffect, useState } from 'react';
import type { WidgetContext } from '../../src/runtime';
import type { SideMenuModel } from './parse';

/** Where the component renders the controls it adds. */
export interface Slots {
  /** After the server's no-JS toggle link (hidden meanwhile), else first in the block. */
  toggle: HTMLElement;
  /** After each expandable item's link. */
  triggers: Map<HTMLLIElement, HTMLElement>;
  /** The sub-menu ids the triggers control: the server's, else made up here. */
  subIds: Map<HTMLLIElement, string>;
  /** At the end of `<body>`: the side menu and its backdrop. */
  panel: HTMLElement;
}

let ids = 0;

function element(name: 'span' | 'div', className: string): HTMLElement {
  const el = document.createElement(name);
  el.className = className;
  return el;
}

/**
 * The slots exist from the first render (portals render into them while they are still
 * detached) and are placed before the first paint; the server nodes are restored on unmount.
 */
export function useSlots(model: SideMenuModel, ctx: WidgetContext<unknown>): Slots {
  const [slots] = useState<Slots>(() => ({
    toggle: element('span', 'ir-menu__toggle-slot'),
    triggers: new Map(
      model.expandable.map(({ item }) => [item, element('span', 'ir-menu__trigger-slot')]),
    ),
    subIds: new Map(
      model.expandable.map(({ item, sub }) => [item, sub.id || `ir-menu-sub-${++ids}`]),
    ),
    panel: element('div', 'ir-side-menu-root'),
  }));

  useLayoutEffect(() => {
    if (ctx.signal.aborted) return;
    const { toggleLink } = model;
    if (toggleLink) {
      toggleLink.after(slots.toggle);
      toggleLink.hidden = true;
    } else model.block.prepend(slots.toggle);
    const assignedIds: HTMLElement[] = [];
    for (const { item, sub, link } of model.expandable) {
      if (!sub.id) {
        sub.id = slots.subIds.get(item)!;
        assignedIds.push(sub);
      }
      const trigger = slots.triggers.get(item)!;
      if (link) link.after(trigger);
      else item.prepend(trigger);
    }
    document.body.append(slots.panel);
    return () => {
      model.restoreNav?.();
      if (toggleLink) toggleLink.hidden = false;
      for (const sub of assignedIds) sub.removeAttribute('id');
      for (const { item } of model.expandable) item.classList.remove('open-sub');
      for (const el of [slots.toggle, ...slots.triggers.values(), slots.panel]) el.remove();
    };
  }, [model, ctx, slots]);

  return slots;
}

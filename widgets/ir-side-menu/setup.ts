/** Slots for the controls React adds, next to the server nodes they belong to; undone on abort. */
import type { WidgetContext } from '../../src/runtime';
import type { SideMenuModel } from './parse';

let ids = 0;

export function setup(model: SideMenuModel, ctx: WidgetContext): void {
  const made: Element[] = [];
  const slot = (className: string) => {
    const el = document.createElement('span');
    el.className = className;
    made.push(el);
    return el;
  };
  const toggle = slot('ir-menu__toggle-slot');
  if (model.toggleLink) {
    model.toggleLink.after(toggle);
    model.toggleLink.hidden = true;
  } else model.block.prepend(toggle);
  model.slots.toggle = toggle;

  const assignedIds: HTMLElement[] = [];
  for (const { item, sub, link } of model.expandable) {
    if (!sub.id) {
      sub.id = `ir-menu-sub-${++ids}`;
      assignedIds.push(sub);
    }
    const trigger = slot('ir-menu__trigger-slot');
    if (link) link.after(trigger);
    else item.prepend(trigger);
    model.slots.triggers.set(item, trigger);
  }
  const panel = document.createElement('div');
  panel.className = 'ir-side-menu-root';
  document.body.append(panel);
  made.push(panel);
  model.slots.panel = panel;

  ctx.signal.addEventListener(
    'abort',
    () => {
      model.restoreNav?.();
      if (model.toggleLink) model.toggleLink.hidden = false;
      for (const sub of assignedIds) sub.removeAttribute('id');
      for (const { item } of model.expandable) item.classList.remove('open-sub');
      for (const el of made) el.remove();
      model.slots.triggers.clear();
    },
    { once: true },
  );
}

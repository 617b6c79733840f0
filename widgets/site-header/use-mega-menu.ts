/**
 * The mega menu's drill-down (APG disclosure navigation) on the server's nodes: what a press on
 * a category, Back or a flyout's button does, the wide (flipbook) and narrow (inline) layouts,
 * and Escape closing the innermost open level.
 */
import { useLayoutEffect, useState } from 'react';
import type { Category, Model } from './parse';
import { parseFlyouts, type Flyout } from './parse-menu';
import type { HeaderChange, MenuView, State } from './logic-state';
import { hide, type MarkupEdits } from './use-server-markup';

/** What the menu's chunk (MegaMenu.tsx) works with: the header's state, buttons and markup. */
export interface MenuHost {
  view(): State;
  act(change: HeaderChange<Category, Flyout>): void;
  button(of: unknown): HTMLElement | null;
  /** Focus for the frame after this change's: see `focusAfterPaint` in the controller. */
  focusAfterPaint(target: () => HTMLElement | null): void;
  slot(of: unknown): HTMLElement;
  nodes: Map<unknown, HTMLElement>;
  edits: MarkupEdits;
  /** Set by the menu: answers an Escape inside the open menu, and says which button gets focus. */
  escape?(target: Node): unknown;
  /** The menu's buttons are in place. */
  ready(): void;
}

function controller(model: Model, header: MenuHost) {
  const { act, button, focusAfterPaint, view } = header;
  const flyouts = parseFlyouts(model.categories);
  // Before the first render: the buttons name the lists they control.
  for (const flyout of flyouts) header.edits.id(flyout.list);

  /** What a press on each kind of button does; stable, so the buttons stay memoised. */
  const on = {
    category: (c: object) => {
      const opening = view().section !== c;
      act({ section: opening ? (c as Category) : null });
      if (opening && !view().wide) focusAfterPaint(() => button((c as Category).section));
    },
    back: (section: object) => {
      act({ section: null });
      focusAfterPaint(() => button(model.categories.find((c) => c.section === section)));
    },
    flyout: (f: object) => act({ flyout: view().flyout === f ? null : (f as Flyout) }),
  };

  /** The boxes for the menu's buttons in place of its links, given back on teardown. */
  function mount(): void {
    const { set, place } = header.edits;
    for (const category of model.categories) {
      place(category, (s) => category.link.after(s));
      set(category.link, 'hidden', '');
      place(category.section, (s) => category.section.prepend(s));
    }
    for (const flyout of flyouts) {
      set(flyout.list, 'hidden', false);
      place(flyout, (s) => flyout.link.after(s));
    }
    set(model.level1, 'hidden', false);
    set(model.nav, 'data-layout', false);
    header.escape = (target) => {
      const { section, flyout } = view();
      if (flyout?.list.parentElement?.contains(target)) {
        act({ flyout: null });
        return flyout;
      }
      if (section && (section.section.contains(target) || button(section) === target)) {
        act({ section: null });
        return section;
      }
    };
    header.ready();
  }

  function show(s: MenuView): void {
    for (const f of flyouts) hide(f.list, f !== s.flyout);
    hide(model.level1, !s.wide && !!s.section);
    const layout = s.wide ? 'flipbook' : 'inline';
    if (model.nav?.getAttribute('data-layout') !== layout)
      model.nav?.setAttribute('data-layout', layout);
  }

  return { on, flyouts, mount, show };
}

export function useMegaMenu(model: Model, s: MenuView, header: MenuHost) {
  const [menu] = useState(() => controller(model, header));
  // Before the header's own pass (a parent's layout effects follow its children's), which moves
  // focus to buttons these boxes hold.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => menu.mount(), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => menu.show(s), [s]);
  return menu;
}

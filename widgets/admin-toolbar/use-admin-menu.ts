/** The admin menu: Drupal's accordion markup, the active trail, one open branch per level. */
import { useLayoutEffect, useState } from 'react';
import { pathAncestors, type Orientation } from './logic';

/** An item with a submenu: the handle the component renders goes into its box. */
export interface MenuItem {
  li: HTMLElement;
  /** `div.toolbar-box` around the item's link (the server's, or one the menu wrapped it in). */
  box: HTMLElement;
  /** The submenu, with an id for the handle's aria-controls. */
  sub: HTMLElement;
  label: string;
}

/** What decorating added to the server's menu, so that teardown takes exactly that away. */
export interface MenuMarks {
  levels: Map<HTMLElement, string>;
  ids: Set<HTMLElement>;
  root: HTMLElement | null;
  /** The server's own active marks (Drupal renders the trail), put back on teardown. */
  serverActive: (readonly [Element, string])[];
}

const ACTIVE_CLASSES = ['menu-item--active', 'menu-item--active-trail', 'is-active'];
let submenuIds = 0;

const childMenu = (li: HTMLElement): HTMLElement | null =>
  li.querySelector<HTMLElement>(':scope > ul.toolbar-menu');

const rootList = (container: HTMLElement): HTMLElement | null =>
  container.querySelector<HTMLElement>(':scope > ul.toolbar-menu, ul.toolbar-menu');

export function menuMarks(container: HTMLElement): MenuMarks {
  return {
    levels: new Map(),
    ids: new Set(),
    root: null,
    serverActive: ACTIVE_CLASSES.flatMap((cls) =>
      [...container.querySelectorAll(`.${cls}`)].map((el) => [el, cls] as const),
    ),
  };
}

/**
 * Drupal's accordion markup on the menu: `root` and `level-N` classes, each link in a
 * `div.toolbar-box`, an id on each submenu. Again after subtrees arrive (it skips what is done).
 * Returns the items with a submenu.
 */
export function decorateMenu(container: HTMLElement, marks: MenuMarks): MenuItem[] {
  const items: MenuItem[] = [];
  const decorate = (ul: HTMLElement, level: number) => {
    for (const li of ul.querySelectorAll<HTMLElement>(':scope > li')) {
      const cls = `level-${level}`;
      if (!li.classList.contains(cls)) {
        li.classList.add(cls);
        marks.levels.set(li, cls);
      }
      let box = li.querySelector<HTMLElement>(':scope > .toolbar-box');
      const link = li.querySelector<HTMLElement>(':scope > a, :scope > .toolbar-box > a');
      if (!box && link && link.parentElement === li) {
        box = document.createElement('div');
        box.className = 'toolbar-box';
        box.dataset.trellisBox = '';
        link.before(box);
        box.append(link);
      }
      const sub = childMenu(li);
      if (!sub) continue;
      if (box) {
        if (!sub.id) {
          // Numbered for the page, not per toolbar: a toolbar enhanced again, or its subtrees
          // loaded later, must not repeat an id still in the page.
          sub.id = `toolbar-submenu-${++submenuIds}`;
          marks.ids.add(sub);
        }
        items.push({ li, box, sub, label: (link?.textContent ?? '').trim() });
      }
      decorate(sub, level + 1);
    }
  };
  const root = rootList(container);
  if (!root) return items;
  if (!root.classList.contains('root')) {
    root.classList.add('root');
    marks.root = root;
  }
  decorate(root, 1);
  return items;
}

/** Takes away what decorating and the accordion added; the server's own marks go back. */
export function undecorateMenu(container: HTMLElement, marks: MenuMarks): void {
  for (const box of container.querySelectorAll<HTMLElement>('[data-trellis-box]')) {
    // The handle stays in the box it leaves with: the component removes it from there.
    box.before(...[...box.childNodes].filter((node) => !isHandle(node)));
    box.remove();
  }
  for (const [li, cls] of marks.levels) li.classList.remove(cls);
  marks.root?.classList.remove('root');
  for (const cls of ['open', ...ACTIVE_CLASSES])
    for (const el of container.querySelectorAll(`.${cls}`)) el.classList.remove(cls);
  for (const sub of marks.ids) sub.removeAttribute('id');
  for (const [el, cls] of marks.serverActive) el.classList.add(cls);
  // A class added to an element that had none leaves an empty attribute behind.
  for (const el of container.querySelectorAll('[class=""]')) el.removeAttribute('class');
}

const isHandle = (node: Node) =>
  node instanceof HTMLElement && node.classList.contains('toolbar-handle');

function matchingLink(container: HTMLElement, currentPath: string): HTMLElement | null {
  const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const exact = links.find((a) => a.pathname === location.pathname);
  if (exact) return exact;
  for (const path of pathAncestors(currentPath)) {
    const found = container.querySelector<HTMLElement>(
      `a[data-drupal-link-system-path="${CSS.escape(path)}"]`,
    );
    if (found) return found;
  }
  return null;
}

/**
 * Marks the active trail and returns the items on it to open: vertical marks the link and each
 * item above it; horizontal only the deepest matching link in the bar's top level.
 */
export function markActive(
  container: HTMLElement,
  orientation: Orientation,
  currentPath: string,
): HTMLElement[] {
  for (const cls of ACTIVE_CLASSES)
    for (const el of container.querySelectorAll(`.${cls}`)) el.classList.remove(cls);
  if (orientation === 'horizontal') {
    const root = rootList(container);
    for (const path of pathAncestors(currentPath)) {
      const link = `a[data-drupal-link-system-path="${CSS.escape(path)}"]`;
      const found = root?.querySelector<HTMLElement>(
        `:scope > li > ${link}, :scope > li > .toolbar-box > ${link}`,
      );
      if (found) {
        found.classList.add('is-active');
        break;
      }
    }
    return [];
  }
  const link = matchingLink(container, currentPath);
  if (!link) return [];
  link.classList.add('menu-item--active');
  const own = link.closest('li');
  const open: HTMLElement[] = [];
  for (let li = own; li && container.contains(li); li = li.parentElement?.closest('li') ?? null) {
    li.classList.add('menu-item--active-trail');
    if (li !== own && childMenu(li)) open.push(li);
  }
  return open;
}

/** The menu's items with a submenu, decorated, and again once subtrees were inserted. */
export function useMenuItems(container: HTMLElement | null, subtreesLoaded: boolean): MenuItem[] {
  const [items, setItems] = useState<MenuItem[]>([]);
  const [marks] = useState(() => container && menuMarks(container));
  useLayoutEffect(() => {
    if (container && marks) setItems(decorateMenu(container, marks));
  }, [container, marks, subtreesLoaded]);
  useLayoutEffect(
    () => () => {
      if (container && marks) undecorateMenu(container, marks);
    },
    [container, marks],
  );
  return items;
}

/** Each handle's open state, by item, for the accordion to reach. */
export type Accordion = {
  readonly handles: Map<HTMLElement, (open: boolean) => void>;
  /** Opens (closing its open siblings: one branch per level) or closes an item. */
  toggle(li: HTMLElement, open: boolean): void;
};

/** One open branch per level, and the active trail opened, following the orientation. */
export function useAccordion(
  container: HTMLElement | null,
  items: MenuItem[],
  orientation: Orientation,
  currentPath: string,
): Accordion {
  const [accordion] = useState<Accordion>(() => {
    const handles = new Map<HTMLElement, (open: boolean) => void>();
    return {
      handles,
      toggle(li, open) {
        if (open)
          for (const sibling of li.parentElement?.children ?? [])
            if (sibling !== li) handles.get(sibling as HTMLElement)?.(false);
        handles.get(li)?.(open);
      },
    };
  });
  useLayoutEffect(() => {
    if (!container) return;
    for (const li of markActive(container, orientation, currentPath))
      accordion.handles.get(li)?.(true);
  }, [container, items, orientation, currentPath, accordion]);
  return accordion;
}

/** One item's open state: on its `li` (Drupal's CSS shows the submenu), from the server's. */
export function useMenuItemOpen(item: MenuItem, accordion: Accordion): boolean {
  const [open, setOpen] = useState(() => item.li.classList.contains('open'));
  useLayoutEffect(() => {
    accordion.handles.set(item.li, setOpen);
    return () => void accordion.handles.delete(item.li);
  }, [item, accordion]);
  useLayoutEffect(() => {
    item.li.classList.toggle('open', open);
  }, [item, open]);
  return open;
}

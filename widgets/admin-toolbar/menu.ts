/**
 * The administration menu as a vertical accordion (spec drupal-ajax §5.5): links wrapped in
 * `div.toolbar-box`, a handle on items with children, `level-N` classes, one open branch per
 * level, and the active trail. Everything added here is removed again on teardown.
 */
import { t } from '../../src/runtime';
import { pathAncestors } from './logic';

const ADDED_CLASSES = [
  'open',
  'menu-item--active',
  'menu-item--active-trail',
  'is-active',
] as const;

function childMenu(li: HTMLElement): HTMLElement | null {
  return li.querySelector<HTMLElement>(':scope > ul.toolbar-menu');
}

function setHandle(handle: HTMLButtonElement, open: boolean): void {
  handle.classList.toggle('open', open);
  handle.setAttribute('aria-expanded', String(open));
  const action = handle.querySelector('.action');
  if (action) action.textContent = open ? t('Collapse') : t('Extend');
}

function setOpen(li: HTMLElement, open: boolean): void {
  li.classList.toggle('open', open);
  const handle = li.querySelector<HTMLButtonElement>(':scope > .toolbar-box > .toolbar-handle');
  if (handle) setHandle(handle, open);
}

export interface AdminMenu {
  /** Re-applies the accordion after subtrees were inserted. */
  refresh(): void;
  /** Marks the active trail; `horizontal` marks only the deepest matching top link. */
  markActive(orientation: 'horizontal' | 'vertical'): void;
  destroy(): void;
}

const ACTIVE_CLASSES = ['menu-item--active', 'menu-item--active-trail', 'is-active'];
let submenuIds = 0;

export function adminMenu(
  container: HTMLElement,
  options: { currentPath: string; signal: AbortSignal },
): AdminMenu {
  const levelClasses = new Map<HTMLElement, string>();
  const addedIds = new Set<HTMLElement>();
  let addedRoot: HTMLElement | null = null;
  // The server's own active marks (Drupal renders the trail), put back on teardown.
  const serverActive = ACTIVE_CLASSES.flatMap((cls) =>
    [...container.querySelectorAll(`.${cls}`)].map((el) => [el, cls] as const),
  );

  container.addEventListener(
    'click',
    (event) => {
      const handle = (event.target as Element).closest<HTMLButtonElement>('.toolbar-handle');
      if (!handle || !container.contains(handle)) return;
      event.preventDefault();
      const li = handle.closest('li');
      if (!li) return;
      const open = !li.classList.contains('open');
      // One open branch per level: opening an item closes its open siblings.
      if (open)
        for (const sibling of li.parentElement?.children ?? [])
          if (sibling !== li && sibling instanceof HTMLElement) setOpen(sibling, false);
      setOpen(li, open);
    },
    { signal: options.signal },
  );

  function decorate(ul: HTMLElement, level: number): void {
    for (const li of ul.querySelectorAll<HTMLElement>(':scope > li')) {
      const cls = `level-${level}`;
      if (!li.classList.contains(cls)) {
        li.classList.add(cls);
        levelClasses.set(li, cls);
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
      if (box && sub && !box.querySelector('.toolbar-handle')) {
        if (!sub.id) {
          // Numbered for the page, not per toolbar: a toolbar enhanced again, or its subtrees
          // loaded later, must not repeat an id still in the page.
          sub.id = `toolbar-submenu-${++submenuIds}`;
          addedIds.add(sub);
        }
        const handle = document.createElement('button');
        handle.type = 'button';
        handle.className = 'toolbar-icon toolbar-handle';
        handle.setAttribute('aria-controls', sub.id);
        const action = document.createElement('span');
        action.className = 'action';
        const label = document.createElement('span');
        label.className = 'label';
        label.textContent = (link?.textContent ?? '').trim();
        handle.append(action, ' ', label);
        setHandle(handle, li.classList.contains('open'));
        box.append(handle);
      }
      if (sub) decorate(sub, level + 1);
    }
  }

  const rootList = (): HTMLElement | null =>
    container.querySelector<HTMLElement>(':scope > ul.toolbar-menu, ul.toolbar-menu');

  function refresh(): void {
    const root = rootList();
    if (!root) return;
    if (!root.classList.contains('root')) {
      root.classList.add('root');
      addedRoot = root;
    }
    decorate(root, 1);
  }

  function clearActive(): void {
    for (const cls of ACTIVE_CLASSES)
      for (const el of container.querySelectorAll(`.${cls}`)) el.classList.remove(cls);
  }

  function matchingLink(): HTMLElement | null {
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const exact = links.find((a) => a.pathname === location.pathname);
    if (exact) return exact;
    for (const path of pathAncestors(options.currentPath)) {
      const found = container.querySelector<HTMLElement>(
        `a[data-drupal-link-system-path="${CSS.escape(path)}"]`,
      );
      if (found) return found;
    }
    return null;
  }

  function markActive(orientation: 'horizontal' | 'vertical'): void {
    clearActive();
    if (orientation === 'horizontal') {
      // Deepest link on the path walk that is visible in the bar's top level.
      const root = rootList();
      for (const path of pathAncestors(options.currentPath)) {
        const found = root?.querySelector<HTMLElement>(
          `:scope > li > a[data-drupal-link-system-path="${CSS.escape(path)}"], :scope > li > .toolbar-box > a[data-drupal-link-system-path="${CSS.escape(path)}"]`,
        );
        if (found) {
          found.classList.add('is-active');
          return;
        }
      }
      return;
    }
    const link = matchingLink();
    if (!link) return;
    link.classList.add('menu-item--active');
    for (let li = link.closest('li'); li && container.contains(li);) {
      li.classList.add('menu-item--active-trail');
      if (childMenu(li) && li !== link.closest('li')) setOpen(li, true);
      li = li.parentElement?.closest('li') ?? null;
    }
  }

  function destroy(): void {
    clearActive();
    for (const handle of container.querySelectorAll('.toolbar-handle')) handle.remove();
    for (const box of container.querySelectorAll<HTMLElement>('[data-trellis-box]')) {
      box.replaceWith(...box.childNodes);
    }
    for (const [li, cls] of levelClasses) li.classList.remove(cls);
    addedRoot?.classList.remove('root');
    for (const cls of ADDED_CLASSES)
      for (const el of container.querySelectorAll(`.${cls}`)) el.classList.remove(cls);
    for (const sub of addedIds) sub.removeAttribute('id');
    for (const [el, cls] of serverActive) el.classList.add(cls);
    // A class added to an element that had none leaves an empty attribute behind.
    for (const el of container.querySelectorAll('[class=""]')) el.removeAttribute('class');
  }

  refresh();
  return { refresh, markActive, destroy };
}

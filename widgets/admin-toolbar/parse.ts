/**
 * Reads Drupal's toolbar markup (spec drupal-ajax §5.1) into references: the root, the bar, each
 * tab with its tray, the user button, the escape-admin link and the administration menu.
 */
import { MarkupError } from '../../src/runtime';

export interface TabRef {
  /** The tab link: `#toolbar-item-<key>.toolbar-item`. */
  link: HTMLElement;
  /** `div.toolbar-tab` around the link and its tray. */
  wrapper: HTMLElement;
  /** `data-toolbar-tray` of a tab that has a tray. */
  trayName: string | null;
  tray: HTMLElement | null;
}

export interface ToolbarDom {
  root: HTMLElement;
  bar: HTMLElement;
  tabs: TabRef[];
  trays: HTMLElement[];
  /** Trays whose lining holds a `.toolbar-menu` get the orientation toggle. */
  menuTrays: { tray: HTMLElement; lining: HTMLElement }[];
  userButton: HTMLElement | null;
  escapeLinks: HTMLAnchorElement[];
  /** `.toolbar-menu-administration`, the Manage tray's menu. */
  adminMenu: HTMLElement | null;
  /** The page's local tasks block (outside the toolbar), which the toolbar can hide. */
  localTasks: HTMLElement | null;
}

/** The tab whose link has this id. */
export const tabById = (dom: ToolbarDom, id: string | null): TabRef | undefined =>
  id ? dom.tabs.find((tab) => tab.link.id === id) : undefined;

/** The first tab with a tray that is not "Back to site" (Manage). */
export const firstTab = (dom: ToolbarDom): TabRef | undefined =>
  dom.tabs.find((tab) => tab.trayName && !tab.wrapper.classList.contains('home-toolbar-tab'));

export function parseToolbar(host: HTMLElement): ToolbarDom {
  const root = host.matches('#toolbar-administration, .toolbar')
    ? host
    : host.querySelector<HTMLElement>('#toolbar-administration, .toolbar');
  if (!root) throw new MarkupError('admin-toolbar needs #toolbar-administration inside it.');
  const bar = root.querySelector<HTMLElement>('#toolbar-bar, .toolbar-bar');
  if (!bar) throw new MarkupError('admin-toolbar needs a #toolbar-bar.');
  const trays = [...root.querySelectorAll<HTMLElement>('.toolbar-tray[data-toolbar-tray]')];
  const tabs: TabRef[] = [];
  for (const wrapper of bar.querySelectorAll<HTMLElement>(':scope > .toolbar-tab')) {
    const link = wrapper.querySelector<HTMLElement>('.toolbar-item');
    if (!link) continue;
    const trayName = link.getAttribute('data-toolbar-tray');
    const tray = trayName
      ? (trays.find((t) => t.getAttribute('data-toolbar-tray') === trayName) ?? null)
      : null;
    tabs.push({ link, wrapper, trayName, tray });
  }
  const menuTrays = trays.flatMap((tray) => {
    const lining = tray.querySelector<HTMLElement>('.toolbar-lining');
    return lining?.querySelector('.toolbar-menu') ? [{ tray, lining }] : [];
  });
  return {
    root,
    bar,
    tabs,
    trays,
    menuTrays,
    userButton: root.querySelector<HTMLElement>('#toolbar-item-user'),
    escapeLinks: [...root.querySelectorAll<HTMLAnchorElement>('[data-toolbar-escape-admin]')],
    adminMenu: root.querySelector<HTMLElement>('.toolbar-menu-administration'),
    localTasks: document.querySelector<HTMLElement>('.block-local-tasks-block'),
  };
}

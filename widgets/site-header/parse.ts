/**
 * Reads the header markup once into references to its server nodes (README: markup contract).
 * Optional parts (a panel, a category's section) may be missing: the rest still works. The
 * menu's flyouts are read by the menu's chunk (parse-menu.ts), the search and login forms by the
 * forms' chunk (HeaderForms.tsx), each when it loads.
 */
import { MarkupError } from '../../src/runtime/errors';
import { decodeOrKeep } from '../../src/runtime/settings';

/** The forms whose required fields our own messages check (hooks.ts), not the browser's. */
export const VALIDATED_FORMS = 'form[data-login-form], form[data-fbga-form]';

export type PanelName = 'language' | 'search' | 'login';
export type PanelOrMenu = PanelName | 'main';

/** A server link that becomes a button. */
export interface Control {
  link: HTMLAnchorElement;
}

export interface Toggle extends Control {
  panel: PanelOrMenu;
  /** `data-login-trigger="desktop"`: the trigger `?login` uses on wide screens. */
  desktop: boolean;
}

export interface Category extends Control {
  section: HTMLElement;
}

export interface Model {
  panels: Partial<Record<PanelOrMenu, HTMLElement>>;
  toggles: Toggle[];
  closers: (Control & { panel: PanelName })[];
  nav: HTMLElement | null;
  level1: HTMLElement | null;
  categories: Category[];
}

/** The modal panels; with the main menu, every panel the header knows. */
export const PANELS: PanelName[] = ['language', 'search', 'login'];
export const ALL_PANELS: PanelOrMenu[] = ['main', ...PANELS];

function hashTarget(link: HTMLAnchorElement, root: HTMLElement): HTMLElement | null {
  // link.hash is percent-encoded (#men%C3%BC for #menü); ids are not.
  const id = decodeOrKeep(link.hash.slice(1));
  return id ? root.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
}

export function parse(host: HTMLElement): Model {
  const panels: Model['panels'] = {};
  for (const el of host.querySelectorAll<HTMLElement>('[data-header-panel]')) {
    const name = el.dataset.headerPanel as PanelOrMenu;
    if (ALL_PANELS.includes(name) && !panels[name]) panels[name] = el;
  }
  if (!Object.keys(panels).length)
    throw new MarkupError('no [data-header-panel] inside the header.');

  const toggles: Toggle[] = [];
  for (const link of host.querySelectorAll<HTMLAnchorElement>('a[data-header-toggle]')) {
    const panel = link.dataset.headerToggle as PanelOrMenu;
    if (panels[panel])
      toggles.push({ link, panel, desktop: link.dataset.loginTrigger === 'desktop' });
  }

  const closers: Model['closers'] = [];
  for (const link of host.querySelectorAll<HTMLAnchorElement>('a[data-header-close]')) {
    const panel = link.closest<HTMLElement>('[data-header-panel]')?.dataset.headerPanel;
    if (PANELS.includes(panel as PanelName)) closers.push({ link, panel: panel as PanelName });
  }

  const nav = panels.main?.querySelector<HTMLElement>('nav') ?? null;
  const level1 = nav?.querySelector<HTMLElement>('ul') ?? null;
  const categories: Category[] = [];
  for (const link of level1?.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]') ??
    []) {
    const section = hashTarget(link, nav!);
    if (section) categories.push({ link, section });
  }
  return { panels, toggles, closers, nav, level1, categories };
}

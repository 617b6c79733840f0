import { MarkupError } from '../../src/runtime';

export interface Expandable {
  item: HTMLLIElement;
  link: HTMLAnchorElement | null;
  sub: HTMLUListElement;
}

export interface SideMenuModel {
  block: HTMLElement;
  /** The horizontal menu (`nav[aria-label]`); moved into the side menu while that is open. */
  nav: HTMLElement;
  /** The server's no-JS toggle link, hidden while enhanced. */
  toggleLink: HTMLAnchorElement | null;
  expandable: Expandable[];
  /** Puts the nav back in its place at once (set while it sits in the side menu). */
  restoreNav?: () => void;
}

export function parse(block: HTMLElement): SideMenuModel {
  const nav = block.querySelector<HTMLElement>('nav');
  if (!nav) throw new MarkupError('the investor menu block needs a <nav> with the menu list.');
  const list = nav.querySelector<HTMLUListElement>('ul');
  if (!list) throw new MarkupError('the investor menu <nav> has no <ul>.');
  const expandable: Expandable[] = [];
  for (const item of list.querySelectorAll<HTMLLIElement>(':scope > li')) {
    const sub = item.querySelector<HTMLUListElement>(':scope > ul');
    if (sub) expandable.push({ item, sub, link: item.querySelector(':scope > a') });
  }
  return {
    block,
    nav,
    toggleLink: block.querySelector<HTMLAnchorElement>('a.responsive-menu-toggle'),
    expandable,
  };
}

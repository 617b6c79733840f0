/**
 * The menu's third level, read by the menu's chunk when it loads: the second-level items of each
 * category's section that have a list of their own (README: markup contract).
 */
import type { Category, Control } from './parse';

export interface Flyout extends Control {
  list: HTMLElement;
  category: Category;
}

export function parseFlyouts(categories: Category[]): Flyout[] {
  const flyouts: Flyout[] = [];
  for (const category of categories) {
    for (const item of category.section.querySelectorAll<HTMLElement>('li')) {
      // Second-level items open the flyouts (spec §4); a deeper list is part of its flyout.
      const outer = item.parentElement?.closest('li');
      if (outer && category.section.contains(outer)) continue;
      const link = item.querySelector<HTMLAnchorElement>(':scope > a');
      const list = item.querySelector<HTMLElement>(':scope > ul');
      if (link && list) flyouts.push({ link, list, category });
    }
  }
  return flyouts;
}

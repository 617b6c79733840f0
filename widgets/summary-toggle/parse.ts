export interface SummaryItem {
  /** The row or article that carries the open marker. */
  item: HTMLElement;
  summary: HTMLElement;
  /** The item's headline, for the toggle's name; null when it has none. */
  title: Element | null;
}

export interface SummaryModel {
  items: SummaryItem[];
}

export const SUMMARY =
  '.nir-widget--news--teaser, .nir-widget--event--summary, .nir-widget--summary';
const ITEM = 'tr, article, li, .nir-widget--item';
const TITLE = '.nir-widget--news--headline, .nir-widget--event--title, .nir-widget--title, a[href]';

/** A teaser with no text and no media is no summary: its row gets no toggle. */
export function isEmpty(el: Element): boolean {
  return !el.textContent?.trim() && !el.querySelector('img, picture, video, iframe, svg');
}

export function parse(host: HTMLElement): SummaryModel {
  const items: SummaryItem[] = [];
  for (const summary of host.querySelectorAll<HTMLElement>(SUMMARY)) {
    if (isEmpty(summary)) continue;
    const item = summary.parentElement?.closest<HTMLElement>(ITEM) ?? summary.parentElement;
    if (!item || !host.contains(item)) continue;
    items.push({ item, summary, title: item.querySelector(TITLE) });
  }
  return { items };
}

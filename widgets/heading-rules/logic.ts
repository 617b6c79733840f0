import { DEFAULT_RULES, type HeadingRule } from './logic-pages';

export { DEFAULT_RULES, STYLE_CLASS, type HeadingRule } from './logic-pages';

const HEADINGS = 'h1,h2,h3,h4,h5,h6,.block-title';

export function rulesFrom(setting: unknown): HeadingRule[] {
  if (!Array.isArray(setting)) return DEFAULT_RULES;
  return setting.filter(
    (r): r is HeadingRule =>
      !!r &&
      typeof r.page === 'string' &&
      typeof r.heading === 'string' &&
      (r.action === 'hide' || r.action === 'remove'),
  );
}

/** The heading a style-class block names: itself when it is one, else its first heading. */
export function styledHeading(block: Element): HTMLElement | null {
  return block.matches(HEADINGS) ? (block as HTMLElement) : block.querySelector(HEADINGS);
}

/**
 * Whether the page keeps a level-one heading for assistive technology once `heading` is gone.
 * Removing the only h1 would leave screen-reader users without the page's title.
 */
export function leavesAnotherH1(heading: Element, doc: Document = document): boolean {
  if (heading.localName !== 'h1') return true;
  for (const h1 of doc.querySelectorAll('h1')) {
    if (h1 !== heading && !h1.closest('[hidden], [aria-hidden="true"]')) return true;
  }
  return false;
}

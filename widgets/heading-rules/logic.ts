/**
 * Which heading goes on which page. `page` is matched against <body>; `heading` inside the page.
 * A site replaces the list with `drupalSettings.trellis.headingRules`.
 */
export interface HeadingRule {
  page: string;
  heading: string;
  /** hide: `hidden` (stays in the DOM); remove: taken out of the DOM. */
  action: 'hide' | 'remove';
}

export const DEFAULT_RULES: HeadingRule[] = [
  // The email-alerts form block repeats the page title above its form (the IR platform's page:
  // `page--email-alerts`, the form's `ir-request__title`): body classes page-, page-- and
  // path-email-alerts. Selectors without spaces: the entry carries them, every byte counts.
  {
    page: '[class*=email-alerts]',
    heading: '.block-email-alerts :is(h2,.block-title),.ir-request__title',
    action: 'hide',
  },
  // Landing, system and SEC filing pages title themselves in their hero or filing header.
  {
    page: '.page-node-type-landing-page,.page-node-type-system-page,.page-node-type-nir-sec-filing',
    heading: 'h1.page-title',
    action: 'remove',
  },
];

/** Blocks with this style class lose their heading on any page. */
export const STYLE_CLASS = '.remove-heading';
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

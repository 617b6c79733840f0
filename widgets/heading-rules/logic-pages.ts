/*
 * The pages the rules name. In the entry, which fetches the rules' code only where one may apply.
 */

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

/** Whether a rule may apply to `host`: a style-class block, or <body> of a page a rule names. */
export function mayApply(host: Element, siteRules: unknown): boolean {
  // A site's own rules are judged by the code, selector errors included.
  if (host !== document.body || Array.isArray(siteRules)) return true;
  return DEFAULT_RULES.some(({ page }) => host.matches(page));
}

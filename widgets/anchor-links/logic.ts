/** The header's part of the page's scroll padding (see reserveScrollTop). */
export const PART = 'site-header';

/** The site header whose height anchored targets must clear. */
export const HEADER = 'site-header, .site-header, header[role="banner"], body > header';

/** The link with a fragment a plain click is on (main button, no modifier, not yet handled). */
export function clickedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey) return null;
  if (event.shiftKey || event.altKey) return null;
  return (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href*="#"]') ?? null;
}

/** Whether `link` points at a place on the page `doc` shows. */
export function isSamePage(link: HTMLAnchorElement, doc: Document = document): boolean {
  const here = doc.location;
  return (
    !!link.hash &&
    link.origin === here.origin &&
    link.pathname === here.pathname &&
    link.search === here.search
  );
}

/** "Quickly": jQuery's fast speed, which the CMS's anchor scrolling used. */
export const SCROLL_MS = 200;

/** The header's part of the page's scroll padding (see reserveScrollTop). */
export const PART = 'site-header';

/** The site header whose height anchored targets must clear. */
export const HEADER = 'site-header, .site-header, header[role="banner"], body > header';

/** Ease in and out: slow start, slow stop, over `t` in 0..1. */
export function ease(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

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

/** The element a same-page link points at, or null when the link goes elsewhere. */
export function anchorTarget(
  link: HTMLAnchorElement,
  doc: Document = document,
): HTMLElement | null {
  if (!isSamePage(link, doc)) return null;
  let id: string;
  try {
    id = decodeURIComponent(link.hash.slice(1));
  } catch {
    return null;
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

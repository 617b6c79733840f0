/** The part of a loaded page that goes into the dialog (Drupal's node template). */
export const NODE_CONTENT = '.node__content';

/** What the dialog shows: nothing yet, the loading status, the loaded content or the error. */
export type View =
  | { kind: 'idle' }
  | { kind: 'loading'; href: string; title: string }
  | { kind: 'loaded'; href: string; title: string; content: Element }
  | { kind: 'failed'; href: string; title: string };

/** Whether opening `href` has to load it: only its own successful load is shown again. */
export function needsLoad(view: View, href: string): boolean {
  return !(view.kind === 'loaded' && view.href === href);
}

/**
 * The dialog's title as it opens: the loaded page's own title when that page is shown again
 * (not the link's text, "Read more"), else the link's text, else `fallback`.
 */
export function openingTitle(view: View, href: string, linkText: string, fallback: string): string {
  if (view.kind === 'loaded' && view.href === href) return view.title;
  return linkText.replace(/\s+/g, ' ').trim() || fallback;
}

/** Whether a modal link may be loaded: http(s) on this page's origin only. */
export function sameOrigin(href: string, origin = location.origin): boolean {
  try {
    const url = new URL(href, origin);
    return url.origin === origin && /^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
}

/**
 * Takes the node content out of a fetched page, ready to insert into this one: no scripts, and
 * ids that already exist here renamed (with the references inside the content that point at
 * them), so the dialog brings no duplicate ids.
 */
export function extractContent(
  html: string,
  doc: Document = document,
  suffix = 'modal',
): { content: Element; title: string } | null {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const content = page.querySelector(NODE_CONTENT);
  if (!content) return null;
  // Document-level elements act on the whole host page wherever they stand (a <base> changes
  // where every later relative request goes). An SVG icon's <title> is its name: it stays.
  for (const el of content.querySelectorAll('script, noscript, link, meta, style, base, title'))
    if (el.localName !== 'title' || el.namespaceURI === content.namespaceURI) el.remove();
  // A form that posts elsewhere would send what a visitor types on this page to another site.
  const offSite = (el: Element, name: string) => {
    const target = el.getAttribute(name);
    return target !== null && !sameOrigin(target);
  };
  for (const el of content.querySelectorAll('form, [formaction]'))
    if (offSite(el, 'action') || offSite(el, 'formaction')) el.remove();
  const renamed = new Map<string, string>();
  for (const el of content.querySelectorAll('[id]')) {
    if (!doc.getElementById(el.id)) continue;
    const id = `${el.id}--${suffix}`;
    renamed.set(el.id, id);
    el.id = id;
  }
  if (renamed.size) {
    const refs = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'headers'];
    for (const el of content.querySelectorAll('*')) {
      for (const name of refs) {
        const value = el.getAttribute(name);
        if (value)
          el.setAttribute(
            name,
            value
              .split(/\s+/)
              .map((id) => renamed.get(id) ?? id)
              .join(' '),
          );
      }
      const href = el.getAttribute('href');
      if (href?.startsWith('#') && renamed.has(href.slice(1)))
        el.setAttribute('href', `#${renamed.get(href.slice(1))}`);
    }
  }
  const title = (page.querySelector('h1')?.textContent ?? page.title).replace(/\s+/g, ' ').trim();
  return { content: doc.adoptNode(content), title };
}

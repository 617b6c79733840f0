/**
 * Widget CSS ships inside the bundle; each sheet is added once, at definition time, as a
 * constructed stylesheet: a strict Content-Security-Policy (`style-src 'self'`, no
 * 'unsafe-inline') refuses `<style>` elements but allows CSSOM. Adopted sheets come after the
 * page's own in the cascade, so a theme overrides a widget's rule with a more specific selector.
 */
const added = new Set<string>();

export function addStyles(id: string, css: string): void {
  if (!css || added.has(id) || typeof document === 'undefined') return;
  added.add(id);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

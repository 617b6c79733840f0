/** Widget CSS ships inside the bundle; each sheet is added once, at definition time. */
const added = new Set<string>();

export function addStyles(id: string, css: string): void {
  if (!css || added.has(id) || typeof document === 'undefined') return;
  added.add(id);
  const style = document.createElement('style');
  style.dataset.trellisStyles = id;
  style.textContent = css;
  // Before the theme's own stylesheets, so the theme can override without !important.
  const firstSheet = document.head.querySelector('link[rel="stylesheet"], style');
  document.head.insertBefore(style, firstSheet);
}

/**
 * Sticky bars reserve the top of the page's scroll padding, so the browser's own fragment jumps
 * and Tab keep what they reach clear of the bars (WCAG 2.4.11, technique C43).
 *
 * Each bar reserves how far down the viewport it reaches while stuck (its sticky top plus its
 * height), and the padding is the deepest of them, as Drupal's displace takes the largest
 * offset per edge: a bar stuck under the header already reaches past it, and adding the two
 * counted the header twice. The padding is written inline on <html>. It is not inherited, so
 * a new value restyles <html> alone. Custom properties on <html> restyled the whole page with each
 * value, and registering them non-inheriting (@property) restyled it once, when the sheet came
 * after the first paint.
 */
const reserved = new Map<string, number>();
/** The page's own inline padding: a floor while anything is reserved, restored after. */
let pageOwn: string | undefined;

/**
 * Reserves the top `px` of the viewport under `part` (one per bar: the bar's bottom edge while
 * stuck); null gives the part's space back.
 */
export function reserveScrollTop(part: string, px: number | null): void {
  const style = document.documentElement.style;
  pageOwn ??= style.scrollPaddingTop;
  if (px === null) reserved.delete(part);
  else reserved.set(part, px);
  const deepest = Math.max(0, ...reserved.values());
  const next = reserved.size ? `${Math.max(deepest, parseFloat(pageOwn) || 0)}px` : pageOwn;
  // Unchanged values are not written again: every write restyles <html>.
  if (style.scrollPaddingTop !== next) style.scrollPaddingTop = next;
  if (!reserved.size) pageOwn = undefined;
}

/** Rows that sum up the others keep their cells unlabelled. */
export const TOTAL_ROWS = 'tfoot > tr, tr[class*="total"]';

/**
 * A column's label from the texts of the header cells over it, top down ("Three months 2025"
 * under a colspan group): whitespace collapsed, empty ones left out.
 */
export function labelText(texts: readonly (string | null | undefined)[]): string {
  return texts
    .map((text) => (text ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

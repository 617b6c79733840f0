/**
 * Viewport displacement (Drupal's `displace`, spec drupal-ajax §6.4): elements marked
 * `data-offset-top|right|bottom|left` reserve an edge of the viewport; the largest reservation
 * per edge is written as `--drupal-displace-offset-<edge>` on <html> and announced with
 * `drupalViewportOffsetChange`. When Drupal's own displace is on the page, it is used instead.
 */
import type { Offsets } from './logic';

const EDGES = ['top', 'right', 'bottom', 'left'] as const;

declare global {
  interface Window {
    Drupal?: { displace?: (broadcast?: boolean) => Offsets } & Record<string, unknown>;
  }
}

function measure(el: HTMLElement, edge: (typeof EDGES)[number]): number {
  const value = el.getAttribute(`data-offset-${edge}`) ?? '';
  if (value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (el.style.display === 'none' || !el.getClientRects().length) return 0;
  const rect = el.getBoundingClientRect();
  switch (edge) {
    case 'top':
      return rect.top + rect.height;
    case 'left':
      return rect.left + rect.width;
    case 'bottom':
      return document.documentElement.clientHeight - rect.top;
    case 'right':
      return document.documentElement.clientWidth - rect.left;
  }
}

let last: Offsets = { top: 0, right: 0, bottom: 0, left: 0 };

export function calculateOffsets(): Offsets {
  const out: Offsets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const edge of EDGES) {
    for (const el of document.querySelectorAll<HTMLElement>(`[data-offset-${edge}]`))
      out[edge] = Math.max(out[edge], Math.round(measure(el, edge)));
  }
  return out;
}

/** Recalculates, writes the CSS variables that changed and broadcasts the offsets. */
export function displace(broadcast = true): Offsets {
  const drupal = window.Drupal?.displace;
  if (typeof drupal === 'function') return drupal(broadcast);
  const offsets = calculateOffsets();
  const style = document.documentElement.style;
  for (const edge of EDGES) {
    if (offsets[edge] !== last[edge] || !style.getPropertyValue(`--drupal-displace-offset-${edge}`))
      style.setProperty(`--drupal-displace-offset-${edge}`, `${offsets[edge]}px`);
  }
  const changed = EDGES.some((edge) => offsets[edge] !== last[edge]);
  last = offsets;
  if (broadcast && changed)
    document.dispatchEvent(new CustomEvent('drupalViewportOffsetChange', { detail: offsets }));
  return offsets;
}

/** Removes the variables (teardown of the last toolbar on the page). */
export function clearDisplace(): void {
  for (const edge of EDGES)
    document.documentElement.style.removeProperty(`--drupal-displace-offset-${edge}`);
  last = { top: 0, right: 0, bottom: 0, left: 0 };
}

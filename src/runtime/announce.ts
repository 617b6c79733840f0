/**
 * Screen-reader announcements through Drupal's live region (`#drupal-live-announce`), queued and
 * flushed 200 ms after the earliest call (spec §9); assertive wins when any queued item is.
 */
import { isRendered } from './focus-element';

export type Priority = 'polite' | 'assertive';

const FLUSH_MS = 200;
let queue: { text: string; priority: Priority }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Where a screen reader can hear the region now: inside the open modal, if any. Outside it the
 * region is silenced: `showModal()` blocks the rest of the page, and VoiceOver ignores live
 * regions outside an `aria-modal` element. The top layer's dialog wins over a modal panel.
 */
function audibleHome(): Element {
  let modals: Element[] = [];
  try {
    modals = [...document.querySelectorAll('dialog:modal')];
  } catch {
    // No :modal support: the aria-modal panels below still count.
  }
  if (!modals.length)
    modals = [...document.querySelectorAll('[aria-modal="true"]')].filter(isRendered);
  return modals.at(-1) ?? document.body;
}

/**
 * Drupal's one region, moved to where it is heard. Done at the call, 200 ms before the text, so
 * assistive technology has registered it there when the text arrives.
 */
function liveRegion(): HTMLElement {
  let region = document.getElementById('drupal-live-announce');
  if (!region) {
    region = document.createElement('div');
    region.id = 'drupal-live-announce';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-busy', 'false');
  }
  const home = audibleHome();
  if (region.parentElement !== home) home.append(region);
  return region;
}

function flush(): void {
  timer = undefined;
  if (!queue.length) return;
  const region = liveRegion(); // again: the modal may have closed in the meantime
  const assertive = queue.some((item) => item.priority === 'assertive');
  const text = queue.map((item) => item.text).join('\n');
  queue = [];
  region.setAttribute('aria-live', assertive ? 'assertive' : 'polite');
  region.setAttribute('aria-busy', 'true');
  // Text, not HTML: announcements carry no markup a screen reader would read.
  region.textContent = text;
  region.setAttribute('aria-busy', 'false');
}

export function announce(text: string, priority: Priority = 'polite'): void {
  if (!text) return;
  liveRegion();
  queue.push({ text, priority });
  timer ??= setTimeout(flush, FLUSH_MS);
}

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

/** Drupal's one region, made (in the body) if the page has none. */
function region(): HTMLElement {
  let found = document.getElementById('drupal-live-announce');
  if (!found) {
    found = document.createElement('div');
    found.id = 'drupal-live-announce';
    found.className = 'visually-hidden';
    found.setAttribute('aria-live', 'polite');
    found.setAttribute('aria-busy', 'false');
  }
  if (!found.isConnected) document.body.append(found);
  return found;
}

/** The region, moved to where it is heard. */
function liveRegion(): HTMLElement {
  const found = region();
  const home = audibleHome();
  if (found.parentElement !== home) home.append(found);
  return found;
}

let placing = false;

/**
 * Moves the region to where it is heard once the next frame has been drawn, still well before
 * the text, so assistive technology has registered it there when the text arrives.
 * Not at the call: finding the open modal reads what is rendered, and a call from a click
 * handler that has just changed the page would lay the whole page out inside the handler. In a
 * hidden tab no frame comes; the flush places it then.
 */
function placeAfterFrame(): void {
  if (placing) return;
  placing = true;
  const place = () => {
    placing = false;
    if (typeof document !== 'undefined') liveRegion();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(place));
  else setTimeout(place);
}

function flush(): void {
  timer = undefined;
  // The document can be gone by now (a test environment torn down between the call and here).
  if (!queue.length || typeof document === 'undefined') return;
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
  region();
  placeAfterFrame();
  queue.push({ text, priority });
  timer ??= setTimeout(flush, FLUSH_MS);
}

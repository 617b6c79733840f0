/**
 * Screen-reader announcements through Drupal's live region (`#drupal-live-announce`), queued and
 * flushed 200 ms after the earliest call (spec §9); assertive wins when any queued item is.
 */
export type Priority = 'polite' | 'assertive';

const FLUSH_MS = 200;
let queue: { text: string; priority: Priority }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  let region = document.getElementById('drupal-live-announce');
  if (!region) {
    region = document.createElement('div');
    region.id = 'drupal-live-announce';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-busy', 'false');
    document.body.append(region);
  }
  return region;
}

function flush(): void {
  timer = undefined;
  if (!queue.length) return;
  const region = liveRegion();
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

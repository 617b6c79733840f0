/**
 * Public helpers that no widget on a page's first screen needs at load: each is a chunk, fetched
 * on the first call, so the entry carries only what the first screen uses. The
 * bundle's own widgets import the modules themselves.
 */
import type { Priority } from './announce';
import type { StorageKind } from './storage';

/**
 * Focus traps, the tabbable rules and the modal background:
 * `const { trapFocus, inertOutside } = await Trellis.focus()`.
 */
export const focus = () => import('./focus');

/** Storage that never throws: `const store = await Trellis.storage('session')`. */
export const storage = (kind?: StorageKind) => import('./storage').then((m) => m.storage(kind));

/** Says `text` to screen readers (./announce: queued, flushed 200 ms later); the code comes on the first call. */
export function announce(text: string, priority?: Priority): void {
  if (text)
    import('./announce').then(
      (m) => m.announce(text, priority),
      (error: unknown) => console.warn('[trellis] an announcement could not be made:', text, error),
    );
}

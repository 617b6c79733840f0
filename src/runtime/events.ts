/**
 * Typed, tag-prefixed, bubbling events. Widgets augment `TrellisEventMap`:
 *
 *   declare module '../../src/runtime/events' {
 *     interface TrellisEventMap { 'faq-list:toggle': { index: number; open: boolean } }
 *   }
 */
export interface TrellisEventMap {
  /** A widget failed and its host was left as server markup (on the host, else the document). */
  'trellis:error': { tag: string; error: unknown };
}

export type TrellisEventName = keyof TrellisEventMap;

/** Dispatches a bubbling CustomEvent; returns false when a listener cancelled a cancelable event. */
export function emit<K extends TrellisEventName>(
  target: EventTarget,
  type: K,
  detail: TrellisEventMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, {
      bubbles: true,
      composed: true,
      cancelable: !!options.cancelable,
      detail,
    }),
  );
}

/**
 * An open modal's rules: the address that opens it, where focus goes in and out, the page's
 * scroll lock. Only the lazy chunk reads these; the entry needs the buttons' selector alone
 * (logic.ts).
 */

/** The first field of a modal's form, where focus goes on opening. */
export const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Whether the page's fragment (`#id`, percent-encoded or not) names the modal `id`: a page
 * opened at it shows the modal without JavaScript, so the enhanced page opens it too.
 */
export function linkedTo(hash: string, id: string, decode: (value: string) => string): boolean {
  return hash.length > 1 && decode(hash.slice(1)) === id;
}

/**
 * Open modals lock the page's scrolling; the lock holds while any of them is open. The count
 * after one opens (`on`) or closes, never below none.
 */
export const nextLocks = (locks: number, on: boolean): number => Math.max(0, locks + (on ? 1 : -1));

/**
 * Where focus goes on closing. `back`: to the element that opened the modal, while it is on the
 * page; `fallback`: the modal was opened from the address, or its opener is gone (another of its
 * buttons, else the main content, never `<body>`); `stay`: closing was not the visitor's doing.
 */
export function closingFocus(
  returnFocus: boolean,
  opener: { isConnected: boolean } | null,
): 'back' | 'fallback' | 'stay' {
  if (!returnFocus) return 'stay';
  return opener?.isConnected ? 'back' : 'fallback';
}

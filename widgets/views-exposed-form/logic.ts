/** Keys that change a closed select's value in Chromium and Firefox on Windows and Linux. */
const BROWSING_KEYS = /^(Arrow|Page|Home$|End$)|^.$/;

/** Whether a key press changes a closed select's value as one browses its options. */
export const isBrowsingKey = (key: string) => BROWSING_KEYS.test(key);

/** The option the server selected, by each option's `defaultSelected` (the first when none is). */
export const defaultIndex = (defaults: readonly boolean[]) => Math.max(0, defaults.indexOf(true));

/**
 * Whether a select's value waits for Enter or for focus to leave before it submits, as the code
 * arrives: a single select whose value the visitor already changed (the change found no
 * listener, and Apply is hidden from now on).
 */
export const heldAtStart = (multiple: boolean, selected: number, byDefault: number) =>
  !multiple && selected !== byDefault;

/** The form's action with the form's id as its anchor, so the reloaded page returns to it. */
export const anchoredAction = (action: string | null, id: string) =>
  `${action?.split('#')[0] ?? ''}#${id}`;

/** Breakpoints (spec §9) and reduced motion, as subscriptions that end with their signal. */
export const breakpoints = {
  medium: '(min-width: 768px)',
  large: '(min-width: 1024px)',
  wide: '(min-width: 1440px)',
} as const;

export type BreakpointName = keyof typeof breakpoints;

/**
 * One live list per query: `matches` follows the page, and a click handler that asks whether
 * motion is reduced does not parse the query again.
 * A replaced `matchMedia` (a polyfill, a test's double) starts afresh.
 */
const lists = new Map<string, MediaQueryList>();
let listsOf: typeof window.matchMedia | undefined;

export function mediaQuery(query: BreakpointName | string): MediaQueryList {
  const text = query in breakpoints ? breakpoints[query as BreakpointName] : query;
  if (listsOf !== window.matchMedia) {
    lists.clear();
    listsOf = window.matchMedia;
  }
  let list = lists.get(text);
  if (!list) lists.set(text, (list = window.matchMedia(text)));
  return list;
}

export function matches(query: BreakpointName | string): boolean {
  return mediaQuery(query).matches;
}

/** Calls `onChange` whenever the query flips; stops when `signal` aborts. */
export function watchMedia(
  query: BreakpointName | string,
  onChange: (matches: boolean) => void,
  signal: AbortSignal,
): boolean {
  const list = mediaQuery(query);
  list.addEventListener('change', (event) => onChange(event.matches), { signal });
  return list.matches;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return matches(REDUCED_MOTION);
}

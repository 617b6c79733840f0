/** Breakpoints (spec §9) and reduced motion, as subscriptions that end with their signal. */
export const breakpoints = {
  medium: '(min-width: 768px)',
  large: '(min-width: 1024px)',
  wide: '(min-width: 1440px)',
} as const;

export type BreakpointName = keyof typeof breakpoints;

export function mediaQuery(query: BreakpointName | string): MediaQueryList {
  return window.matchMedia(query in breakpoints ? breakpoints[query as BreakpointName] : query);
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

/** Percent rings: a circle with pathLength 100, so the dash of the bar is the percent itself. */

/** The bar starts at 12 o'clock: a quarter of the circumference back from 3 o'clock (spec §9). */
export const STROKE_OFFSET = 25;
export const DURATION_MS = 1200;

/** 0–100 from an attribute, or null when it is not a number. */
export function readPercent(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.trim().replace(/%$/, ''));
  if (!Number.isFinite(n)) return null;
  return Math.min(100, Math.max(0, n));
}

/** Decimals shown: as many as the attribute has, at most one. */
export function decimalsOf(value: string): number {
  const match = /\.(\d+)/.exec(value);
  return match ? Math.min(1, match[1]!.length) : 0;
}

export function dash(percent: number): string {
  return `${percent} ${100 - percent}`;
}

export function label(percent: number, decimals: number): string {
  return `${percent.toFixed(decimals)}%`;
}

/** Ease-out cubic over [0, 1]. */
export function ease(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

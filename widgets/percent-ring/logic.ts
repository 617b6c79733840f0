/** Percent rings: a circle with pathLength 100, so the dash of the bar is the percent itself. */

/** The bar starts at 12 o'clock: a quarter of the circumference back from 3 o'clock (spec §9). */
export const STROKE_OFFSET = 25;
export const DURATION_MS = 1200;

/**
 * The value an attribute gives, or null when it is not a number. Not clamped: the ring prints what
 * the editor wrote (a growth of 120 % is a fact, not an overflow); only the bar stops at full.
 */
export function readPercent(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.trim().replace(/%$/, ''));
  return Number.isFinite(n) ? n : null;
}

/** Decimals shown: as many as the attribute has (84.55 prints 84.55 %), up to toFixed's sane six. */
export function decimalsOf(value: string): number {
  const match = /\.(\d+)/.exec(value);
  return match ? Math.min(6, match[1]!.length) : 0;
}

/** The bar's dash: the percent held to an empty or a full ring. */
export function dash(percent: number): string {
  const fill = Math.min(100, Math.max(0, percent));
  // Rounded far below a pixel, so 84.55 leaves 15.45 and not 15.450000000000003.
  return `${fill} ${Number((100 - fill).toFixed(10))}`;
}

export function label(percent: number, decimals: number): string {
  return `${percent.toFixed(decimals)}%`;
}

/** Ease-out cubic over [0, 1]. */
export function ease(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

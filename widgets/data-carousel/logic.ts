/**
 * Pure carousel arithmetic: options from presets and markup, slide width per viewport width, and
 * where a move goes. Positions are "virtual": with a looping slide track, -1 and N are clones of
 * the last and first slide, and a move onto a clone settles back onto the real slide afterwards.
 */
import { MAX_TIMER_MS } from '../../src/runtime/timing';

/** Items per view: a number, or min-width (px) → items, as Owl Carousel's `responsive`. */
export type Items = number | Record<string, number>;

export interface CarouselOptions {
  items: Items;
  /** Gap between slides, px. */
  margin: number;
  loop: boolean;
  nav: boolean;
  dots: boolean;
  counter: boolean;
  autoplay: boolean;
  /** ms between automatic moves. */
  autoplayTimeout: number;
  /** Transition, ms. */
  speed: number;
  fade: boolean;
  /** Peek at the neighbours: slide widths 75% / 56% / 33% from 768 / 1024 / 1440 px. */
  padding: boolean;
  /** Resize debounce, ms. */
  refresh: number;
}

export type PresetName = 'default' | 'general' | 'multi-slider' | 'am-slider' | 'single-slider';

/** The site's own carousel (spec §9): one slide, nav, counter, loop, 0.35 s, resize 250 ms. */
const DEFAULTS: CarouselOptions = {
  items: 1,
  margin: 0,
  loop: true,
  nav: true,
  dots: false,
  counter: true,
  autoplay: false,
  autoplayTimeout: 5000,
  speed: 350,
  fade: false,
  padding: false,
  refresh: 250,
};

/** General defaults of the replaced library as the site used it: 3 items, 5000 / 250 / 200 ms. */
const GENERAL: CarouselOptions = {
  ...DEFAULTS,
  items: 3,
  loop: false,
  nav: false,
  dots: true,
  counter: false,
  speed: 250,
  refresh: 200,
};

const MULTI: CarouselOptions = {
  ...GENERAL,
  items: { 0: 1, 600: 2, 1000: 3 },
  margin: 40,
  dots: true,
  nav: false,
  loop: true,
};

export const PRESETS: Record<PresetName, CarouselOptions> = {
  default: DEFAULTS,
  general: GENERAL,
  'multi-slider': MULTI,
  'am-slider': { ...MULTI, loop: false },
  'single-slider': {
    ...GENERAL,
    items: 1,
    margin: 5,
    dots: false,
    loop: true,
    autoplay: true,
    fade: true,
  },
};

export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** The preset a host asks for: `data-carousel="multi-slider"`, else a preset class, else default. */
export function presetFor(attribute: string | null, classes: Iterable<string>): PresetName {
  const named = (attribute ?? '').trim();
  if ((PRESET_NAMES as string[]).includes(named)) return named as PresetName;
  for (const name of classes) {
    if (name === 'owl-carousel') return 'general';
    if (name !== 'default' && (PRESET_NAMES as string[]).includes(name)) return name as PresetName;
  }
  return 'default';
}

const BOOLEAN_KEYS = ['loop', 'nav', 'dots', 'counter', 'autoplay', 'fade', 'padding'] as const;
const NUMBER_KEYS = ['margin', 'autoplayTimeout', 'speed', 'refresh'] as const;

/**
 * An autoplay step sooner than the gap between moves would rotate the slides as fast as the
 * page can render (0 ms) or never let a transition end; past the timer limit it fires at once.
 */
function inRange(key: string, n: number): boolean {
  if (key === 'autoplayTimeout') return n >= GUARD_MS && n <= MAX_TIMER_MS;
  return key === 'margin' || n <= MAX_TIMER_MS;
}

function validItems(value: unknown): Items | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value;
  if (typeof value === 'string' && /^\d+$/.test(value) && Number(value) >= 1) return Number(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const map: Record<string, number> = {};
    for (const [key, n] of Object.entries(value)) {
      const items = typeof n === 'object' && n ? (n as { items?: unknown }).items : n;
      if (/^\d+$/.test(key) && typeof items === 'number' && items >= 1)
        map[key] = Math.floor(items);
    }
    return Object.keys(map).length ? map : undefined;
  }
  return undefined;
}

/**
 * Overrides from markup (a JSON script child, then `data-*` attributes) over a preset. Unknown
 * keys and values of the wrong type are ignored and named, so a typo is a warning, not a crash.
 */
export function resolveOptions(
  preset: PresetName,
  ...overrides: Record<string, unknown>[]
): { options: CarouselOptions; ignored: string[] } {
  const options: CarouselOptions = { ...PRESETS[preset] };
  const ignored: string[] = [];
  for (const source of overrides) {
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined) continue;
      if (key === 'items' || key === 'responsive') {
        const items = validItems(value);
        if (items === undefined) ignored.push(key);
        else options.items = items;
      } else if ((BOOLEAN_KEYS as readonly string[]).includes(key)) {
        const b = toBoolean(value);
        if (b === undefined) ignored.push(key);
        else options[key as (typeof BOOLEAN_KEYS)[number]] = b;
      } else if ((NUMBER_KEYS as readonly string[]).includes(key)) {
        const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
        if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || !inRange(key, n))
          ignored.push(key);
        else options[key as (typeof NUMBER_KEYS)[number]] = n;
      } else {
        ignored.push(key);
      }
    }
  }
  if (options.fade) options.items = 1;
  // Swiping must never be the only way to move (WCAG 2.5.7): without dots, show prev/next.
  if (!options.dots) options.nav = true;
  return { options, ignored };
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Items per view at a viewport width: the largest responsive key ≤ width wins. */
export function itemsAt(items: Items, width: number): number {
  if (typeof items === 'number') return items;
  let best = 1;
  let bestKey = -1;
  for (const [key, n] of Object.entries(items)) {
    const min = Number(key);
    if (min <= width && min > bestKey) {
      bestKey = min;
      best = n;
    }
  }
  return best;
}

/** Slide width (percent of the viewport) of a padded carousel (spec §9). */
export function paddedWidth(width: number): number {
  if (width >= 1440) return 33;
  if (width >= 1024) return 56;
  if (width >= 768) return 75;
  return 100;
}

export interface Layout {
  /** Slides fully in view: the ones that are focusable and count for positions. */
  items: number;
  /** CSS length of one slide (percentages of the viewport). */
  slideWidth: string;
  /** Gap, px. */
  gap: number;
}

export function layoutFor(options: CarouselOptions, width: number): Layout {
  if (options.fade) return { items: 1, slideWidth: '100%', gap: 0 };
  const gap = options.margin;
  if (options.padding) {
    // The next slide peeks in; only whole slides count as in view (3 × 33% at 1440 px).
    const percent = paddedWidth(width);
    return { items: Math.max(1, Math.floor(100 / percent)), slideWidth: `${percent}%`, gap };
  }
  const items = Math.max(1, itemsAt(options.items, width));
  const slideWidth = items === 1 ? '100%' : `calc((100% - ${(items - 1) * gap}px) / ${items})`;
  return { items, slideWidth, gap };
}

/** Where a carousel of `count` slides showing `items` at once can stop. */
export function positionCount(count: number, items: number, loop: boolean): number {
  if (count <= items) return 1;
  return loop ? count : count - items + 1;
}

/** Clones on each side of a looping slide track (0 when it does not loop by sliding). */
export function cloneCount(count: number, items: number, loop: boolean, fade: boolean): number {
  if (!loop || fade || positionCount(count, items, loop) <= 1) return 0;
  // Enough to fill the view (and a peeking neighbour) on either side of a wrap.
  return items + 1;
}

/** The real slide a virtual position shows. */
export function wrap(position: number, count: number): number {
  return ((position % count) + count) % count;
}

export interface Move {
  /** Virtual position to animate to (may be a clone). */
  to: number;
  /** Real position to settle on after the transition (differs from `to` only on a clone). */
  settle: number;
}

/**
 * One step (+1 next, -1 previous) from real position `from`. Looping: wraps both ways, by
 * sliding onto a clone when the track has clones. Not looping: stops at the ends (null).
 */
export function step(
  from: number,
  direction: 1 | -1,
  positions: number,
  loop: boolean,
  clones: number,
): Move | null {
  if (positions <= 1) return null;
  const raw = from + direction;
  if (raw >= 0 && raw < positions) return { to: raw, settle: raw };
  if (!loop) return null;
  const settle = wrap(raw, positions);
  return { to: clones > 0 ? raw : settle, settle };
}

/** Whether previous / next can move from `from`. */
export function canStep(
  from: number,
  direction: 1 | -1,
  positions: number,
  loop: boolean,
): boolean {
  return step(from, direction, positions, loop, 0) !== null;
}

/** Which real slides are in view at real position `at`. */
export function visibleSlides(at: number, items: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.min(items, count); i++) out.push(wrap(at + i, count));
  return out;
}

/** A horizontal swipe: far enough (≥ 50 px) and more sideways than up or down. */
export const SWIPE_MIN = 50;
export function swipeDirection(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Minimum time between two moves (spec §4: events less than 350 ms apart are ignored). */
export const GUARD_MS = 350;
/** A wheel gesture ends this long after its last event (spec §9, mouse-wheel reset). */
export const WHEEL_RESET_MS = 200;

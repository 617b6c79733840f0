// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ratioChart } from '../../../bench/chart';
import type { InteractionKey, RunResult } from '../../../bench/measure';
import {
  aggregate,
  evaluateGoals,
  interactionRatios,
  laterFramesNote,
  legacySpread,
  ratioTable,
} from '../../../bench/report';
import { DEFAULT_STACKS, STACKS } from '../../../bench/stacks';

const run = (stack: string, shifts: RunResult['shifts']): RunResult => ({
  stack,
  variant: 'standard',
  throttle: 1,
  ok: true,
  status: 'done',
  errors: [],
  groups: {},
  loaded: [],
  figures: { cls: shifts?.reduce((sum, s) => sum + s.value, 0) ?? 0 },
  longTasks: [],
  shifts,
  interactions: {},
  marks: {},
});

const shift = {
  value: 0.0031,
  start: 812.4,
  recent: false,
  sources: ['div#carousel-2.carousel 0,900,1280,400 → 0,904,1280,400'],
};

describe('the bench report', () => {
  it('names what moved when a Trellis load shifts, so an intermittent CLS can be traced', () => {
    const result = aggregate(
      [run('trellis', []), run('trellis-react', [shift]), run('legacy-dt1', [shift])],
      STACKS,
      { device: 'desktop', variant: 'standard', throttle: 1 },
    );
    expect(result.notes['trellis-react']).toContain(
      'layout shift 0.0031 at 812 ms: div#carousel-2.carousel 0,900,1280,400 → 0,904,1280,400',
    );
    expect(result.notes.trellis).toEqual([]);
    // Legacy's carousels shift on every load; its notes stay about what failed.
    expect(result.notes['legacy-dt1']!.some((n) => n.startsWith('layout shift'))).toBe(false);
  });
});

describe('the interaction goals', () => {
  const timed = (
    stack: string,
    device: 'desktop' | 'phone',
    throttle: number,
    latencies: Partial<Record<InteractionKey, number>>,
  ): RunResult => ({
    ...run(stack, []),
    device,
    throttle,
    interactions: Object.fromEntries(
      Object.entries(latencies).map(([key, latency]) => [key, { latency }]),
    ),
  });
  const phone = { device: 'phone', variant: 'standard', throttle: 4 } as const;
  const runs = [
    timed('legacy-dt1', 'phone', 4, { plainClick: 50, carouselSwipe: 40, menuOpen: 60 }),
    timed('legacy-dt2', 'phone', 4, { plainClick: 55, carouselSwipe: 30, menuOpen: 80 }),
    timed('trellis', 'phone', 4, { plainClick: 60, carouselSwipe: 36, menuOpen: 30 }),
    // Another condition's runs are not this one's.
    timed('trellis', 'desktop', 4, { carouselSwipe: 1, menuOpen: 1 }),
  ];
  const condition = aggregate(runs, STACKS, phone);
  const [ratios] = interactionRatios([condition]);

  it('divides by the better legacy line of the same condition, per interaction', () => {
    expect(ratios!.condition).toEqual(phone);
    expect(ratios!.ratios.carouselSwipe).toBeCloseTo(36 / 30);
    expect(ratios!.ratios.menuOpen).toBeCloseTo(30 / 60);
    // The plain click is the floor beside them, not one of them.
    expect(ratios!.floor).toBeCloseTo(60 / 50);
    expect('plainClick' in ratios!.ratios).toBe(false);
    // Measured on the phone only: the desktop's interactions are not in its row.
    expect(ratios!.ratios.faqToggle).toBeNull();
  });

  it('is not met when one interaction is slower than legacy, and says which', () => {
    const goals = evaluateGoals([condition], {});
    const every = goals.find((g) => g.id === 'interactions')!.results.trellis!;
    expect(every.met).toBe(false);
    expect(every.detail).toContain('carouselSwipe 1.20 (phone 4× 1k)');
  });

  it('shows beside them how far the two legacy lines, the same code but the table, land apart', () => {
    const [spread] = legacySpread([condition]);
    expect(spread!.ratios.carouselSwipe).toBeCloseTo(30 / 40);
    expect(spread!.ratios.menuOpen).toBeCloseTo(80 / 60);
    expect(spread!.floor).toBeCloseTo(55 / 50);
    const table = ratioTable([ratios!], STACKS, [spread!]);
    const rows = table.filter((line) => line.startsWith('| phone 4× 1k'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('**1.20**');
    // A reference, not a goal: nothing in its row is marked over.
    expect(rows[1]).toMatch(/^\| phone 4× 1k \| legacy DT2 ÷ DT1 \(reference\) \| 1\.10 \|/);
    expect(rows[1]).toContain('1.33');
    expect(rows[1]).not.toContain('**');
  });

  it('measures a base build (--base <rev>) in the same runs, beside Trellis, in its own colour', () => {
    const withBase = aggregate(
      [
        ...runs,
        timed('trellis-react', 'phone', 4, { carouselSwipe: 33, menuOpen: 30 }),
        timed('trellis-base', 'phone', 4, { carouselSwipe: 45, menuOpen: 30 }),
      ],
      STACKS,
      phone,
    );
    const rows = interactionRatios([withBase]);
    expect(rows.map((r) => r.stack)).toEqual(['trellis', 'trellis-react', 'trellis-base']);
    expect(rows[2]!.ratios.carouselSwipe).toBeCloseTo(45 / 30);
    const svg = ratioChart(rows, STACKS);
    expect(svg).toContain('Trellis base, carousel swipe: 1.50');
    const colour = (name: string) =>
      new RegExp(`fill="(#[0-9a-f]{6})"><title>${name}, carousel swipe`).exec(svg)?.[1];
    const colours = ['Trellis', 'Trellis React', 'Trellis base'].map(colour);
    expect(new Set(colours).size).toBe(3);
    // Only asked for: a plain `npm run bench` has no base build to measure.
    expect(DEFAULT_STACKS.map((s) => s.id)).not.toContain('trellis-base');
  });

  it('draws every ratio with the goal line, escaping what it writes', () => {
    const svg = ratioChart([ratios!], STACKS);
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain('Trellis, carousel swipe: 1.20');
    expect(svg).toContain('1,000-row page, phone (375 × 812, touch), 4× CPU');
    // The 1.0 goal line and, at 4× CPU, the dotted 0.6 line for the median.
    expect(svg.match(/stroke="#b3261e"/g)).toHaveLength(3);
    expect(svg).not.toMatch(/<(?!\/?(svg|title|desc|rect|text|line|g)\b)/);
  });
});

describe('interactions timed to the frame that shows their effect', () => {
  const sorted = (stack: string, frames: number[]): RunResult[] =>
    frames.map((f) => ({
      ...run(stack, []),
      throttle: 4,
      interactions: { tableSort: { latency: 70, frames: f } },
    }));
  const condition = { device: 'desktop', variant: 'standard', throttle: 4 } as const;

  it('says where the first frame after the click did not show the effect', () => {
    const result = aggregate(
      [...sorted('legacy-dt2', [1, 0, 2, 1]), ...sorted('trellis', [0, 0, 0, 0])],
      STACKS,
      condition,
    );
    expect(result.laterFrames?.['legacy-dt2']?.tableSort).toEqual({ runs: 3, of: 4, max: 2 });
    expect(result.laterFrames?.trellis?.tableSort).toBeUndefined();
    const note = laterFramesNote([result], STACKS).join('\n');
    expect(note).toContain(
      'table sort, column 2 (legacy DT2, desktop 4× 1k): 3 of 4 runs, up to 2 frames later',
    );
    expect(note).not.toContain('(Trellis,');
  });

  it('says so when every first frame showed it', () => {
    const result = aggregate(sorted('trellis', [0, 0]), STACKS, condition);
    expect(laterFramesNote([result], STACKS).join('\n')).toContain(
      'in every run it was the first frame after the click',
    );
  });
});

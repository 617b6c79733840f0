// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../../bench/measure';
import { aggregate } from '../../../bench/report';
import { STACKS } from '../../../bench/stacks';

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
      'standard',
      1,
    );
    expect(result.notes['trellis-react']).toContain(
      'layout shift 0.0031 at 812 ms: div#carousel-2.carousel 0,900,1280,400 → 0,904,1280,400',
    );
    expect(result.notes.trellis).toEqual([]);
    // Legacy's carousels shift on every load; its notes stay about what failed.
    expect(result.notes['legacy-dt1']!.some((n) => n.startsWith('layout shift'))).toBe(false);
  });
});

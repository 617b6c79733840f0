import { describe, expect, it } from 'vitest';
import { createSlices } from '../../../src/runtime/slices';

describe('createSlices', () => {
  it('yields at the first check, then goes on until the slice has used its time', async () => {
    let t = 1000;
    const slices = createSlices(12, () => t);
    const signal = new AbortController().signal;
    expect(slices.spent()).toBe(true);
    slices.begin();
    expect(slices.spent()).toBe(false);
    t += 20;
    expect(await slices.next(signal)).toBe(true);
    t += 11;
    expect(slices.spent()).toBe(false);
    expect(slices.breathe(signal)).toBe(true);
    t += 1;
    expect(slices.spent()).toBe(true);
    const later = slices.breathe(signal);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(true);
    expect(slices.spent()).toBe(false);
  });

  it('says false once the work was aborted, in this task or across the yield', async () => {
    const slices = createSlices(8, () => 0);
    const stop = new AbortController();
    const pending = slices.next(stop.signal);
    stop.abort();
    expect(await pending).toBe(false);
    expect(slices.breathe(stop.signal)).toBe(false);
  });
});

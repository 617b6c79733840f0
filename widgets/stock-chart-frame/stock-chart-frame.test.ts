import { describe, expect, it } from 'vitest';
import { widthChanged } from './logic';
import { parse } from './parse';

describe('stock-chart-frame', () => {
  it('is the frame itself', () => {
    document.body.innerHTML = '<iframe class="nir-stock-chart" title="Stock Chart"></iframe>';
    const frame = document.querySelector('iframe')!;
    expect(parse(frame)).toBe(frame);
  });

  it('reloads for a new width only, not a height-only resize', () => {
    expect(widthChanged(1280, 375)).toBe(true);
    expect(widthChanged(375, 375)).toBe(false);
  });
});

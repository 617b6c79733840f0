import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dash, decimalsOf, ease, label, readPercent, STROKE_OFFSET } from './logic';
import { parse } from './parse';

describe('percent ring arithmetic', () => {
  it('reads the number the attribute gives, with or without a percent sign, unclamped', () => {
    expect(readPercent('72')).toBe(72);
    expect(readPercent('84.5%')).toBe(84.5);
    expect(readPercent('140')).toBe(140);
    expect(readPercent('-3')).toBe(-3);
    expect(readPercent('lots')).toBeNull();
    expect(readPercent('')).toBeNull();
    expect(readPercent(null)).toBeNull();
  });

  it('draws the bar as a dash of the percent on a circle of path length 100, offset 25', () => {
    expect(STROKE_OFFSET).toBe(25);
    expect(dash(72)).toBe('72 28');
    // Past the ends the ring is simply full or empty.
    expect(dash(140)).toBe('100 0');
    expect(dash(-3)).toBe('0 100');
    expect(dash(84.55)).toBe('84.55 15.45');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (p) => {
        const [on, off] = dash(p).split(' ').map(Number);
        return Math.abs(on! + off! - 100) < 1e-9;
      }),
    );
  });

  it('prints the value with a percent sign and the decimals the markup used', () => {
    expect(label(72, decimalsOf('72'))).toBe('72%');
    expect(label(84.5, decimalsOf('84.5'))).toBe('84.5%');
    expect(label(84.55, decimalsOf('84.55'))).toBe('84.55%');
    expect(label(120, decimalsOf('120'))).toBe('120%');
  });

  it('eases from 0 to 1 without overshooting', () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const lo = Math.min(a, b);
          const hi = Math.max(a, b);
          return ease(lo) <= ease(hi) && ease(a) >= 0 && ease(a) <= 1;
        },
      ),
    );
  });
});

describe('percent ring markup', () => {
  it('needs a numeric data-percent and a bar circle', () => {
    document.body.innerHTML =
      '<div class="percent-ring" data-percent="40"><svg><circle class="percent-ring__bar"></circle></svg></div>';
    expect(parse(document.querySelector('div')!)).toMatchObject({ percent: 40, value: null });
    document.body.innerHTML = '<div class="percent-ring" data-percent="forty"></div>';
    expect(() => parse(document.querySelector('div')!)).toThrow(/not a number/);
    document.body.innerHTML = '<div class="percent-ring" data-percent="40"></div>';
    expect(() => parse(document.querySelector('div')!)).toThrow(/percent-ring__bar/);
  });
});

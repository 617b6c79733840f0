import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anchorTarget, ease } from './logic-scroll';

describe('anchor-links', () => {
  it('eases from 0 to 1 without overshooting', () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a < b ? [a, b] : [b, a];
          expect(ease(lo)).toBeLessThanOrEqual(ease(hi) + 1e-12);
          expect(ease(a)).toBeGreaterThanOrEqual(0);
          expect(ease(a)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('finds the target of a same-page link by id or name, and nothing for other pages', () => {
    document.body.innerHTML = `<h2 id="dividends">D</h2><a name="legacy"></a><h2 id="caf%C3%A9">C</h2>
      <h2 id="café">C2</h2>`;
    const link = (href: string) => {
      const a = document.createElement('a');
      a.href = href;
      return a;
    };
    const here = location.pathname + location.search;
    expect(anchorTarget(link('#dividends'))?.id).toBe('dividends');
    expect(anchorTarget(link(`${here}#dividends`))?.id).toBe('dividends');
    expect(anchorTarget(link('#legacy'))?.getAttribute('name')).toBe('legacy');
    expect(anchorTarget(link('#caf%C3%A9'))?.textContent).toBe('C2');
    expect(anchorTarget(link('#missing'))).toBeNull();
    expect(anchorTarget(link('/elsewhere#dividends'))).toBeNull();
    expect(anchorTarget(link('https://other.example.com/#dividends'))).toBeNull();
    expect(anchorTarget(link('#%E0%A4%A'))).toBeNull();
  });
});

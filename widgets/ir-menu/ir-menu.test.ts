import { describe, expect, it } from 'vitest';
import { bannerPadding, ease, isStuck, scrollAt, scrollPaddingTop } from './logic';
import { parse } from './parse';

describe('sticky rules', () => {
  it('sticks only once scrolled past the header height', () => {
    expect(isStuck(119, 120)).toBe(false);
    expect(isStuck(120, 120)).toBe(false);
    expect(isStuck(121, 120)).toBe(true);
  });

  it('pads the banner by the menu height plus 80', () => {
    expect(bannerPadding(56)).toBe(136);
    expect(bannerPadding(55.6)).toBe(136);
  });

  it("reserves the bar's offset plus its height, rounded up, in the scroll padding", () => {
    expect(scrollPaddingTop(70, 56)).toBe(126);
    expect(scrollPaddingTop(70, 55.5)).toBe(126);
  });
});

describe('back-to-top scroll', () => {
  it('starts where it is, ends at 0 after 500 ms, and only goes up', () => {
    expect(scrollAt(2000, 0)).toBe(2000);
    expect(scrollAt(2000, 500)).toBe(0);
    expect(scrollAt(2000, 900)).toBe(0);
    let previous = Infinity;
    for (let ms = 0; ms <= 500; ms += 16) {
      const y = scrollAt(2000, ms);
      expect(y).toBeLessThanOrEqual(previous);
      previous = y;
    }
    expect(scrollAt(2000, 250)).toBe(1000);
  });

  it('eases in and out', () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    expect(ease(0.5)).toBe(0.5);
    expect(ease(0.1)).toBeLessThan(0.1);
    expect(ease(0.9)).toBeGreaterThan(0.9);
  });
});

describe('markup', () => {
  it('finds the bar and the back-to-top link in both markup forms', () => {
    document.body.innerHTML = `<ir-menu><div class="block-investor-menu"><nav><ul></ul></nav></div><a class="back-to-top" href="#top">Top</a></ir-menu>`;
    const wrapped = parse(document.querySelector('ir-menu')!);
    expect(wrapped.bar.className).toBe('block-investor-menu');
    expect(wrapped.backToTop?.textContent).toBe('Top');
    document.body.innerHTML = `<div class="block-investor-menu"><nav><ul></ul></nav></div><a class="back-to-top" href="#top">Top</a>`;
    const bare = parse(document.querySelector<HTMLElement>('.block-investor-menu')!);
    expect(bare.bar).toBe(bare.host);
    expect(bare.backToTop?.textContent).toBe('Top');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { reserveScrollTop } from '../../../src/runtime/scroll-padding';

const padding = () => document.documentElement.style.scrollPaddingTop;

afterEach(() => {
  reserveScrollTop('header', null);
  reserveScrollTop('bar', null);
  document.documentElement.removeAttribute('style');
});

describe('reserveScrollTop', () => {
  it('pads the top of the page down to the deepest stuck bar, counting a bar above it once', () => {
    reserveScrollTop('header', 80);
    expect(padding()).toBe('80px');
    // A bar stuck 80 px down, under the header, 46 px tall: it reaches 126 px.
    reserveScrollTop('bar', 126);
    expect(padding()).toBe('126px');
    reserveScrollTop('header', 140);
    expect(padding()).toBe('140px');
  });

  it('gives a part its space back, and leaves no padding once nothing is reserved', () => {
    reserveScrollTop('header', 80);
    reserveScrollTop('bar', 126);
    reserveScrollTop('header', null);
    expect(padding()).toBe('126px');
    reserveScrollTop('bar', null);
    expect(padding()).toBe('');
  });

  it("never reserves less than the page's own padding, and restores it afterwards", () => {
    document.documentElement.style.scrollPaddingTop = '300px';
    reserveScrollTop('header', 80);
    expect(padding()).toBe('300px');
    reserveScrollTop('bar', 330);
    expect(padding()).toBe('330px');
    reserveScrollTop('header', null);
    reserveScrollTop('bar', null);
    expect(padding()).toBe('300px');
  });

  it('sets no custom property on <html>, which every element of the page would inherit', () => {
    reserveScrollTop('header', 80);
    expect(document.documentElement.style.length).toBe(1);
    expect(document.documentElement.style.item(0)).toBe('scroll-padding-top');
  });
});

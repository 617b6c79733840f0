import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  canStep,
  cloneCount,
  itemsAt,
  layoutFor,
  paddedWidth,
  positionCount,
  presetFor,
  resolveOptions,
  step,
  swipeDirection,
  visibleSlides,
  wrap,
} from './logic';
import { parse } from './parse';
import { parseVideoUrl } from './video';

describe('carousel index arithmetic', () => {
  it('wraps any virtual position onto a real slide', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 50 }),
        (p, n) => {
          const r = wrap(p, n);
          return r >= 0 && r < n && (r - p) % n === 0;
        },
      ),
    );
  });

  it('next from the last slide lands on the first and previous from the first on the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 0, max: 5 }), (n, clones) => {
        const next = step(n - 1, 1, n, true, clones)!;
        const prev = step(0, -1, n, true, clones)!;
        expect(next.settle).toBe(0);
        expect(prev.settle).toBe(n - 1);
        // With clones the row slides onto the clone first, then settles.
        expect(next.to).toBe(clones ? n : 0);
        expect(prev.to).toBe(clones ? -1 : n - 1);
      }),
    );
  });

  it('n steps forward (or back) of a looping carousel return to where they started', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.nat(),
        fc.constantFrom<1 | -1>(1, -1),
        (n, start, direction) => {
          let at = start % n;
          const from = at;
          for (let i = 0; i < n; i++) at = step(at, direction, n, true, 2)!.settle;
          return at === from;
        },
      ),
    );
  });

  it('a carousel that does not loop stops at both ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (positions) => {
        expect(step(0, -1, positions, false, 0)).toBeNull();
        expect(step(positions - 1, 1, positions, false, 0)).toBeNull();
        expect(canStep(0, 1, positions, false)).toBe(true);
        expect(canStep(positions - 1, -1, positions, false)).toBe(true);
      }),
    );
  });

  it('one slide (or no more slides than fit) has a single position and no clones', () => {
    expect(positionCount(1, 1, true)).toBe(1);
    expect(positionCount(3, 3, true)).toBe(1);
    expect(step(0, 1, 1, true, 0)).toBeNull();
    expect(cloneCount(1, 1, true, false)).toBe(0);
    expect(positionCount(5, 3, false)).toBe(3);
    expect(positionCount(5, 3, true)).toBe(5);
  });

  it('clones cover the view on both sides and never appear for fade or without loop', () => {
    expect(cloneCount(5, 3, true, false)).toBe(4);
    expect(cloneCount(5, 1, true, true)).toBe(0);
    expect(cloneCount(5, 1, false, false)).toBe(0);
  });

  it('lists the slides in view, wrapping past the end', () => {
    expect(visibleSlides(4, 3, 6)).toEqual([4, 5, 0]);
    expect(visibleSlides(0, 1, 6)).toEqual([0]);
    expect(visibleSlides(0, 3, 2)).toEqual([0, 1]);
  });

  it('a swipe needs 50 px sideways and more sideways than vertical movement', () => {
    expect(swipeDirection(-50, 0)).toBe(1);
    expect(swipeDirection(60, 10)).toBe(-1);
    expect(swipeDirection(-49, 0)).toBe(0);
    expect(swipeDirection(-80, 120)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -49, max: 49 }), fc.integer(), (dx, dy) => {
        return swipeDirection(dx, dy) === 0;
      }),
    );
  });
});

describe('carousel presets and widths', () => {
  it('chooses the preset from the data-carousel value, then from a class, else the default', () => {
    expect(presetFor('multi-slider', [])).toBe('multi-slider');
    expect(presetFor('', ['carousel', 'am-slider'])).toBe('am-slider');
    expect(presetFor(null, ['single-slider'])).toBe('single-slider');
    expect(presetFor('', ['owl-carousel'])).toBe('general');
    expect(presetFor('', ['carousel'])).toBe('default');
  });

  it('gives the multi-slider 1 item below 600 px, 2 from 600 and 3 from 1000', () => {
    const { options } = resolveOptions('multi-slider');
    expect([375, 599, 600, 999, 1000, 1280].map((w) => layoutFor(options, w).items)).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
    expect(options).toMatchObject({ margin: 40, dots: true, nav: false, loop: true });
    expect(layoutFor(options, 1280).slideWidth).toBe('calc((100% - 80px) / 3)');
  });

  it('makes the am-slider the multi-slider without looping', () => {
    const am = resolveOptions('am-slider').options;
    const multi = resolveOptions('multi-slider').options;
    expect(am).toEqual({ ...multi, loop: false });
  });

  it('gives the single slider margin 5, fade, autoplay and loop, with prev/next as it has no dots', () => {
    const { options } = resolveOptions('single-slider');
    expect(options).toMatchObject({
      margin: 5,
      dots: false,
      loop: true,
      autoplay: true,
      fade: true,
      items: 1,
      nav: true,
      autoplayTimeout: 5000,
      speed: 250,
      refresh: 200,
    });
  });

  it('keeps the general defaults of 3 items, 5000 ms autoplay timeout, 250 ms speed and 200 ms refresh', () => {
    expect(resolveOptions('general').options).toMatchObject({
      items: 3,
      autoplayTimeout: 5000,
      speed: 250,
      refresh: 200,
    });
  });

  it('gives the site carousel 0.35 s transitions, a 250 ms resize debounce, nav, counter and loop', () => {
    expect(resolveOptions('default').options).toMatchObject({
      speed: 350,
      refresh: 250,
      nav: true,
      counter: true,
      loop: true,
      items: 1,
    });
  });

  it('sizes slides 100% without padding or under 768 px, else 75 / 56 / 33%', () => {
    expect([375, 767, 768, 1023, 1024, 1439, 1440, 1920].map(paddedWidth)).toEqual([
      100, 100, 75, 75, 56, 56, 33, 33,
    ]);
    const plain = resolveOptions('default').options;
    const padded = resolveOptions('default', { padding: '' }).options;
    expect(layoutFor(plain, 1500).slideWidth).toBe('100%');
    expect(layoutFor(padded, 800)).toEqual({ items: 1, slideWidth: '75%', gap: 0 });
    expect(layoutFor(padded, 1500)).toEqual({ items: 3, slideWidth: '33%', gap: 0 });
  });

  it('reads responsive items as the largest breakpoint not above the width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (w) => {
        const n = itemsAt({ 0: 1, 600: 2, 1000: 3 }, w);
        return n === (w >= 1000 ? 3 : w >= 600 ? 2 : 1);
      }),
    );
  });

  it('applies JSON and attribute overrides in order and names unusable values', () => {
    const { options, ignored } = resolveOptions(
      'default',
      { items: 2, loop: false, dots: true, bogus: 1 },
      { autoplay: '', margin: 'wide', nav: 'false' },
    );
    expect(options).toMatchObject({
      items: 2,
      loop: false,
      dots: true,
      autoplay: true,
      nav: false,
    });
    expect(ignored).toEqual(['bogus', 'margin']);
  });
});

describe('carousel autoplay timing', () => {
  it('refuses an autoplay step sooner than the gap between moves, or past the timer limit, and keeps the 5000 ms default', () => {
    for (const timeout of ['0', '1', '349', String(2 ** 31)]) {
      const { options, ignored } = resolveOptions(
        'default',
        {},
        {
          autoplay: '',
          autoplayTimeout: timeout,
        },
      );
      expect(options.autoplayTimeout, timeout).toBe(5000);
      expect(ignored, timeout).toEqual(['autoplayTimeout']);
    }
    expect(resolveOptions('default', {}, { autoplayTimeout: '350' }).options.autoplayTimeout).toBe(
      350,
    );
  });
});

describe('carousel markup', () => {
  function host(inner: string, attrs = ''): HTMLElement {
    document.body.innerHTML = `<div class="carousel" data-carousel ${attrs}>${inner}</div>`;
    return document.body.firstElementChild as HTMLElement;
  }
  const slides = (n: number) =>
    `<div class="carousel__viewport"><div class="carousel__slides">${Array.from(
      { length: n },
      (_, i) => `<div class="carousel__slide"><h3 class="carousel__title">T${i}</h3></div>`,
    ).join('')}</div></div>`;

  it('refers to the server slides and their titles', () => {
    const h = host(slides(3));
    const model = parse(h, () => {});
    expect(model.slides).toHaveLength(3);
    expect(model.slides[0]).toBe(h.querySelector('.carousel__slide'));
    expect(model.titles).toEqual(['T0', 'T1', 'T2']);
  });

  it('throws a markup error for missing required elements', () => {
    expect(() => parse(host('<p>nothing</p>'), () => {})).toThrow(/carousel__viewport/);
    expect(() =>
      parse(
        host('<div class="carousel__viewport"><div class="carousel__slides"></div></div>'),
        () => {},
      ),
    ).toThrow(/no slides/);
  });

  it('reads options from a JSON script and data attributes, attributes last', () => {
    const h = host(
      `<script type="application/json" data-carousel-options>{"items": 2, "dots": true}</script>${slides(4)}`,
      'data-items="3" data-autoplay',
    );
    const model = parse(h, () => {});
    expect(model.options).toMatchObject({ items: 3, dots: true, autoplay: true });
  });

  it('warns about a broken options script and carries on with the preset', () => {
    const warn = vi.fn();
    const h = host(
      `<script type="application/json" data-carousel-options>{nope</script>${slides(2)}`,
    );
    expect(parse(h, warn).options.items).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not a JSON object/));
  });
});

describe('video URLs', () => {
  it('turns YouTube addresses into privacy-enhanced embeds', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=10',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    ]) {
      expect(parseVideoUrl(url)).toEqual({
        provider: 'youtube',
        id: 'aqz-KE-bpKQ',
        embed: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
      });
    }
  });

  it('turns Vimeo addresses into player embeds, keeping an unlisted hash', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871').embed).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks/76979871').id).toBe('76979871');
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=abc123').embed).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&h=abc123',
    );
  });

  it("throws 'Missing video URL.' for an empty address", () => {
    for (const value of [null, undefined, '', '   ']) {
      expect(() => parseVideoUrl(value)).toThrow('Missing video URL.');
    }
  });

  it("throws 'Video URL not supported.' for anything else", () => {
    for (const value of [
      'https://example.com/movie.mp4',
      'javascript:alert(1)',
      'not a url',
      'https://www.youtube.com/watch?v=short',
      'https://evil.example/youtube.com/watch?v=aqz-KE-bpKQ',
      'https://vimeo.com/about',
    ]) {
      expect(() => parseVideoUrl(value)).toThrow('Video URL not supported.');
    }
  });

  it('never builds an embed on another host, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          const { embed } = parseVideoUrl(s);
          return /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(embed);
        } catch (error) {
          return /^(Missing video URL|Video URL not supported)\.$/.test((error as Error).message);
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { shouldPlay } from './logic';
import { parse } from './parse';

describe('icon-video markup', () => {
  it('refers to the card and its video', () => {
    document.body.innerHTML = '<a class="icon-video" href="#"><video muted></video>DRAM</a>';
    const host = document.querySelector('a')!;
    expect(parse(host)).toEqual({ host, video: host.querySelector('video') });
  });

  it('needs a video', () => {
    document.body.innerHTML = '<a class="icon-video" href="#">DRAM</a>';
    expect(() => parse(document.querySelector('a')!)).toThrow(/needs a <video>/);
  });

  it('plays while hovered or focused, never under reduced motion', () => {
    expect(shouldPlay(true, false, false)).toBe(true);
    expect(shouldPlay(false, true, false)).toBe(true);
    expect(shouldPlay(false, false, false)).toBe(false);
    expect(shouldPlay(true, true, true)).toBe(false);
  });
});

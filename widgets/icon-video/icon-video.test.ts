import { describe, expect, it } from 'vitest';
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
});

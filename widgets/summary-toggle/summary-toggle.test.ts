import { describe, expect, it } from 'vitest';
import { hiddenAtPress, slideFrames, titleText } from './logic';
import { isEmpty, parse } from './parse';

describe('summary-toggle parse', () => {
  it('finds each teaser, its row and its headline, and skips empty teasers', () => {
    document.body.innerHTML = `<table class="nir-widget--news-table"><tbody>
      <tr><td><div class="nir-widget--news--headline"><a href="/a">  Record
        revenue </a></div><div class="nir-widget--news--teaser"><p>Up 18%</p></div></td></tr>
      <tr><td><div class="nir-widget--news--headline"><a href="/b">Call</a></div>
        <div class="nir-widget--news--teaser">  </div></td></tr>
      <tr><td><div class="nir-widget--news--teaser"><img alt="Chart" src="x.png"></div></td></tr>
    </tbody></table>`;
    const { items } = parse(document.querySelector('table')!);
    expect(
      items.map((i) => [
        i.item.localName,
        titleText(i.title?.textContent),
        i.summary.textContent!.trim(),
      ]),
    ).toEqual([
      ['tr', 'Record revenue', 'Up 18%'],
      ['tr', '', ''],
    ]);
  });

  it('treats media as content', () => {
    const div = document.createElement('div');
    div.innerHTML = ' <video></video> ';
    expect(isEmpty(div)).toBe(false);
    div.innerHTML = ' \n ';
    expect(isEmpty(div)).toBe(true);
  });
});

describe('summary-toggle logic', () => {
  it('slides from nothing to the full height to open, and back to close', () => {
    expect(slideFrames(true, 48)).toEqual({
      height: ['0px', '48px'],
      overflow: ['hidden', 'hidden'],
    });
    expect(slideFrames(false, 48)).toEqual({
      height: ['48px', '0px'],
      overflow: ['hidden', 'hidden'],
    });
  });

  it('hides the teaser as the press lands only for a close without motion', () => {
    expect(hiddenAtPress(false, true)).toBe(true);
    expect(hiddenAtPress(false, false)).toBe(false);
    expect(hiddenAtPress(true, true)).toBe(false);
    expect(hiddenAtPress(true, false)).toBe(false);
  });

  it('reads a headline as one line', () => {
    expect(titleText('  Record\n   revenue ')).toBe('Record revenue');
    expect(titleText(undefined)).toBe('');
  });
});

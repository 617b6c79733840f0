import { describe, expect, it } from 'vitest';
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
    expect(items.map((i) => [i.item.localName, i.title, i.summary.textContent!.trim()])).toEqual([
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

import { describe, expect, it } from 'vitest';
import { MarkupError } from '../../src/runtime';
import { keepingOnly, linkText, toggled } from './logic';
import { parse } from './parse';

describe('sub-menu rules', () => {
  it('a trigger opens its item, and closes it when open, leaving the others', () => {
    const open = toggled(new Set(['news']), 'events');
    expect([...open]).toEqual(['news', 'events']);
    expect([...toggled(open, 'news')]).toEqual(['events']);
  });

  it('a click or focus elsewhere keeps only the drop-downs that hold it', () => {
    const open = new Set(['news', 'events']);
    expect([...keepingOnly(open, (item) => item === 'events')]).toEqual(['events']);
    expect(keepingOnly(open, () => false).size).toBe(0);
  });

  it('gives back the same set when nothing closes, so nothing re-renders', () => {
    const open = new Set(['news']);
    expect(keepingOnly(open, () => true)).toBe(open);
  });

  it("labels a trigger with its link's text on one line", () => {
    expect(linkText('\n  News &\n   Events ')).toBe('News & Events');
    expect(linkText(null)).toBe('');
  });
});

describe('parse', () => {
  it('finds the nav, the no-JS toggle and the items with a sub-menu', () => {
    document.body.innerHTML = `<div id="m" class="block-investor-menu">
      <a class="responsive-menu-toggle" href="#m">Menu</a>
      <nav aria-label="Investors"><ul>
        <li><a href="/investors">Overview</a></li>
        <li><a href="/news">News</a><ul id="n"><li><a href="/events">Events</a></li></ul></li>
        <li><span>Reports</span><ul><li><a href="/annual">Annual</a></li></ul></li>
      </ul></nav></div>`;
    const model = parse(document.querySelector<HTMLElement>('#m')!);
    expect(model.nav.getAttribute('aria-label')).toBe('Investors');
    expect(model.toggleLink?.textContent).toBe('Menu');
    expect(model.expandable.map((e) => [e.link?.textContent ?? null, e.sub.id])).toEqual([
      ['News', 'n'],
      [null, ''],
    ]);
  });

  it('references the server nodes and changes none of them', () => {
    document.body.innerHTML = `<div class="block-investor-menu"><nav><ul><li><a href="/a">A</a><ul><li>B</li></ul></li></ul></nav></div>`;
    const before = document.body.innerHTML;
    const model = parse(document.querySelector<HTMLElement>('.block-investor-menu')!);
    expect(model.expandable[0]!.item).toBe(document.querySelector('li'));
    expect(model.toggleLink).toBeNull();
    expect(document.body.innerHTML).toBe(before);
  });

  it('throws a markup error without a nav or its list', () => {
    document.body.innerHTML = `<div class="block-investor-menu"><ul></ul></div>`;
    expect(() => parse(document.querySelector<HTMLElement>('div')!)).toThrow(MarkupError);
    document.body.innerHTML = `<div class="block-investor-menu"><nav><p>Menu</p></nav></div>`;
    expect(() => parse(document.querySelector<HTMLElement>('div')!)).toThrow(MarkupError);
  });
});

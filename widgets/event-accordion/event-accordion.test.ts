import { describe, expect, it } from 'vitest';
import { changes, setItem, toggle } from './logic';
import { parse } from './parse';

describe('event-accordion markup', () => {
  it('refers to each item, its title and its content', () => {
    document.body.innerHTML = `<div class="event-accordion">
      <div class="event-accordion__item opened"><h3 class="event-accordion__title">A</h3>
        <div class="event-accordion__content">a</div></div>
      <div class="event-accordion__item"><h3 class="event-accordion__title">B</h3>
        <div class="event-accordion__content">b</div></div></div>`;
    const host = document.querySelector<HTMLElement>('.event-accordion')!;
    const model = parse(host);
    expect(model.host).toBe(host);
    expect(
      model.items.map(({ heading, content }) => [heading.textContent, content.textContent]),
    ).toEqual([
      ['A', 'a'],
      ['B', 'b'],
    ]);
    expect(model.items[0]!.item.classList.contains('opened')).toBe(true);
  });

  it('leaves out an item without a title or content, and needs one with both', () => {
    document.body.innerHTML = `<div class="event-accordion">
      <div class="event-accordion__item"><h3 class="event-accordion__title">A</h3></div>
      <div class="event-accordion__item"><div class="event-accordion__content">b</div></div>
      <div class="event-accordion__item"><h3 class="event-accordion__title">C</h3>
        <div class="event-accordion__content">c</div></div></div>`;
    const host = document.querySelector<HTMLElement>('.event-accordion')!;
    expect(parse(host).items.map(({ heading }) => heading.textContent)).toEqual(['C']);
    host.innerHTML = '<div class="event-accordion__item"><h3>No title class</h3></div>';
    expect(() => parse(host)).toThrow(/no \.event-accordion__item/);
  });
});

describe('event-accordion state', () => {
  it('toggles the pressed item only: items are not exclusive', () => {
    expect(toggle([true, false, false], 1)).toEqual([true, true, false]);
    expect(toggle([true, true], 0)).toEqual([false, true]);
    expect(toggle([true], 3)).toEqual([true]);
  });

  it('opens or closes one item, keeping the same state when it already is so', () => {
    const state = [true, false];
    expect(setItem(state, 0, true)).toBe(state);
    expect(setItem(state, 1, true)).toEqual([true, true]);
    expect(setItem(state, 0, false)).toEqual([false, false]);
    expect(setItem(state, 5, true)).toBe(state);
  });

  it('names the items that changed, with where they went', () => {
    expect(changes([true, false, true], [false, true, true])).toEqual([
      { index: 0, open: false },
      { index: 1, open: true },
    ]);
    expect(changes([true], [true])).toEqual([]);
  });
});

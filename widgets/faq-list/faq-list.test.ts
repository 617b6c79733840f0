import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { allOpen, closeItem, initialOpen, isLocked, openItem, toggle, toggleAll } from './logic';
import { parse } from './parse';

describe('faq-list state', () => {
  it('opens the first item at start, and a deep-linked one too (instead, in an accordion)', () => {
    expect(initialOpen(3, 'faq')).toEqual([true, false, false]);
    expect(initialOpen(3, 'faq', 2)).toEqual([true, false, true]);
    expect(initialOpen(3, 'accordion', 2)).toEqual([false, false, true]);
    expect(initialOpen(3, 'accordion', 9)).toEqual([true, false, false]);
    // Items already open (the markup, a visitor before the code came) stay open in an FAQ; an
    // accordion keeps the linked one, else one opened beyond the first.
    expect(initialOpen(3, 'faq', -1, [false, false, true])).toEqual([true, false, true]);
    expect(initialOpen(3, 'faq', 1, [true, false, true])).toEqual([true, true, true]);
    expect(initialOpen(3, 'accordion', -1, [false, true, true])).toEqual([false, true, false]);
    expect(initialOpen(3, 'accordion', 2, [false, true, false])).toEqual([false, false, true]);
    expect(initialOpen(3, 'accordion', -1, [true, false, false])).toEqual([true, false, false]);
  });

  it('open(index) and close(index) change only what they name, and nothing out of range', () => {
    const start = [true, false, false];
    expect(openItem(start, 2, 'faq')).toEqual([true, false, true]);
    expect(openItem(start, 0, 'faq')).toBe(start);
    expect(openItem(start, 2, 'accordion')).toEqual([false, false, true]);
    expect(openItem(start, 5, 'faq')).toBe(start);
    expect(closeItem(start, 0, 'faq')).toEqual([false, false, false]);
    expect(closeItem(start, 1, 'faq')).toBe(start);
    // An accordion's only open item stays open, as its title would.
    expect(closeItem(start, 0, 'accordion')).toBe(start);
    expect(closeItem(start, -1, 'faq')).toBe(start);
  });

  it('an FAQ toggles only the clicked item', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), fc.nat(), (open, n) => {
        const i = n % open.length;
        const next = toggle(open, i, 'faq');
        return next.every((o, j) => (j === i ? o !== open[j] : o === open[j]));
      }),
    );
  });

  it('an accordion opens the clicked item and closes the others; its only open item stays open', () => {
    expect(toggle([true, false, false], 2, 'accordion')).toEqual([false, false, true]);
    expect(toggle([true, true, true], 0, 'accordion')).toEqual([true, false, false]);
    const open = [false, true, false];
    expect(isLocked(open, 1, 'accordion')).toBe(true);
    expect(toggle(open, 1, 'accordion')).toBe(open);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), fc.nat(), (o, n) => {
        const next = toggle(o, n % o.length, 'accordion');
        return next.filter(Boolean).length <= Math.max(1, o.filter(Boolean).length);
      }),
    );
  });

  it('Show all opens every item unless all are open, then Hide all closes them', () => {
    expect(toggleAll([true, false])).toEqual([true, true]);
    expect(toggleAll([true, true])).toEqual([false, false]);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (o) => {
        const next = toggleAll(o);
        return allOpen(o) ? next.every((x) => !x) : allOpen(next);
      }),
    );
  });
});

describe('faq-list markup', () => {
  it('reads <details> items, their summary heading and answer, not a nested list', () => {
    document.body.innerHTML = `<faq-list>
      <details><summary><h3>Q1</h3></summary><div>A1</div></details>
      <details><summary>Q2</summary><div>A2
        <div data-faq-list><details><summary>Inner</summary><div>x</div></details></div>
      </div></details>
    </faq-list>`;
    const model = parse(document.querySelector('faq-list')!, () => {});
    expect(model.items).toHaveLength(2);
    expect(model.items[0]!.heading?.textContent).toBe('Q1');
    expect(model.items[1]!.heading).toBeNull();
    expect(model.mode).toBe('faq');
    expect(model.showAll).toBe(true);
  });

  it('leaves a <details> inside an answer to the answer', () => {
    document.body.innerHTML = `<div data-accordion>
      <details><summary>Q1</summary><div><p>A1</p>
        <details><summary>More</summary><p>more</p></details></div></details>
      <details><summary>Q2</summary><div>A2</div></details></div>`;
    const model = parse(document.querySelector('div')!, () => {});
    expect(model.items.map((i) => i.summary.textContent)).toEqual(['Q1', 'Q2']);
  });

  it('takes only a whole heading level from 2 to 6, else 3', () => {
    for (const [value, level] of [
      ['2.5', 3],
      ['5', 5],
      ['7', 3],
      ['x', 3],
    ] as const) {
      document.body.innerHTML = `<faq-list data-heading-level="${value}"><details><summary>A</summary><div>a</div></details></faq-list>`;
      expect(parse(document.querySelector('faq-list')!, () => {}).level, value).toBe(level);
    }
  });

  it('reads accordion mode, heading level and Show all from attributes', () => {
    document.body.innerHTML = `<div data-accordion data-heading-level="4">
      <details><summary>A</summary><div>a</div></details>
      <details><summary>B</summary><div>b</div></details></div>`;
    const model = parse(document.querySelector('div')!, () => {});
    expect(model).toMatchObject({ mode: 'accordion', level: 4, showAll: false });
  });

  it('warns about an item without an answer and fails without any item', () => {
    const warn = vi.fn();
    document.body.innerHTML = `<faq-list><details><summary>Q</summary></details>
      <details><summary>Q</summary><p>A</p></details></faq-list>`;
    expect(parse(document.querySelector('faq-list')!, warn).items).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    document.body.innerHTML = '<faq-list><p>No items</p></faq-list>';
    expect(() => parse(document.querySelector('faq-list')!, warn)).toThrow(/no <details>/);
  });
});

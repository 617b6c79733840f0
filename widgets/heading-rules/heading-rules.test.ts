import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, leavesAnotherH1, rulesFrom, styledHeading } from './logic';

describe('heading-rules', () => {
  it('uses the defaults unless the site gives a valid list, and drops malformed rules', () => {
    expect(rulesFrom(undefined)).toBe(DEFAULT_RULES);
    expect(
      rulesFrom([
        { page: '.a', heading: 'h2', action: 'hide' },
        { page: '.b', heading: 'h1', action: 'explode' },
        null,
        'h1',
      ]),
    ).toEqual([{ page: '.a', heading: 'h2', action: 'hide' }]);
  });

  it('names the heading of a styled block, or the block when it is a heading', () => {
    document.body.innerHTML = `<div class="remove-heading" id="b"><p>x</p><h3>Title</h3></div>
      <h2 class="remove-heading" id="h">Self</h2><div class="remove-heading" id="none"><p>y</p></div>`;
    expect(styledHeading(document.getElementById('b')!)?.textContent).toBe('Title');
    expect(styledHeading(document.getElementById('h')!)?.id).toBe('h');
    expect(styledHeading(document.getElementById('none')!)).toBeNull();
  });

  it('never takes away the last h1 a screen reader could find', () => {
    document.body.innerHTML = `<h1 id="title">Page</h1><div hidden><h1>Hidden</h1></div><h2 id="sub">S</h2>`;
    const title = document.getElementById('title')!;
    expect(leavesAnotherH1(title)).toBe(false);
    expect(leavesAnotherH1(document.getElementById('sub')!)).toBe(true);
    document.body.insertAdjacentHTML('beforeend', '<div class="hero"><h1>Hero</h1></div>');
    expect(leavesAnotherH1(title)).toBe(true);
  });
});

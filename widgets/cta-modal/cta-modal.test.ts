import { describe, expect, it } from 'vitest';
import { TRIGGER } from './logic';
import { closingFocus, linkedTo, nextLocks } from './logic-open';
import { parse } from './parse';

describe('cta-modal markup', () => {
  it('refers to the modal, its title and the theme close link', () => {
    document.body.innerHTML = `<div class="cta-modal" id="m"><h2 class="cta-modal__title">T</h2>
      <a href="#" class="cta-modal__close">Close</a></div>`;
    const host = document.getElementById('m')!;
    const model = parse(host);
    expect(model).toMatchObject({ id: 'm', host });
    expect(model.title.textContent).toBe('T');
    expect(model.serverClose?.textContent).toBe('Close');
  });

  it('needs an id and a title', () => {
    document.body.innerHTML = '<div class="cta-modal"><h2>T</h2></div>';
    expect(() => parse(document.querySelector('div')!)).toThrow(/needs an id/);
    document.body.innerHTML = '<div class="cta-modal" id="m"><p>no title</p></div>';
    expect(() => parse(document.querySelector('div')!)).toThrow(/needs a title/);
  });

  it('finds call-to-action buttons by class and data id', () => {
    document.body.innerHTML =
      '<a class="cta-button" data-id="m" href="#m">Open</a><a data-id="m" href="#m">Not a CTA</a>';
    expect(document.querySelectorAll(TRIGGER)).toHaveLength(1);
  });
});

describe('cta-modal rules', () => {
  it('opens at the page fragment that names it, encoded or not', () => {
    const decode = decodeURIComponent;
    expect(linkedTo('#cta-contact', 'cta-contact', decode)).toBe(true);
    expect(linkedTo('#caf%C3%A9', 'café', decode)).toBe(true);
    expect(linkedTo('#other', 'cta-contact', decode)).toBe(false);
    expect(linkedTo('#', '', decode)).toBe(false);
    expect(linkedTo('', '', decode)).toBe(false);
  });

  it('locks scrolling while any modal is open, never counting below none', () => {
    expect(nextLocks(0, true)).toBe(1);
    expect(nextLocks(2, false)).toBe(1);
    expect(nextLocks(0, false)).toBe(0);
  });

  it('returns focus to its opener while on the page, else falls back, unless told not to', () => {
    expect(closingFocus(true, { isConnected: true })).toBe('back');
    expect(closingFocus(true, { isConnected: false })).toBe('fallback');
    expect(closingFocus(true, null)).toBe('fallback');
    expect(closingFocus(false, { isConnected: true })).toBe('stay');
  });
});

import { describe, expect, it } from 'vitest';
import { anchoredAction, defaultIndex, heldAtStart, isBrowsingKey } from './logic';
import { parse } from './parse';

describe('views-exposed-form parse', () => {
  it('auto-submits only widget views and the media gallery grid, and only with selects', () => {
    document.body.innerHTML = `
      <div class="nir-widget"><form class="views-exposed-form" id="w"><select name="y"></select>
        <input type="submit" id="edit-submit-w" value="Apply"><input type="submit" id="edit-reset" value="Reset"></form></div>
      <div class="view-media-gallery-grid"><form class="views-exposed-form" id="m"><select></select>
        <button>Apply</button></form></div>
      <div class="nir-widget"><form class="views-exposed-form" id="t"><input type="text" name="q">
        <input type="submit" value="Go"></form></div>
      <form class="views-exposed-form" id="page"><select></select><input type="submit" value="Apply"></form>`;
    const model = (id: string) => parse(document.getElementById(id)!);
    expect(model('w').autoSubmit).toBe(true);
    expect(model('w').submit?.id).toBe('edit-submit-w');
    expect(model('m').autoSubmit).toBe(true);
    expect(model('m').submit?.textContent).toBe('Apply');
    expect(model('t').autoSubmit).toBe(false);
    expect(model('page').autoSubmit).toBe(false);
    expect(model('page').query).toBeNull();
  });

  it('finds the search view’s query field', () => {
    document.body.innerHTML = `<div class="view-search"><form class="views-exposed-form" id="s">
      <input type="hidden" name="x"><input type="text" name="keys"></form></div>`;
    expect(parse(document.getElementById('s')!).query?.name).toBe('keys');
  });

  it('holds a change that follows a browsing key, and a choice made before the code came', () => {
    for (const key of ['ArrowDown', 'PageUp', 'Home', 'End', 'a', '7'])
      expect(isBrowsingKey(key)).toBe(true);
    for (const key of ['Enter', 'Tab', 'Escape', 'Homepage'])
      expect(isBrowsingKey(key)).toBe(false);
    expect(defaultIndex([false, true, false])).toBe(1);
    expect(defaultIndex([false, false])).toBe(0);
    expect(heldAtStart(false, 2, 0)).toBe(true);
    expect(heldAtStart(false, 0, 0)).toBe(false);
    expect(heldAtStart(true, 2, 0)).toBe(false);
  });

  it('anchors the action to the form, replacing an anchor it had', () => {
    expect(anchoredAction('/news?x=1', 'f')).toBe('/news?x=1#f');
    expect(anchoredAction('/news#old', 'f')).toBe('/news#f');
    expect(anchoredAction(null, 'f')).toBe('#f');
  });
});

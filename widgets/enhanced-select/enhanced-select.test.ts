import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseLibrary,
  configFor,
  inputNotice,
  isBlacklistedMobile,
  isExcluded,
  nearEnd,
  parseRemotePage,
  remoteUrl,
} from './logic';
import { parse } from './parse';

afterEach(() => {
  document.body.innerHTML = '';
});

const texts = {
  chooseFromList: 'Choose from list',
  chooseFromListSecond: 'Choose From List',
  selectSome: 'Select Some Options',
  selectOne: 'Select an Option',
};

function make(html: string): HTMLSelectElement {
  document.body.innerHTML = html;
  return document.querySelector('select')!;
}

const options = (n: number) =>
  Array.from({ length: n }, (_, i) => `<option value="${i}">O${i}</option>`).join('');

describe('enhanced selects: which library, which selects', () => {
  it('uses the first library when its flag is on, the second otherwise, none without flags', () => {
    expect(chooseLibrary({ nir_admin_use_select2: true, nir_admin_use_chosen: true })).toBe(
      'select2',
    );
    expect(chooseLibrary({ nir_admin_use_chosen: true, nir_admin_use_select2: false })).toBe(
      'chosen',
    );
    expect(chooseLibrary({ nir_admin_use_chosen: 'true' })).toBeNull();
    expect(chooseLibrary({})).toBeNull();
  });

  it('excludes timestamp selects, quote wrappers, IPE block plugin forms and unflipped IPE forms', () => {
    document.body.innerHTML = `
      <select id="a" data-timestamp="1"></select>
      <div class="quote-wrap"><select id="b"></select></div>
      <form class="panels-ipe-block-plugin-form"><select id="c"></select></form>
      <div class="panels-ipe-form"><select id="d"></select></div>
      <div class="panels-ipe-form flipped"><select id="e"></select></div>
      <select id="f"></select>`;
    const excluded = [...document.querySelectorAll('select')].filter(isExcluded).map((s) => s.id);
    expect(excluded).toEqual(['a', 'b', 'c', 'd']);
  });

  it('turns the second library off on the phones it knows, not on tablets or desktops', () => {
    const phones = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15',
      'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)',
      'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en)',
      'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.35+',
    ];
    const others = [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/120 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
    ];
    for (const ua of phones) expect(isBlacklistedMobile(ua), ua).toBe(true);
    for (const ua of others) expect(isBlacklistedMobile(ua), ua).toBe(false);
  });
});

describe('enhanced selects: the two configurations', () => {
  it('first: full width, "Choose from list" on multiples, no limits by default', () => {
    const multi = configFor(make(`<select multiple>${options(3)}</select>`), 'select2', texts);
    expect(multi).toMatchObject({
      width: '100%',
      placeholder: 'Choose from list',
      searchable: true,
      minimumInputLength: 0,
      maximumInputLength: 0,
      maximumSelectionLength: 0,
      allowClear: true,
    });
    const single = configFor(make(`<select>${options(3)}</select>`), 'select2', texts);
    expect(single).toMatchObject({ width: '100%', placeholder: '', allowClear: false });
  });

  it("first: reads the library's data attributes and Drupal's cardinality", () => {
    const s = configFor(
      make(`<select multiple data-minimum-input-length="2" data-maximum-input-length="5"
        data-cardinality="3" data-ajax--url="/x">${options(3)}</select>`),
      'select2',
      texts,
    );
    expect(s).toMatchObject({
      minimumInputLength: 2,
      maximumInputLength: 5,
      maximumSelectionLength: 3,
      remoteUrl: '/x',
    });
  });

  it('second: 150px, search off for singles under 10 options, its own placeholders', () => {
    expect(configFor(make(`<select>${options(9)}</select>`), 'chosen', texts)).toMatchObject({
      width: '150px',
      searchable: false,
      placeholder: 'Select an Option',
    });
    expect(configFor(make(`<select>${options(10)}</select>`), 'chosen', texts).searchable).toBe(
      true,
    );
    expect(
      configFor(make(`<select multiple>${options(3)}</select>`), 'chosen', texts),
    ).toMatchObject({
      searchable: true,
      placeholder: 'Choose From List',
    });
    // Without the site's text, the library's default; the select's own attribute wins over both.
    expect(
      configFor(make(`<select multiple>${options(3)}</select>`), 'chosen', {
        ...texts,
        chooseFromListSecond: '',
      }).placeholder,
    ).toBe('Select Some Options');
    expect(
      configFor(
        make(`<select multiple data-placeholder="Pick">${options(3)}</select>`),
        'chosen',
        texts,
      ).placeholder,
    ).toBe('Pick');
  });
});

describe('enhanced selects: messages, remote pages', () => {
  const config = configFor(
    make(
      `<select multiple data-minimum-input-length="3" data-maximum-input-length="5" data-maximum-selection-length="2">${options(3)}</select>`,
    ),
    'select2',
    texts,
  );

  it('asks for more characters, fewer characters, or says the selection is full', () => {
    expect(inputNotice(config, 'a', 0)).toEqual({ kind: 'tooShort', count: 2 });
    expect(inputNotice(config, 'abc', 0)).toBeNull();
    expect(inputNotice(config, 'abcdefg', 0)).toEqual({ kind: 'tooLong', count: 2 });
    expect(inputNotice(config, 'abcdef', 0)).toEqual({ kind: 'tooLong', count: 1 });
    expect(inputNotice(config, 'abc', 2)).toEqual({ kind: 'maximumSelected', count: 2 });
  });

  it('reads results and pagination.more, skipping malformed entries', () => {
    expect(
      parseRemotePage({
        results: [{ id: 1, text: 'A' }, { id: 'b' }, null, { id: 'c', text: 'C' }],
        pagination: { more: true },
      }),
    ).toEqual({
      results: [
        { id: '1', text: 'A' },
        { id: 'c', text: 'C' },
      ],
      more: true,
    });
    expect(parseRemotePage({ results: [] }).more).toBe(false);
    expect(() => parseRemotePage({ items: [] })).toThrow();
    expect(() => parseRemotePage('nope')).toThrow();
  });

  it('loads the next page 50 px before the end', () => {
    expect(nearEnd({ scrollTop: 149, clientHeight: 200, scrollHeight: 400 })).toBe(false);
    expect(nearEnd({ scrollTop: 150, clientHeight: 200, scrollHeight: 400 })).toBe(true);
  });

  it('sends the term as q and the page number', () => {
    expect(remoteUrl('/ajax/select/companies', 'north semi', 2, 'http://x.test')).toBe(
      '/ajax/select/companies?q=north+semi&page=2',
    );
    expect(remoteUrl('/s?lang=en&q=old', 'a&b', 1, 'http://x.test')).toBe(
      '/s?lang=en&q=a%26b&page=1',
    );
  });
});

describe('enhanced selects: markup', () => {
  it('the host is the select itself', () => {
    const select = make('<select><option>A</option></select>');
    expect(parse(select)).toEqual({ select });
    document.body.innerHTML = '<div></div>';
    expect(() => parse(document.querySelector('div')!)).toThrow(/not a <select>/);
  });
});

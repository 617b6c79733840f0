import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  baseUrl,
  deepMerge,
  getSettings,
  requestTimeout,
  resetSettings,
  setting,
  siteUrl,
} from '../../../src/runtime/settings';

afterEach(() => {
  resetSettings();
  delete window.drupalSettings;
  document.body.innerHTML = '';
});

function settingsScript(text: string) {
  document.body.innerHTML = `<script type="application/json" data-drupal-selector="drupal-settings-json">${text}</script>`;
}

describe('settings', () => {
  it('reads the drupal-settings-json script once', () => {
    settingsScript('{"path":{"baseUrl":"/sub/","pathPrefix":"en/"},"trellis":{"platform":"ir"}}');
    expect(setting('trellis.platform')).toBe('ir');
    expect(baseUrl()).toBe('/sub/');
    expect(siteUrl('/search-results')).toBe('/sub/en/search-results');
    document.body.innerHTML = '';
    expect(setting('trellis.platform')).toBe('ir');
  });

  it('prefers window.drupalSettings when Drupal defined it', () => {
    settingsScript('{"a":1}');
    window.drupalSettings = { a: 2 };
    expect(getSettings()).toBe(window.drupalSettings);
    expect(setting('a')).toBe(2);
  });

  it('warns and uses empty settings when the JSON is malformed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    settingsScript('{not json');
    expect(getSettings()).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does not read inherited properties as settings', () => {
    settingsScript('{}');
    expect(setting('constructor')).toBeUndefined();
    expect(setting('toString')).toBeUndefined();
  });

  it('bounds a request at 30 s unless the site sets a positive trellis.requestTimeout', () => {
    for (const [value, ms] of [
      [undefined, 30_000],
      [5000, 5000],
      [0, 30_000],
      [-1, 30_000],
      ['soon', 30_000],
      [1e12, 2 ** 31 - 1],
    ] as const) {
      resetSettings();
      window.drupalSettings = { trellis: { requestTimeout: value } };
      expect(requestTimeout(), String(value)).toBe(ms);
      // A control with its own default keeps it until the site sets one.
      expect(requestTimeout(20_000), String(value)).toBe(ms === 30_000 ? 20_000 : ms);
    }
  });
});

describe('deepMerge (jQuery deep-extend semantics)', () => {
  it('merges plain objects recursively and arrays by index, skipping undefined', () => {
    const target = { a: { b: 1, c: [1, 2, 3] }, d: 'keep' };
    deepMerge(target, { a: { c: [9], e: 2 }, d: undefined });
    expect(target).toEqual({ a: { b: 1, c: [9, 2, 3], e: 2 }, d: 'keep' });
  });

  it('replaces a scalar with an object and an object with a scalar', () => {
    const target: Record<string, unknown> = { a: 1, b: { x: 1 } };
    deepMerge(target, { a: { y: 2 }, b: 3 });
    expect(target).toEqual({ a: { y: 2 }, b: 3 });
  });

  it('never pollutes Object.prototype, whatever the response holds', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const hostile = JSON.parse(
          `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"x":${JSON.stringify(value)}}`,
        );
        deepMerge({}, hostile);
        return !('polluted' in {});
      }),
    );
  });
});

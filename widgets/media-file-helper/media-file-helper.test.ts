import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fileId, fillPlan, metadataUrl, valuesFromResponse, FIELDS, type Field } from './logic';
import { parseMediaForm } from './parse';
import { resetSettings } from '../../src/runtime';

afterEach(() => {
  document.body.innerHTML = '';
});

const empty = { height: '', width: '', size: '', format: '' };

describe('media file helper: fill rules', () => {
  it('maps height, width, size and mime to the four fields', () => {
    expect(
      valuesFromResponse({ height: 1080, width: 1920, size: 52428800, mime: 'video/mp4' }),
    ).toEqual({
      height: '1080',
      width: '1920',
      size: '52428800',
      format: 'video/mp4',
    });
  });

  it('accepts numeric strings and skips values that are not numbers', () => {
    expect(valuesFromResponse({ height: ' 2400 ', width: '1600', size: 'big', mime: '' })).toEqual({
      height: '2400',
      width: '1600',
    });
    expect(valuesFromResponse({ height: null, width: Infinity, size: [], mime: 3 })).toEqual({});
  });

  it('uses nothing from a response with an error, or one that is not an object', () => {
    expect(
      valuesFromResponse({ error: 'Not a media file', height: 1, width: 1, size: 1, mime: 'x/y' }),
    ).toEqual({});
    for (const bad of [null, 'text', 42, [1, 2], undefined])
      expect(valuesFromResponse(bad)).toEqual({});
    // A falsy error is no error.
    expect(valuesFromResponse({ error: '', height: 5 })).toEqual({ height: '5' });
  });

  it('fills only empty fields (whitespace counts as empty) and never ones touched meanwhile', () => {
    const offered = { height: '1', width: '2', size: '3', format: 'a/b' };
    expect(fillPlan(offered, { ...empty, width: '640', format: '  ' })).toEqual({
      height: '1',
      size: '3',
      format: 'a/b',
    });
    expect(fillPlan(offered, empty, new Set<Field>(['size']))).toEqual({
      height: '1',
      width: '2',
      format: 'a/b',
    });
  });

  it('never overwrites a non-empty field, whatever the response (property)', () => {
    const field = fc.constantFrom(...FIELDS);
    fc.assert(
      fc.property(
        fc.record({
          height: fc.string(),
          width: fc.string(),
          size: fc.string(),
          format: fc.string(),
        }),
        fc.record({
          error: fc.option(fc.constantFrom('', 'boom', 0, 1)),
          height: fc.oneof(fc.integer(), fc.string()),
          width: fc.oneof(fc.integer(), fc.string()),
          size: fc.oneof(fc.double(), fc.string()),
          mime: fc.string(),
        }),
        fc.array(field),
        (current, response, touched) => {
          const plan = fillPlan(valuesFromResponse(response), current, new Set(touched));
          for (const key of Object.keys(plan) as Field[]) {
            expect(current[key].trim()).toBe('');
            expect(touched).not.toContain(key);
          }
          if (response.error) expect(plan).toEqual({});
        },
      ),
    );
  });

  it('takes the file id from a type:id reference', () => {
    expect(fileId('file:101')).toBe('101');
    expect(fileId('101')).toBe('101');
    expect(fileId('file:../etc')).toBeNull();
    expect(fileId('')).toBeNull();
  });
});

describe('media file helper: markup', () => {
  it('finds the companion inputs by their Drupal names', () => {
    document.body.innerHTML = `<form>
      <div class="field--name-field-multimedia-file"><ul class="entities-list"></ul></div>
      <input name="field_item_height[0][value]"><input name="field_item_width[0][value]">
      <input name="field_item_size[0][value]"><input name="field_item_format[0][value]"></form>`;
    const dom = parseMediaForm(document.querySelector('form')!);
    expect(Object.keys(dom.inputs)).toEqual(['height', 'width', 'size', 'format']);
  });

  it('reports a form without the field or without an input as a markup error', () => {
    document.body.innerHTML = '<form><input name="field_item_height[0][value]"></form>';
    expect(() => parseMediaForm(document.querySelector('form')!)).toThrow(/multimedia file field/);
    document.body.innerHTML =
      '<form><div class="field--name-field-multimedia-file"></div><input name="field_item_height[0][value]"></form>';
    expect(() => parseMediaForm(document.querySelector('form')!)).toThrow(/width, size, format/);
  });
});

describe('media file helper: the metadata route', () => {
  it('is /ajax/multimedia/file/{fid} under the base path, without the language prefix', () => {
    resetSettings();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.drupalSelector = 'drupal-settings-json';
    script.textContent = JSON.stringify({ path: { baseUrl: '/cms/', pathPrefix: 'de/' } });
    document.body.append(script);
    expect(metadataUrl('12')).toBe('/cms/ajax/multimedia/file/12');
    expect(metadataUrl('1/../x')).toBe('/cms/ajax/multimedia/file/1%2F..%2Fx');
    resetSettings();
  });
});

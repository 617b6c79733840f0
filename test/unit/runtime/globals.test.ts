import { afterEach, describe, expect, it } from 'vitest';
import { scriptGlobal } from '../../../src/runtime/globals';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals.Probe;
});

describe('scriptGlobal', () => {
  it('gives the plain object a script set', () => {
    const value = { version: '1' };
    globals.Probe = value;
    expect(scriptGlobal('Probe')).toBe(value);
  });

  it('ignores what markup can put there: an element, a collection, a form with named fields', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="version"><input name="build">';
    for (const value of [
      document.createElement('div'),
      form,
      document.getElementsByTagName('img'),
      'Trellis',
      0,
      null,
    ]) {
      globals.Probe = value;
      expect(scriptGlobal('Probe')).toBeUndefined();
    }
  });

  it('is undefined when nothing is there', () => {
    expect(scriptGlobal('Probe')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MarkupError } from '../../src/runtime/errors';
import { careersUrl } from './logic';
import { parse } from './parse';

describe('careersUrl', () => {
  const base = 'https://careers.northwind.example/jobs';

  it('adds only the chosen parameters: location, query (the team) and domain', () => {
    expect(
      careersUrl(base, { location: 'Boise', team: 'Engineering', domain: 'northwind.example' }),
    ).toBe(`${base}?location=Boise&query=Engineering&domain=northwind.example`);
    expect(careersUrl(base, { location: 'none', team: 'Engineering' })).toBe(
      `${base}?query=Engineering`,
    );
    expect(careersUrl(base, { location: 'Boise', team: 'none' })).toBe(`${base}?location=Boise`);
    expect(careersUrl(base, { location: 'none', team: 'none', domain: null })).toBe(base);
  });

  it('encodes values and replaces parameters already on the base URL', () => {
    const url = careersUrl(`${base}?location=old&page=2`, {
      location: 'München',
      team: 'Research & Development',
    });
    expect(url).toBe(`${base}?page=2&location=M%C3%BCnchen&query=Research+%26+Development`);
    expect(new URL(url!).searchParams.get('query')).toBe('Research & Development');
  });

  it('refuses a base that is not an absolute http(s) URL', () => {
    expect(careersUrl('/jobs', {})).toBeNull();
    expect(careersUrl('javascript:alert(1)', {})).toBeNull();
  });

  it('round-trips any chosen values (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (location, team) => {
        const url = new URL(careersUrl(base, { location, team })!);
        const keep = (v: string) => v.trim() !== '' && v.trim().toLowerCase() !== 'none';
        expect(url.searchParams.get('location')).toBe(keep(location) ? location.trim() : null);
        expect(url.searchParams.get('query')).toBe(keep(team) ? team.trim() : null);
        expect([...url.searchParams.keys()].every((k) => ['location', 'query'].includes(k))).toBe(
          true,
        );
      }),
    );
  });
});

describe('careers-filter parse', () => {
  const block = (inner: string) => {
    document.body.innerHTML = inner;
    return document.body.firstElementChild as HTMLElement;
  };

  it('reads the form itself or a form inside the host, and its location and team selects', () => {
    const form = block(
      '<form data-careers-filter><select name="location"></select><select name="team"></select></form>',
    );
    const model = parse(form);
    expect(model.form).toBe(form);
    expect(model.location?.name).toBe('location');
    expect(model.team?.name).toBe('team');
    const host = block(
      '<careers-filter><form><select name="query"></select></form></careers-filter>',
    );
    const inner = parse(host);
    expect(inner.form).toBe(host.querySelector('form'));
    expect(inner.location).toBeNull();
    expect(inner.team?.name).toBe('query');
  });

  it('refuses markup without a form or without either select', () => {
    expect(() => parse(block('<careers-filter><p>Jobs</p></careers-filter>'))).toThrow(MarkupError);
    expect(() => parse(block('<form data-careers-filter><input name="q"></form>'))).toThrow(
      MarkupError,
    );
  });
});

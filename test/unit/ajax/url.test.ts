import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLocal, isTrusted } from '../../../src/ajax';
import { appendQuery, rewriteNojs } from '../../../src/ajax/protocol/url';
import { encodePairs, toPairs } from '../../../src/ajax/protocol/wire';
import { jqueryParam, page, setPageUrl } from './helpers';

// happy-dom's page is http://localhost:3000/
const ORIGIN = 'http://localhost:3000';

beforeEach(() => page());

describe('isLocal', () => {
  it.each([
    '/node/1',
    'node/1?x=1#top',
    `${ORIGIN}/admin`,
    `${ORIGIN}`,
    '//localhost:3000/x',
    // An http page may call its https twin; the reverse is refused below.
    'https://localhost:3000/secure',
    // Percent-encoding is decoded before comparing.
    '/%6Eode/1',
    '/bad%E0%A4%escape',
  ])('%s is local', (url) => expect(isLocal(url)).toBe(true));

  it.each([
    'http://localhost:3000.evil.example/',
    'http://localhost.evil/',
    'http://localhost:3001/',
    'https://evil.example/ajax',
    '//evil.example/x',
    'http://localhost:3000@evil.example/',
    'http://localhost:3000%2F@evil.example/',
    'javascript:alert(1)',
    'mailto:ir@example.com',
    'http://[broken',
  ])('%s is not local', (url) => expect(isLocal(url)).toBe(false));

  it('keeps to the base path: a sibling path or the site root is not local', () => {
    page('', { path: { baseUrl: '/sub/' } });
    expect(isLocal('/sub')).toBe(true);
    expect(isLocal('/sub/node/1')).toBe(true);
    expect(isLocal('/%73ub/node/1')).toBe(true);
    expect(isLocal('/subway/node/1')).toBe(false);
    expect(isLocal('/other')).toBe(false);
    expect(isLocal('/')).toBe(false);
    expect(isLocal('/sub/../admin')).toBe(false);
  });

  it('never accepts http from an https page', () => {
    setPageUrl('https://localhost:3000/page');
    try {
      expect(isLocal('https://localhost:3000/x')).toBe(true);
      expect(isLocal('http://localhost:3000/x')).toBe(false);
    } finally {
      setPageUrl(`${ORIGIN}/`);
    }
  });

  it('is never true for a URL on another host (property)', () => {
    const host = fc.oneof(
      fc.domain(),
      fc.domain().map((d) => `localhost:3000.${d}`),
      fc.domain().map((d) => `localhost.${d}`),
      fc
        .integer({ min: 1, max: 65535 })
        .filter((p) => p !== 3000)
        .map((p) => `localhost:${p}`),
    );
    const trick = fc.constantFrom('', 'localhost:3000@', 'localhost:3000%2F@', 'localhost%3A3000@');
    const path = fc.webPath();
    fc.assert(
      fc.property(
        fc.constantFrom('http:', 'https:', ''),
        trick,
        host,
        path,
        (scheme, userinfo, h, p) => {
          expect(isLocal(`${scheme}//${userinfo}${h}${p}`)).toBe(false);
        },
      ),
    );
  }, 30_000);

  it('is true for any path on this origin when the base path is / (property)', () => {
    fc.assert(
      fc.property(fc.webPath(), (p) => {
        expect(isLocal(`${ORIGIN}/${p.replace(/^\//, '')}`)).toBe(true);
      }),
    );
  });
});

describe('trusted URLs', () => {
  it('are an own-property lookup in ajaxTrustedUrl', () => {
    page('', { ajaxTrustedUrl: { '/form/action': true, '/off': false } });
    expect(isTrusted('/form/action')).toBe(true);
    expect(isTrusted('/off')).toBe(false);
    expect(isTrusted('/form/action?x')).toBe(false);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(isTrusted(name)).toBe(false);
  });

  it('stay trusted through the nojs rewrite', () => {
    page('', { ajaxTrustedUrl: { 'https://cdn.example/x/nojs/y': true } });
    expect(rewriteNojs('https://cdn.example/x/nojs/y')).toBe('https://cdn.example/x/ajax/y');
    expect(isTrusted('https://cdn.example/x/ajax/y')).toBe(true);
    expect(rewriteNojs('https://other.example/nojs')).toBe('https://other.example/ajax');
    expect(isTrusted('https://other.example/ajax')).toBe(false);
  });
});

describe('nojs → ajax', () => {
  it.each([
    ['/a/nojs/b/nojs', '/a/ajax/b/nojs'],
    ['/nojs', '/ajax'],
    ['/x/nojs?y=1', '/x/ajax?y=1'],
    ['/x/nojs#f', '/x/ajax#f'],
    ['/nojsx/y', '/nojsx/y'],
    ['/a-nojs/b', '/a-nojs/b'],
  ])('%s → %s', (from, to) => expect(rewriteNojs(from)).toBe(to));

  it('rewrites at most one segment, and is idempotent on URLs with a single nojs (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{0,8}$/);
    fc.assert(
      fc.property(fc.array(fc.oneof(segment, fc.constant('nojs')), { maxLength: 6 }), (parts) => {
        const url = `/${parts.join('/')}`;
        const once = rewriteNojs(url);
        const count = (s: string, word: string) => s.split('/').filter((p) => p === word).length;
        expect(count(url, 'nojs') - count(once, 'nojs')).toBe(count(url, 'nojs') ? 1 : 0);
        expect(once.length).toBe(url.length);
        if (count(url, 'nojs') <= 1) expect(rewriteNojs(once)).toBe(once);
      }),
    );
  });
});

describe('query building', () => {
  it('appends with ? or & and never into the fragment (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const out = new URL(appendQuery(url, '_wrapper_format=drupal_ajax'));
        expect(out.searchParams.getAll('_wrapper_format')).toEqual(['drupal_ajax']);
        expect(out.hash).toBe('');
      }),
    );
  });

  it('encodes any JSON data exactly as jQuery.param (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue({ maxDepth: 3 })),
        (data) => {
          expect(encodePairs(toPairs(data))).toBe(jqueryParam(data));
        },
      ),
    );
  });
});

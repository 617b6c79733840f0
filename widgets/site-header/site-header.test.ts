import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isFbgaCode,
  isFbgaTrigger,
  loginEndpoint,
  loginResult,
  parseLoginAnswer,
  safeReturnUrl,
  searchUrl,
} from './logic';
import { reduceHeader, type HeaderState } from './logic-state';
import { parse } from './parse';
import { parseFlyouts } from './parse-menu';
import { corpus } from '../../test/security/corpus';

const ORIGIN = 'https://www.northwind.example';

describe('searchUrl', () => {
  it('puts the term as URL-encoded JSON into searchRequest', () => {
    expect(searchUrl('/search-results', 'SATA SMART')).toBe(
      '/search-results?searchRequest=%7B%22term%22%3A%22SATA%20SMART%22%7D',
    );
  });

  it('appends to an action that already has a query', () => {
    expect(searchUrl('/search-results?lang=de', 'x')).toBe(
      '/search-results?lang=de&searchRequest=%7B%22term%22%3A%22x%22%7D',
    );
  });

  it('round-trips any term through URLSearchParams and JSON.parse', () => {
    fc.assert(
      fc.property(fc.string(), (term) => {
        const url = new URL(searchUrl('/search-results', term), ORIGIN);
        expect(JSON.parse(url.searchParams.get('searchRequest')!)).toEqual({ term });
      }),
    );
  });
});

describe('the FBGA rule', () => {
  it('switches once the typed text is fbga in any case, and not before', () => {
    expect(isFbgaTrigger('fb')).toBe(false);
    expect(isFbgaTrigger('fbg')).toBe(false);
    expect(isFbgaTrigger('fbga')).toBe(true);
    expect(isFbgaTrigger('FbGa')).toBe(true);
    expect(isFbgaTrigger(' FBGA ')).toBe(true);
    expect(isFbgaTrigger('fbga code')).toBe(false);
    expect(isFbgaTrigger('')).toBe(false);
  });

  it('accepts exactly five letters or digits as a code', () => {
    expect(isFbgaCode('D9WFR')).toBe(true);
    expect(isFbgaCode('d9wfr')).toBe(true);
    expect(isFbgaCode('D9WF')).toBe(false);
    expect(isFbgaCode('D9WFRX')).toBe(false);
    expect(isFbgaCode('D9-FR')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{5}$/), (code) => {
        expect(isFbgaCode(code)).toBe(true);
      }),
    );
  });
});

describe('loginEndpoint', () => {
  it('builds /api/{platform}/login/loginuser under the base path, platform encoded', () => {
    expect(loginEndpoint('demo')).toBe('/api/demo/login/loginuser');
    expect(loginEndpoint('demo', '/sub')).toBe('/sub/api/demo/login/loginuser');
    expect(loginEndpoint('a/b')).toBe('/api/a%2Fb/login/loginuser');
  });
});

describe('safeReturnUrl', () => {
  it('accepts a site path with query and fragment', () => {
    expect(safeReturnUrl('/investors/news?year=2025#top', ORIGIN)).toBe(
      `${ORIGIN}/investors/news?year=2025#top`,
    );
    expect(
      safeReturnUrl('/search-results?searchRequest=%7B%22term%22%3A%22a%20b%22%7D', ORIGIN),
    ).toBe(`${ORIGIN}/search-results?searchRequest=%7B%22term%22%3A%22a%20b%22%7D`);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['absolute', 'https://evil.example/'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with spaces', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded', '/%252F%252Fevil.example'],
    ['tab between slashes', '/\t/evil.example'],
    ['encoded tab between slashes', '/%09/evil.example'],
    ['relative path', 'evil.example'],
    ['userinfo trick', '@evil.example'],
    ['malformed escape', '/%E0%A4%A'],
    ['dot segment before two slashes', '/.//evil.example'],
    ['dot-dot segment before two slashes', '/..//evil.example'],
    ['encoded dot before two slashes', '/%2e//evil.example'],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnUrl(value, ORIGIN)).toBeNull();
  });

  it("the security suite's redirect corpus never leaves the origin", () => {
    for (const vector of corpus('redirects.txt')) {
      const target = safeReturnUrl(vector, ORIGIN);
      if (target !== null) expect(new URL(target).origin, vector).toBe(ORIGIN);
    }
  });

  it('never leaves the origin, whatever the input (property)', () => {
    const hostile = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%252F',
      ':',
      'javascript:',
      'http:',
      '@',
      'evil.example',
      '\t',
      '\n',
      '%09',
      '.',
      '?',
      '#',
    );
    const input = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .array(fc.oneof(hostile, fc.string({ maxLength: 3 })), { maxLength: 8 })
        .map((p) => p.join('')),
    );
    fc.assert(
      fc.property(input, (value) => {
        const result = safeReturnUrl(value, ORIGIN);
        if (result !== null) {
          const url = new URL(result);
          expect(url.origin).toBe(ORIGIN);
          expect(result.startsWith(`${ORIGIN}/`)).toBe(true);
          expect(url.pathname.startsWith('//')).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});

describe('parseLoginAnswer', () => {
  it('reads Success and Message', () => {
    expect(parseLoginAnswer('{"Success":false,"Message":"<p>No</p>"}')).toEqual({
      Success: false,
      Message: '<p>No</p>',
    });
    expect(parseLoginAnswer('{"Success":true}')).toEqual({ Success: true, Message: '' });
  });

  it('throws on malformed or mis-shaped answers', () => {
    expect(() => parseLoginAnswer('<h1>Error</h1>')).toThrow();
    expect(() => parseLoginAnswer('null')).toThrow();
    expect(() => parseLoginAnswer('{"Success":"yes"}')).toThrow();
  });
});

describe('loginResult', () => {
  it('reads a signed-in answer and a refusal with its message', () => {
    expect(loginResult(200, true, '{"Success":true}')).toEqual({ ok: true });
    expect(loginResult(200, true, '{"Success":false,"Message":"<p>No</p>"}')).toEqual({
      ok: false,
      message: '<p>No</p>',
    });
    expect(loginResult(200, true, '{"Success":false}')).toEqual({ ok: false, message: '' });
  });

  it('tells an unreadable answer from a server that is not available', () => {
    expect(loginResult(200, true, '<h1>Welcome</h1>')).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(loginResult(503, false, '<h1>Down</h1>')).toEqual({
      ok: false,
      problem: 'unavailable',
      status: 503,
    });
    // A refusal in the expected shape is read even from an error status.
    expect(loginResult(401, false, '{"Success":false,"Message":"Locked"}')).toEqual({
      ok: false,
      message: 'Locked',
    });
  });
});

/** The CMS's header markup (README: markup contract), with or without the login panel. */
function siteHeader({ signedIn = false } = {}): string {
  const login = signedIn
    ? ''
    : `<section id="site-login" data-header-panel="login" aria-labelledby="login-title">
        <h2 id="login-title">Log in</h2><a href="#top" data-header-close>Close</a>
        <form action="/user/login" method="post" data-login-form>
          <input name="email" data-validate data-required-message="Enter your email." />
          <input name="password" type="password" />
        </form>
      </section>`;
  const loginToggles = signedIn
    ? ''
    : `<a href="#site-login" data-header-toggle="login" data-login-trigger="desktop">Log in</a>
       <a href="#site-login" data-header-toggle="login">Log in</a>`;
  return `<site-header class="site-header"><header>
    <div class="site-header__bar">
      <a href="/" rel="home">Northwind Memory</a>
      <a href="#site-search" data-header-toggle="search">Search</a>
      <a href="#site-language" data-header-toggle="language">Language</a>
      ${loginToggles}
      <a href="#site-menu" data-header-toggle="main">Menu</a>
    </div>
    <div id="site-menu" data-header-panel="main">
      <nav aria-label="Main">
        <ul>
          <li><a href="#menu-products">Products</a></li>
          <li><a href="#menu-solutions">Solutions</a></li>
          <li><a href="#menu-about">About</a></li>
        </ul>
        <div id="menu-products">
          <h2><a href="/products">All products</a></h2>
          <ul>
            <li><a href="/products/dram">DRAM</a>
              <ul id="menu-products-0"><li><a href="/products/dram/ddr5">DDR5</a></li></ul></li>
            <li><a href="/products/nand">NAND flash</a>
              <ul><li><a href="/products/nand/qlc">QLC NAND</a></li></ul></li>
            <li><a href="/products/ssd">SSD</a></li>
          </ul>
        </div>
        <div id="menu-solutions">
          <ul>
            <li><a href="/solutions/auto">Automotive</a>
              <ul><li><a href="/solutions/auto/adas">ADAS</a></li></ul></li>
          </ul>
        </div>
        <div id="menu-about"><ul><li><a href="/about/careers">Careers</a></li></ul></div>
      </nav>
    </div>
    <section id="site-language" data-header-panel="language" aria-labelledby="language-title">
      <h2 id="language-title">Language</h2><a href="#top" data-header-close>Close</a>
      <ul><li><a href="/" aria-current="true">English</a></li><li><a href="/de">Deutsch</a></li></ul>
    </section>
    <section id="site-search" data-header-panel="search" aria-labelledby="search-title">
      <h2 id="search-title">Search</h2><a href="#top" data-header-close>Close</a>
      <form action="/search-results" method="get" data-search-form><input type="search" name="searchRequest" /></form>
    </section>
    ${login}
  </header></site-header>`;
}

describe('parse', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function host(markup: string): HTMLElement {
    document.body.innerHTML = markup;
    return document.querySelector('site-header')!;
  }

  it('reads panels, toggles, categories with their sections, and flyouts from the CMS markup', () => {
    const model = parse(host(siteHeader()));
    expect(Object.keys(model.panels).sort()).toEqual(['language', 'login', 'main', 'search']);
    expect(model.toggles.map((t) => t.panel)).toEqual([
      'search',
      'language',
      'login',
      'login',
      'main',
    ]);
    expect(model.toggles.filter((t) => t.desktop)).toHaveLength(1);
    expect(model.closers).toHaveLength(3);
    expect(model.categories.map((c) => c.section.id)).toEqual([
      'menu-products',
      'menu-solutions',
      'menu-about',
    ]);
    const flyouts = parseFlyouts(model.categories);
    expect(flyouts.map((f) => f.link.textContent)).toEqual(['DRAM', 'NAND flash', 'Automotive']);
    expect(flyouts[0]!.list.id).toBe('menu-products-0');
    expect(flyouts[2]!.category).toBe(model.categories[1]);
  });

  it('takes only second-level items as flyouts: a fourth level stays inside its flyout', () => {
    const before = parseFlyouts(parse(host(siteHeader())).categories).length;
    const el = host(siteHeader());
    const dram = [...el.querySelectorAll<HTMLAnchorElement>('#menu-products a')].find(
      (a) => a.textContent === 'DRAM',
    )!;
    const third = dram.parentElement!.querySelector(':scope > ul > li')!;
    third.insertAdjacentHTML('beforeend', '<ul><li><a href="/deep">Deep</a></li></ul>');
    const flyouts = parseFlyouts(parse(el).categories);
    expect(flyouts).toHaveLength(before);
    expect(flyouts.some((f) => f.list.contains(el.querySelector('a[href="/deep"]')))).toBe(true);
  });

  it('works without a login panel (a signed-in visitor)', () => {
    const model = parse(host(siteHeader({ signedIn: true })));
    expect(model.panels.login).toBeUndefined();
    expect(model.toggles.some((t) => t.panel === 'login')).toBe(false);
  });

  it('skips a category whose section is missing instead of failing', () => {
    const el = host(siteHeader());
    el.querySelector('#menu-products')!.remove();
    const model = parse(el);
    expect(model.categories.map((c) => c.link.textContent)).toEqual(['Solutions', 'About']);
  });

  it('finds a category section whose id is not ASCII (the link carries it percent-encoded)', () => {
    const el = host(siteHeader());
    el.querySelector('#menu-products')!.id = 'menü-produkte';
    // As a browser reports it: link.hash is percent-encoded.
    el.querySelector<HTMLAnchorElement>('a[href="#menu-products"]')!.href = '#men%C3%BC-produkte';
    const model = parse(el);
    expect(model.categories).toHaveLength(3);
    expect(model.categories.map((c) => c.section.id)).toContain('menü-produkte');
  });

  it('reports missing panels as a markup error', () => {
    expect(() => parse(host('<site-header><p>Logo</p></site-header>'))).toThrow(
      /data-header-panel/,
    );
  });
});

describe('reduceHeader', () => {
  const closed: HeaderState<string, string> = {
    wide: false,
    menu: false,
    section: null,
    flyout: null,
    panel: null,
  };
  const at = (change: Partial<HeaderState<string, string>>) => ({ ...closed, ...change });

  it('opens and closes the menu; a closed menu closes its section and flyout', () => {
    expect(reduceHeader(closed, { menu: true })).toEqual(at({ menu: true }));
    expect(
      reduceHeader(at({ menu: true, section: 'products', flyout: 'ssd' }), { menu: false }),
    ).toEqual(closed);
  });

  it('a new section, or none, closes the flyout', () => {
    const open = at({ menu: true, section: 'products', flyout: 'ssd' });
    expect(reduceHeader(open, { section: 'support' })).toEqual(
      at({ menu: true, section: 'support' }),
    );
    expect(reduceHeader(open, { section: null })).toEqual(at({ menu: true }));
    expect(reduceHeader(open, { flyout: null })).toEqual(at({ menu: true, section: 'products' }));
  });

  it('keeps the menu under a panel on narrow screens, and shows one or the other on wide ones', () => {
    const menu = at({ menu: true, section: 'products' });
    expect(reduceHeader(menu, { panel: 'search' })).toEqual({ ...menu, panel: 'search' });
    expect(reduceHeader({ ...menu, wide: true }, { panel: 'search' })).toEqual(
      at({ wide: true, panel: 'search' }),
    );
  });

  it('a screen that widens with both open keeps the panel; one that narrows keeps both', () => {
    const both = at({ menu: true, section: 'products', panel: 'login' });
    expect(reduceHeader(both, { wide: true })).toEqual(at({ wide: true, panel: 'login' }));
    const wide = at({ wide: true, menu: true, panel: 'login' });
    expect(reduceHeader(wide, { wide: false })).toEqual({ ...wide, wide: false });
  });

  it('the menu opened over a wide panel stays open (the group closes the panel)', () => {
    const panel = at({ wide: true, panel: 'search' });
    expect(reduceHeader(panel, { menu: true })).toEqual({ ...panel, menu: true });
  });

  it('`shut` closes only the panel it names', () => {
    const panel = at({ panel: 'search' });
    expect(reduceHeader(panel, { shut: 'login' })).toBe(panel);
    expect(reduceHeader(panel, { shut: 'search' })).toEqual(closed);
  });

  it('returns the same state when nothing changes, so nothing renders again', () => {
    const menu = at({ menu: true });
    expect(reduceHeader(menu, { menu: true })).toBe(menu);
    expect(reduceHeader(closed, { section: null })).toBe(closed);
    expect(reduceHeader(closed, { menu: false, panel: null })).toBe(closed);
  });
});

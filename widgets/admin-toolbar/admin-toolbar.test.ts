import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  applyBreakpoint,
  BREAKPOINT_IDS,
  clickTab,
  initialState,
  LOCKED_MESSAGE,
  needsDefaultTab,
  pathAncestors,
  requestOrientation,
  shouldLoadSubtrees,
  toggleOrientation,
  trayAnnouncement,
  trayOrientation,
  type ToolbarState,
} from './logic';
import { ANTI_FLICKER_MARK, ANTI_FLICKER_SCRIPT, KEYS, storedToolbarState } from './logic-storage';
import { ToolbarStore } from './use-toolbar-store';
import { parseToolbar } from './parse';
import { decorateMenu, markActive, menuMarks, undecorateMenu } from './use-admin-menu';
import { loadSubtrees, setToolbarSubtrees } from './use-subtrees';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

/** Start-up as Drupal runs it: narrow, standard, wide, for a viewport width in px (16 px/em). */
function startAt(width: number, locked: boolean | null = null): ToolbarState {
  const queries = { 'toolbar.narrow': 264, 'toolbar.standard': 610, 'toolbar.wide': 976 };
  let state = initialState({ locked, activeTab: null });
  for (const id of BREAKPOINT_IDS) state = applyBreakpoint(state, id, width >= queries[id]).state;
  return state;
}

describe('toolbar orientation rules', () => {
  it('starts with Drupal defaults, and locked is null rather than false when never stored', () => {
    const state = initialState({ locked: null, activeTab: null });
    expect(state).toMatchObject({
      activeTab: null,
      activeTray: null,
      isOriented: false,
      isFixed: false,
      areSubtreesLoaded: false,
      isViewportOverflowConstrained: false,
      orientation: 'horizontal',
      locked: null,
      isTrayToggleVisible: true,
      height: null,
      offsets: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('forces vertical and unoriented trays below the narrow breakpoint (263 px)', () => {
    const state = startAt(263);
    expect(state.orientation).toBe('vertical');
    expect(state.isOriented).toBe(false);
    expect(trayOrientation(state)).toBe('vertical');
  });

  it('is vertical and not fixed at 609 px, fixed at 1000 px, horizontal from the wide breakpoint', () => {
    expect(startAt(609)).toMatchObject({
      orientation: 'vertical',
      isFixed: false,
      isOriented: true,
    });
    expect(startAt(975)).toMatchObject({
      orientation: 'vertical',
      isFixed: true,
      isTrayToggleVisible: false,
    });
    expect(startAt(1000)).toMatchObject({
      orientation: 'horizontal',
      isFixed: true,
      isTrayToggleVisible: true,
    });
  });

  it('stays vertical on wide screens when locked', () => {
    expect(startAt(1920, true).orientation).toBe('vertical');
  });

  it('refuses a horizontal request while locked, with the message, and changes nothing', () => {
    const state = startAt(1920, true);
    const result = requestOrientation(state, 'horizontal');
    expect(result.error).toBe(LOCKED_MESSAGE);
    expect(result.changed).toEqual([]);
    expect(result.state).toBe(state);
  });

  it("lets the user's toggle override the lock, unlocking it", () => {
    const state = startAt(1920, true);
    const result = toggleOrientation(state);
    expect(result.error).toBeUndefined();
    expect(result.state).toMatchObject({ orientation: 'horizontal', locked: false });
    const back = toggleOrientation(result.state);
    expect(back.state).toMatchObject({ orientation: 'vertical', locked: true });
  });

  it('accepts any request when unlocked', () => {
    const state = startAt(1920);
    expect(requestOrientation(state, 'vertical').state.orientation).toBe('vertical');
    expect(requestOrientation(state, 'horizontal').error).toBeUndefined();
  });

  it('never ends horizontal below the wide breakpoint, whatever order the queries flip in', () => {
    const widths = fc.array(fc.integer({ min: 100, max: 2500 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(widths, fc.constantFrom(null, true), (steps, locked) => {
        let state = startAt(steps[0]!, locked);
        let width = steps[0]!;
        for (const next of steps.slice(1)) {
          const ids = [...BREAKPOINT_IDS].sort(() => (next % 2 ? 1 : -1));
          const limits = { 'toolbar.narrow': 264, 'toolbar.standard': 610, 'toolbar.wide': 976 };
          for (const id of ids) {
            const before = width >= limits[id];
            const after = next >= limits[id];
            if (before !== after) state = applyBreakpoint(state, id, after).state;
          }
          width = next;
        }
        if (width < 976 || locked) expect(state.orientation).toBe('vertical');
        else expect(state.orientation).toBe('horizontal');
        expect(state.isFixed).toBe(width >= 610);
        expect(state.isOriented).toBe(width >= 264);
      }),
    );
  });
});

describe('tabs, trays and stored state', () => {
  it('opens a tab, closes it when clicked again, and switches to another', () => {
    let state = startAt(1280);
    state = clickTab(state, 'toolbar-item-user', 'toolbar-item-user-tray').state;
    expect(state.activeTray).toBe('toolbar-item-user-tray');
    state = clickTab(state, 'toolbar-item-user', 'toolbar-item-user-tray').state;
    expect(state).toMatchObject({ activeTab: null, activeTray: null });
    state = clickTab(state, 'toolbar-item-user', 'toolbar-item-user-tray').state;
    state = clickTab(
      state,
      'toolbar-item-administration',
      'toolbar-item-administration-tray',
    ).state;
    expect(state).toMatchObject({
      activeTab: 'toolbar-item-administration',
      activeTray: 'toolbar-item-administration-tray',
    });
  });

  it('opens the first tab by default only when the editor never chose anything', () => {
    const state = startAt(1280);
    expect(needsDefaultTab(state, undefined)).toBe(true);
    expect(needsDefaultTab(state, 'horizontal')).toBe(false);
    expect(needsDefaultTab(startAt(800), undefined)).toBe(false);
  });

  it("writes Drupal's session JSON with its key order, omitting activeTray when closed", () => {
    let state = startAt(1280);
    state = clickTab(state, 'toolbar-item-user', 'toolbar-item-user-tray').state;
    expect(JSON.stringify(storedToolbarState(null, state, 105))).toBe(
      '{"orientation":"horizontal","hasActiveTab":true,"activeTabId":"toolbar-item-user",' +
        '"activeTray":"toolbar-item-user-tray","isOriented":true,"isFixed":true,"userButtonMinWidth":105}',
    );
    state = clickTab(state, 'toolbar-item-user', 'toolbar-item-user-tray').state;
    const closed = storedToolbarState({ activeTray: 'x', custom: 1 }, state, 105);
    expect(JSON.stringify(closed)).toBe(
      '{"orientation":"horizontal","hasActiveTab":false,"activeTabId":null,"isOriented":true,' +
        '"isFixed":true,"userButtonMinWidth":105,"custom":1}',
    );
  });

  it('loads subtrees only when vertical, not yet loaded, and the tab has them', () => {
    const vertical = startAt(800);
    expect(shouldLoadSubtrees(vertical, true)).toBe(true);
    expect(shouldLoadSubtrees(vertical, false)).toBe(false);
    expect(shouldLoadSubtrees(startAt(1280), true)).toBe(false);
    expect(shouldLoadSubtrees({ ...vertical, areSubtreesLoaded: true }, true)).toBe(false);
  });

  it('announces the tray that opened, or the one that closed, or nothing', () => {
    expect(trayAnnouncement(null, { name: 'Administration menu' })).toEqual({
      template: 'Tray "@tray" opened.',
      name: 'Administration menu',
    });
    expect(trayAnnouncement({ name: null }, null)?.template).toBe('Tray closed.');
    expect(trayAnnouncement(null, null)).toBeNull();
  });

  it('walks a path up for the active trail', () => {
    expect(pathAncestors('/admin/structure/types/manage/')).toEqual([
      'admin/structure/types/manage',
      'admin/structure/types',
      'admin/structure',
      'admin',
    ]);
  });
});

describe('the store the component renders from', () => {
  const start = (locked: boolean | null) => {
    const refused: string[] = [];
    const store = new ToolbarStore(
      { state: startAt(1920, locked), hidden: false, localTasksHidden: false },
      (message) => refused.push(message),
    );
    let renders = 0;
    store.subscribe(() => renders++);
    return { store, refused, renders: () => renders };
  };

  it('reports a refused request and renders nothing for it', () => {
    const { store, refused, renders } = start(true);
    const view = store.snapshot();
    expect(store.setOrientation('horizontal')).toBe(false);
    expect(refused).toEqual([LOCKED_MESSAGE]);
    expect(store.snapshot()).toBe(view);
    expect(renders()).toBe(0);
  });

  it('renders once per change, never for what nothing shows or what did not change', () => {
    const { store, renders } = start(null);
    store.toggleTab('toolbar-item-administration', 'toolbar-item-administration-tray');
    store.toggleOrientation();
    expect(store.state).toMatchObject({ orientation: 'vertical', locked: true });
    store.setHidden(true);
    store.setHidden(true);
    store.keep({ height: 42 });
    expect(renders()).toBe(3);
    expect(store.state.height).toBe(42);
    store.toggleTab('toolbar-item-administration', 'toolbar-item-administration-tray');
    expect(store.state.activeTab).toBeNull();
  });
});

describe('subtrees cache', () => {
  const subtrees = { 'system-admin_content': '<ul class="toolbar-menu"></ul>', front: '' };

  it('fetches on a cache miss, stores the hash at once and the subtrees from the command', async () => {
    const urls: string[] = [];
    const result = await loadSubtrees({
      theme: 'olivero',
      hash: 'abc',
      signal: new AbortController().signal,
      async request(url) {
        urls.push(url);
        expect(localStorage.getItem(KEYS.subtreesHash('olivero'))).toBe('abc');
        setToolbarSubtrees(() => 'olivero', { subtrees });
      },
    });
    expect(urls).toEqual(['toolbar/subtrees/abc']);
    expect(result).toEqual({ subtrees, fromCache: false });
    expect(JSON.parse(localStorage.getItem('Drupal.toolbar.subtrees.olivero')!)).toEqual(subtrees);
  });

  it('uses the cache while the hash is unchanged, and refetches when it changes', async () => {
    localStorage.setItem('Drupal.toolbar.subtreesHash.olivero', 'abc');
    localStorage.setItem('Drupal.toolbar.subtrees.olivero', JSON.stringify(subtrees));
    let requests = 0;
    const request = async () => {
      requests++;
      setToolbarSubtrees(() => 'olivero', { subtrees: { front: '' } });
    };
    const signal = new AbortController().signal;
    const hit = await loadSubtrees({ theme: 'olivero', hash: 'abc', signal, request });
    expect(hit.fromCache).toBe(true);
    expect(requests).toBe(0);
    const miss = await loadSubtrees({ theme: 'olivero', hash: 'def', signal, request });
    expect(miss).toEqual({ subtrees: { front: '' }, fromCache: false });
    expect(requests).toBe(1);
    // Another theme has its own cache.
    await loadSubtrees({ theme: 'claro', hash: 'def', signal, request });
    expect(requests).toBe(2);
  });

  it('forgets the hash when the request fails or brings no subtrees, so the next page retries', async () => {
    const signal = new AbortController().signal;
    await expect(
      loadSubtrees({
        theme: 't',
        hash: 'h',
        signal,
        request: () => Promise.reject(new Error('500')),
      }),
    ).rejects.toThrow('500');
    expect(localStorage.getItem('Drupal.toolbar.subtreesHash.t')).toBeNull();
    await expect(
      loadSubtrees({ theme: 't', hash: 'h', signal, request: async () => {} }),
    ).rejects.toThrow(/no setToolbarSubtrees/);
    expect(localStorage.getItem('Drupal.toolbar.subtreesHash.t')).toBeNull();
  });

  it('treats an empty PHP array as an empty map and ignores a malformed one', () => {
    setToolbarSubtrees(() => 't', { subtrees: [] });
    expect(localStorage.getItem('Drupal.toolbar.subtrees.t')).toBe('{}');
    setToolbarSubtrees(() => 'u', { subtrees: { a: 1 } });
    expect(localStorage.getItem('Drupal.toolbar.subtrees.u')).toBeNull();
  });
});

describe('toolbar markup', () => {
  it("reads Drupal's markup: tabs with their trays, the menu trays and the user button", () => {
    document.body.innerHTML = `<div id="toolbar-administration" class="toolbar">
      <nav id="toolbar-bar" class="toolbar-bar">
        <div class="home-toolbar-tab toolbar-tab"><a class="toolbar-item" href="/">Back to site</a></div>
        <div class="toolbar-tab">
          <a id="toolbar-item-user" class="toolbar-item trigger" data-toolbar-tray="toolbar-item-user-tray">Me</a>
          <div id="toolbar-item-user-tray" class="toolbar-tray" data-toolbar-tray="toolbar-item-user-tray">
            <nav class="toolbar-lining"><ul class="toolbar-menu"><li><a href="/user">Profile</a></li></ul></nav>
          </div>
        </div>
        <div class="toolbar-tab">
          <a id="toolbar-item-empty" class="toolbar-item trigger" data-toolbar-tray="toolbar-item-empty-tray">Empty</a>
          <div class="toolbar-tray" data-toolbar-tray="toolbar-item-empty-tray"><nav class="toolbar-lining"></nav></div>
        </div>
      </nav></div>`;
    const dom = parseToolbar(document.getElementById('toolbar-administration')!);
    expect(dom.tabs.map((t) => t.trayName)).toEqual([
      null,
      'toolbar-item-user-tray',
      'toolbar-item-empty-tray',
    ]);
    expect(dom.tabs[1]!.tray?.id).toBe('toolbar-item-user-tray');
    // An empty tray gets no orientation toggle (Drupal's testEmptyTray).
    expect(dom.menuTrays.map((m) => m.tray.getAttribute('data-toolbar-tray'))).toEqual([
      'toolbar-item-user-tray',
    ]);
    expect(dom.userButton?.id).toBe('toolbar-item-user');
  });

  it('reports missing markup as a markup error', () => {
    document.body.innerHTML = '<admin-toolbar><p>No toolbar here</p></admin-toolbar>';
    expect(() => parseToolbar(document.querySelector('admin-toolbar')!)).toThrow(
      /#toolbar-administration/,
    );
  });
});

describe('the administration menu', () => {
  it("puts the server's active trail back and takes its own ids away on teardown", () => {
    const server = `<ul class="toolbar-menu"><li class="menu-item menu-item--active-trail"><a href="/admin/content" data-drupal-link-system-path="admin/content">Content</a><ul class="toolbar-menu"><li class="menu-item"><a href="/admin/content/files" data-drupal-link-system-path="admin/content/files">Files</a></li></ul></li><li class="menu-item"><a href="/admin/people" data-drupal-link-system-path="admin/people">People</a></li></ul>`;
    const make = () => {
      const tray = document.createElement('div');
      tray.innerHTML = server;
      document.body.append(tray);
      const marks = menuMarks(tray);
      decorateMenu(tray, marks);
      markActive(tray, 'vertical', 'admin/people');
      return { tray, marks };
    };
    const first = make();
    const second = make();
    const idsOf = (tray: HTMLElement) => [...tray.querySelectorAll('[id]')].map((el) => el.id);
    // Two toolbars' submenus never share an id.
    expect(idsOf(first.tray)).toHaveLength(1);
    expect(idsOf(second.tray)).not.toEqual(idsOf(first.tray));
    expect(first.tray.querySelector('.menu-item--active-trail a')?.textContent).toBe('People');
    undecorateMenu(first.tray, first.marks);
    expect(first.tray.innerHTML).toBe(server);
  });
});

describe('anti-flicker snippet', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.head.innerHTML = '';
    document.adoptedStyleSheets = [];
  });

  /** The rules the snippet added: its marked constructed sheet's, or its <style> element's. */
  const snippetCss = () =>
    [
      ...document.adoptedStyleSheets
        .filter((sheet) => (sheet as unknown as Record<string, unknown>)[ANTI_FLICKER_MARK])
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
      document.querySelector('style[data-toolbar-anti-flicker-loading]')?.textContent ?? '',
    ]
      .join('')
      .replace(/\s+/g, '');

  it('puts the stored state on <html> before the bundle runs', () => {
    sessionStorage.setItem(
      'Drupal.toolbar.toolbarState',
      JSON.stringify({
        orientation: 'vertical',
        hasActiveTab: true,
        activeTabId: 'toolbar-item-user',
        activeTray: 'toolbar-item-user-tray',
        isOriented: true,
        isFixed: true,
        userButtonMinWidth: 105,
      }),
    );
    sessionStorage.setItem('Trellis.toolbar.localTasksHidden', 'true');
    new Function(ANTI_FLICKER_SCRIPT)();
    expect([...document.documentElement.classList].sort()).toEqual([
      'toolbar-anti-flicker',
      'toolbar-fixed',
      'toolbar-loading',
      'toolbar-local-tasks-hidden',
      'toolbar-oriented',
      'toolbar-tray-open',
      'toolbar-vertical',
    ]);
    expect(snippetCss()).toContain('#toolbar-item-user-tray{display:block;}');
    expect(snippetCss()).toContain('#toolbar-item-user{min-width:105px;}');
    // A constructed sheet, not a <style> element: a strict Content-Security-Policy refuses those.
    expect(document.querySelector('style')).toBeNull();
  });

  it('writes a <style> element where the browser has no constructed stylesheets', () => {
    sessionStorage.setItem(
      'Drupal.toolbar.toolbarState',
      JSON.stringify({ activeTray: 'toolbar-item-user-tray', isOriented: true }),
    );
    const constructed = window.CSSStyleSheet;
    Object.defineProperty(window, 'CSSStyleSheet', { value: undefined, configurable: true });
    try {
      new Function(ANTI_FLICKER_SCRIPT)();
    } finally {
      Object.defineProperty(window, 'CSSStyleSheet', { value: constructed, configurable: true });
    }
    expect(document.adoptedStyleSheets).toEqual([]);
    expect(
      document.querySelector('style[data-toolbar-anti-flicker-loading]')?.textContent,
    ).toContain('#toolbar-item-user-tray{display:block}');
  });

  it('defaults to horizontal with the tray open, and ignores hostile or broken state', () => {
    sessionStorage.setItem('Drupal.toolbar.toolbarState', '{"activeTray":"x}body{display:none"');
    new Function(ANTI_FLICKER_SCRIPT)();
    expect(document.documentElement.classList.contains('toolbar-horizontal')).toBe(true);
    expect(document.documentElement.classList.contains('toolbar-tray-open')).toBe(true);
    sessionStorage.setItem(
      'Drupal.toolbar.toolbarState',
      JSON.stringify({ activeTray: 'a}body{display:none', hasActiveTab: false }),
    );
    document.documentElement.className = '';
    new Function(ANTI_FLICKER_SCRIPT)();
    expect(snippetCss()).toBe('');
    expect(document.documentElement.classList.contains('toolbar-tray-open')).toBe(false);
  });

  it('runs its defaults when storage is blocked (every access throws)', () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(() => new Function(ANTI_FLICKER_SCRIPT)()).not.toThrow();
    } finally {
      blocked.mockRestore();
    }
    expect(document.documentElement.classList.contains('toolbar-horizontal')).toBe(true);
    expect(document.documentElement.classList.contains('toolbar-tray-open')).toBe(true);
  });
});

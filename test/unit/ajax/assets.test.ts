// @vitest-environment-options {"settings": {"disableCSSFileLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerCommand, runCommands } from '../../../src/ajax';
import { consoleErrors, page } from './helpers';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;

beforeEach(() => page());

/** happy-dom "loads" every file; these URLs fail instead. */
function failing(...urls: string[]) {
  const dispatch = HTMLElement.prototype.dispatchEvent;
  vi.spyOn(HTMLElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLElement,
    event: Event,
  ) {
    const el = this as Element;
    const url = el instanceof Element && (el.getAttribute('src') ?? el.getAttribute('href'));
    if (event.type === 'load' && url && urls.includes(url))
      return dispatch.call(this, new Event('error'));
    return dispatch.call(this, event);
  });
}

describe('add_css and add_js', () => {
  it('add_css adds each stylesheet once, with all its attributes', async () => {
    await runCommands([
      {
        command: 'add_css',
        data: [
          { href: 'my/file.css', media: 'all', 'data-test': 'x' },
          { href: 'https://fonts.example/css?family=Inter', media: 'all' },
        ],
      },
    ]);
    expect($('link[href="my/file.css"]').outerHTML).toBe(
      '<link rel="stylesheet" href="my/file.css" media="all" data-test="x">',
    );
    expect($('link[href^="https://fonts.example"]')).not.toBeNull();
    await runCommands([{ command: 'add_css', data: [{ href: 'my/file.css', media: 'all' }] }]);
    expect(document.querySelectorAll('link[href="my/file.css"]')).toHaveLength(1);
  });

  it('add_js appends ordered scripts to its selector, then attaches behaviours there', async () => {
    const attached: string[] = [];
    (window as unknown as { Drupal: unknown }).Drupal = {
      attachBehaviors: (el: Element) => attached.push(el.localName),
    };
    try {
      await runCommands([
        {
          command: 'add_js',
          selector: 'head',
          data: [{ src: '/a.js', defer: true, crossorigin: 'anonymous' }],
        },
        { command: 'add_js', data: [{ src: '/b.js' }] },
      ]);
    } finally {
      delete (window as unknown as { Drupal?: unknown }).Drupal;
    }
    expect($('head script[src="/a.js"]').outerHTML).toBe(
      '<script src="/a.js" defer="" crossorigin="anonymous"></script>',
    );
    expect(($('head script[src="/a.js"]') as HTMLScriptElement).async).toBe(false);
    expect($('body > script[src="/b.js"]')).not.toBeNull();
    expect(attached).toEqual(['head', 'body']);
  });

  it('a second response naming a file still loading for the first waits for it', async () => {
    let release: (() => void) | undefined;
    const dispatch = HTMLElement.prototype.dispatchEvent;
    vi.spyOn(HTMLElement.prototype, 'dispatchEvent').mockImplementation(function (
      this: HTMLElement,
      event: Event,
    ) {
      // Held once; the released load passes (happy-dom dispatches it through here again).
      if (event.type === 'load' && this.getAttribute('src') === '/slow.js' && !release) {
        release = () => dispatch.call(this, event);
        return true;
      }
      return dispatch.call(this, event);
    });
    const ran: string[] = [];
    registerCommand('mark', (c) => void ran.push(String(c.name)));
    const first = runCommands([
      { command: 'add_js', data: [{ src: '/slow.js' }] },
      { command: 'mark', name: 'first' },
    ]);
    const second = runCommands([
      { command: 'add_js', data: [{ src: '/slow.js' }] },
      { command: 'mark', name: 'second' },
    ]);
    await vi.waitFor(() => expect(release).toBeDefined());
    await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual([]);
    release!();
    await Promise.all([first, second]);
    expect(ran.sort()).toEqual(['first', 'second']);
    expect(document.querySelectorAll('script[src="/slow.js"]')).toHaveLength(1);
  });

  it('a file that does not load rejects naming it, and stops the response', async () => {
    failing('/missing.js', '/missing.css', '/x<y>.css');
    const error = consoleErrors();
    const after = vi.fn();
    registerCommand('afterAssets', after);
    await runCommands([
      { command: 'add_js', selector: 'head', data: [{ src: '/missing.js' }, { src: '/ok.js' }] },
      { command: 'afterAssets' },
    ]);
    await runCommands([
      { command: 'add_css', data: [{ href: '/missing.css' }, { href: '/x<y>.css' }] },
    ]);
    expect(after).not.toHaveBeenCalled();
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      'An error occurred during the execution of the Ajax response: The following files could not be loaded: /missing.js',
      'An error occurred during the execution of the Ajax response: The following files could not be loaded: /missing.css, /x&lt;y&gt;.css',
    ]);
    expect(document.querySelector('script[src="/missing.js"]')).toBeNull();
    expect($('head script[src="/ok.js"]')).not.toBeNull();
  });
});

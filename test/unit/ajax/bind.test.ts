import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCommands, startAjax } from '../../../src/ajax';
import { bindTriggers } from '../../../src/ajax/load-engine';
import { page, serve, type Sent } from './helpers';

let sent: Sent[];
beforeEach(async () => {
  startAjax();
  // Bound as on a page that had triggers at start-up (watch.test.ts covers a page without).
  await bindTriggers();
  sent = serve({ body: '[]' });
});
afterEach(() => vi.unstubAllGlobals());

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
function fire(el: Element, type: string, init: MouseEventInit & { key?: string } = {}): Event {
  const event =
    type === 'keypress'
      ? new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init })
      : new MouseEvent(type, { bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
}
const body = (i = 0) => new URLSearchParams(String(sent[i]!.init.body ?? ''));

describe('a.use-ajax links', () => {
  it('request their href (nojs rewritten) with the dialog type and options, and do not navigate', async () => {
    page(`<a class="use-ajax" id="l" href="/dialog/nojs/1" data-dialog-type="modal"
      data-dialog-options='{"width":400,"title":"Hi"}'><span>Open</span></a>`);
    const event = fire($('#l span'), 'click');
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/dialog/ajax/1?_wrapper_format=drupal_modal');
    expect([...body().entries()].slice(0, 3)).toEqual([
      ['js', 'true'],
      ['dialogOptions[width]', '400'],
      ['dialogOptions[title]', 'Hi'],
    ]);
  });

  it('leave modified clicks (a new tab) to the browser', () => {
    page(`<a class="use-ajax" id="l" href="/x">x</a>`);
    const prevented: boolean[] = [];
    const stop = (e: Event) => {
      prevented.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', stop);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fire($('#l'), 'click', init);
    document.removeEventListener('click', stop);
    expect(prevented).toEqual([false, false, false, false]);
    expect(sent).toHaveLength(0);
  });

  it('honour data-ajax-http-method="GET" and the off-canvas renderer', async () => {
    page(
      `<a class="use-ajax" id="l" href="/x" data-dialog-type="dialog" data-dialog-renderer="off_canvas" data-ajax-http-method="GET">x</a>`,
    );
    fire($('#l'), 'click');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.url).toMatch(
      /^\/x\?_wrapper_format=drupal_dialog\.off_canvas&js=true&_drupal_ajax=1&/,
    );
  });

  it('with broken dialog options warn and still send the request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    page(`<a class="use-ajax" id="l" href="/x" data-dialog-options="{nope">x</a>`);
    fire($('#l'), 'click');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(warn).toHaveBeenCalledOnce();
  });

  it('pointing off-site are refused with a console error and navigate as plain links', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(`<a class="use-ajax" id="l" href="https://evil.example/nojs/x">x</a>`);
    // Record what the adapter decided, then stop happy-dom from really navigating.
    let prevented: boolean | undefined;
    const stop = (e: Event) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', stop);
    fire($('#l'), 'click');
    document.removeEventListener('click', stop);
    expect(prevented).toBe(false);
    expect(sent).toHaveLength(0);
    expect(String(error.mock.calls[0]![0])).toBe(
      'Error: The callback URL is not local and not trusted: https://evil.example/ajax/x',
    );
  });

  it("are left to Drupal's own ajax.js when it is on the page", () => {
    page(`<a class="use-ajax" id="l" href="/x">x</a>`);
    (window as unknown as { Drupal: unknown }).Drupal = { Ajax: function Ajax() {} };
    let prevented: boolean | undefined;
    const stop = (e: Event) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', stop);
    try {
      fire($('#l'), 'click');
      expect(prevented).toBe(false);
      expect(sent).toHaveLength(0);
    } finally {
      document.removeEventListener('click', stop);
      delete (window as unknown as { Drupal?: unknown }).Drupal;
    }
  });
});

describe('.use-ajax-submit buttons', () => {
  it('post their form to its action with the pressed button included', async () => {
    page(`<form action="/contact/nojs?x=1"><input name="name" value="Ada">
      <input type="submit" class="use-ajax-submit" id="s" name="op" value="Send"></form>`);
    const event = fire($('#s'), 'click');
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/contact/ajax?x=1&_wrapper_format=drupal_ajax');
    expect([...body().entries()].slice(0, 3)).toEqual([
      ['name', 'Ada'],
      ['op', 'Send'],
      ['js', 'true'],
    ]);
  });
});

describe('server-declared elements (drupalSettings.ajax)', () => {
  const declare = (extra: Record<string, unknown> = {}) =>
    page(
      `<form action="/form"><input id="edit-title" name="title" value="t">
       <input type="submit" id="edit-go" name="op" value="Go"><input type="checkbox" id="edit-box" name="box"></form>`,
      {
        ajax: {
          'edit-go': {
            url: '/form?ajax_form=1',
            event: 'mousedown',
            keypress: true,
            prevent: 'click',
            wrapper: 'wrap',
            submit: { _triggering_element_name: 'op', _triggering_element_value: 'Go' },
          },
          'edit-title': {
            url: '/form?ajax_form=1',
            event: 'blur',
            submit: { _triggering_element_name: 'title' },
          },
          ...extra,
        },
      } as never,
    );

  it('a button runs on mousedown with the server submit data, and its click is prevented', async () => {
    declare();
    await runCommands([{ command: 'settings', merge: true, settings: {} }]);
    expect(fire($('#edit-go'), 'click').defaultPrevented).toBe(true);
    expect(sent).toHaveLength(0);
    fire($('#edit-go'), 'mousedown');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(body().get('_triggering_element_value')).toBe('Go');
    expect(body().has('js')).toBe(false);
    expect(body().has('op')).toBe(false);
  });

  it('Enter on the button stands in for mousedown; Space in a text field does not', async () => {
    declare();
    await runCommands([{ command: 'settings', merge: true, settings: {} }]);
    const enter = fire($('#edit-go'), 'keypress', { key: 'Enter' });
    expect(enter.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.waitFor(() => expect(($('#edit-go') as HTMLInputElement).disabled).toBe(false));
    expect(fire($('#edit-title'), 'keypress', { key: ' ' }).defaultPrevented).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('without keypress in its entry, Enter and Space keep their native job, as in Drupal', async () => {
    declare({
      'edit-mail': { url: '/form?ajax_form=1', event: 'blur' },
      'edit-go': { url: '/form?ajax_form=1', event: 'mousedown', prevent: 'click' },
    });
    const mail = document.createElement('input');
    mail.type = 'email';
    mail.id = 'edit-mail';
    $('form').append(mail);
    await runCommands([{ command: 'settings', merge: true, settings: {} }]);
    for (const id of ['#edit-title', '#edit-mail', '#edit-go'])
      for (const key of ['Enter', ' '])
        expect(fire($(id), 'keypress', { key }).defaultPrevented, `${id} ${key}`).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(0);
  });

  it('a text field runs on blur, bound by a capturing listener', async () => {
    declare();
    await runCommands([{ command: 'settings', merge: true, settings: {} }]);
    $('#edit-title').dispatchEvent(new FocusEvent('blur'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(body().get('_triggering_element_name')).toBe('title');
    expect(body().get('title')).toBe('t');
  });

  it('entries a settings command adds later are live at once, with their own event types', async () => {
    declare();
    await runCommands([
      {
        command: 'settings',
        merge: true,
        settings: { ajax: { 'edit-box': { url: '/form?ajax_form=1', event: 'change' } } },
      },
    ]);
    $('#edit-box').dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });

  it('a declared URL off-site is refused before anything is sent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    declare({ 'edit-box': { url: 'https://evil.example/x', event: 'change' } });
    await runCommands([{ command: 'settings', merge: true, settings: {} }]);
    $('#edit-box').dispatchEvent(new Event('change', { bubbles: true }));
    expect(String(error.mock.calls[0]![0])).toBe(
      'Error: The callback URL is not local and not trusted: https://evil.example/x',
    );
    expect(sent).toHaveLength(0);
  });
});

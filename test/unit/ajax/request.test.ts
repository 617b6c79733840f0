import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ajax, AjaxError, registerCommand, runCommands } from '../../../src/ajax';
import { buildRequest } from '../../../src/ajax/protocol/form';
import { send } from '../../../src/ajax/send';
import { commands, consoleErrors, jqueryParam, messageTexts, OOPS, page, serve } from './helpers';

const PAGE_STATE =
  '_drupal_ajax=1&ajax_page_state%5Btheme%5D=olivero&ajax_page_state%5Btheme_token%5D=' +
  '&ajax_page_state%5Blibraries%5D=core%2Fdrupal%2Colivero%2Fglobal';

beforeEach(() => page());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request building (the wire format Drupal expects)', () => {
  it('a link request posts js=true, the ajax flag and all three page-state keys to the rewritten URL', () => {
    const { url, init } = buildRequest({ url: '/ajax-test/nojs/insert' });
    expect(url).toBe('/ajax-test/ajax/insert?_wrapper_format=drupal_ajax');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(`js=true&${PAGE_STATE}`);
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({
      Accept: 'application/json, text/javascript, */*; q=0.01',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
    });
  });

  it('encodes the body exactly as jQuery.param does, nesting and nulls included', () => {
    const submit = {
      _triggering_element_name: 'op',
      _triggering_element_value: 'Save & close',
      nested: { a: [1, 2], b: { c: null, d: 'ü é' }, list: [{ x: 1 }] },
    };
    const dialogOptions = { width: 400, classes: { 'ui-dialog': 'wide' }, modal: true };
    const { init } = buildRequest({ url: '/x', submit, dialogOptions });
    const state = window.drupalSettings!.ajaxPageState!;
    const expected = jqueryParam({
      ...submit,
      dialogOptions,
      _drupal_ajax: 1,
      'ajax_page_state[theme]': state.theme,
      'ajax_page_state[theme_token]': undefined,
      'ajax_page_state[libraries]': state.libraries,
    });
    expect(init.body).toBe(expected);
  });

  it('a server submit object replaces js=true instead of adding to it', () => {
    const { init } = buildRequest({ url: '/x', submit: { _triggering_element_name: 'color' } });
    expect(String(init.body)).toMatch(/^_triggering_element_name=color&_drupal_ajax=1&/);
    expect(String(init.body)).not.toContain('js=true');
  });

  it('sends the form controls in DOM order, then submit data, dialog options and page state', () => {
    page(`<form id="f" action="/form">
      <input name="title" value="A b">
      <input type="checkbox" name="tick" value="1" checked>
      <input type="checkbox" name="untick" value="1">
      <input name="disabled" value="x" disabled>
      <select name="color"><option>red</option><option selected>blue</option></select>
      <textarea name="body">line</textarea>
      <input type="submit" name="op" value="Save">
      <button name="other" value="x">Other</button>
    </form>`);
    const form = document.getElementById('f') as HTMLFormElement;
    const { init } = buildRequest({
      url: '/form?ajax_form=1',
      form,
      element: form.querySelector<HTMLElement>('[name=title]'),
      submit: { _triggering_element_name: 'title' },
      dialogOptions: { width: 400 },
    });
    expect(init.body).toBe(
      'title=A%20b&tick=1&color=blue&body=line' +
        '&_triggering_element_name=title&dialogOptions%5Bwidth%5D=400&' +
        PAGE_STATE,
    );
  });

  it('.use-ajax-submit ("set click") includes the pressed button in its DOM position', () => {
    page(
      `<form id="f"><input name="a" value="1"><input type="submit" name="op" value="Go"><input name="b" value="2"></form>`,
    );
    const form = document.getElementById('f') as HTMLFormElement;
    const button = form.querySelector<HTMLElement>('[name=op]')!;
    const { init } = buildRequest({ url: '/f', form, element: button, setClick: true });
    expect(String(init.body)).toMatch(/^a=1&op=Go&b=2&js=true&/);
  });

  it('a form with a file input goes as multipart FormData with the same fields and no content type', () => {
    page(`<form id="f"><input name="a" value="1"><input type="file" name="files[upload]"></form>`);
    const form = document.getElementById('f') as HTMLFormElement;
    const { init } = buildRequest({ url: '/f', form });
    expect(init.body).toBeInstanceOf(FormData);
    const keys = [...(init.body as FormData).keys()];
    expect(keys).toEqual([
      'a',
      'files[upload]',
      'js',
      '_drupal_ajax',
      'ajax_page_state[theme]',
      'ajax_page_state[theme_token]',
      'ajax_page_state[libraries]',
    ]);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('GET puts every parameter in the query string, joined with &', () => {
    const { url, init } = buildRequest({
      url: '/dialog/nojs?page=2',
      httpMethod: 'GET',
      dialogType: 'modal',
      dialogOptions: { width: 800 },
    });
    expect(url).toBe(
      `/dialog/ajax?page=2&_wrapper_format=drupal_modal&js=true&dialogOptions%5Bwidth%5D=800&${PAGE_STATE}`,
    );
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('names the wrapper format after the dialog type and renderer, and only in the query', () => {
    const format = (req: Parameters<typeof buildRequest>[0]) =>
      new URL(buildRequest(req).url, 'http://x').searchParams.get('_wrapper_format');
    expect(format({ url: '/a', dialogType: 'ajax' })).toBe('drupal_ajax');
    expect(format({ url: '/a', dialogType: 'modal' })).toBe('drupal_modal');
    expect(format({ url: '/a', dialogType: 'dialog' })).toBe('drupal_dialog');
    expect(format({ url: '/a', dialogType: 'dialog', dialogRenderer: 'off_canvas' })).toBe(
      'drupal_dialog.off_canvas',
    );
    // A renderer without a dialog type rides on drupal_ajax, as Drupal builds it.
    expect(format({ url: '/a', dialogRenderer: 'off_canvas' })).toBe('drupal_ajax.off_canvas');
    expect(String(buildRequest({ url: '/a' }).init.body)).not.toContain('_wrapper_format');
    expect(buildRequest({ url: '/a#frag' }).url).toBe('/a?_wrapper_format=drupal_ajax');
  });

  it('always sends theme_token, empty when the settings have none', () => {
    page('', { ajaxPageState: { theme: 'olivero' } });
    expect(String(buildRequest({ url: '/a' }).init.body)).toContain(
      'ajax_page_state%5Btheme_token%5D=&ajax_page_state%5Blibraries%5D=',
    );
  });

  it('reads the page state live, so a settings command changes the next request', async () => {
    const sent = serve(
      commands({
        command: 'settings',
        merge: true,
        settings: { ajaxPageState: { libraries: 'eJxLzs8rSc0rAQAJXQL4' } },
      }),
    );
    await ajax({ url: '/a' });
    await ajax({ url: '/a' });
    expect(String(sent[1]!.init.body)).toContain(
      'ajax_page_state%5Blibraries%5D=eJxLzs8rSc0rAQAJXQL4',
    );
    expect(String(sent[1]!.init.body)).toContain('ajax_page_state%5Btheme%5D=olivero');
  });
});

// The page's requests and the request core a background refresh uses alone check the same way;
// only the page's request posts the "Oops" message (a background caller reports quietly).
describe.each([
  ['ajax()', ajax, [['error', OOPS]]],
  ['the request core, send()', send, []],
])('verification and errors: %s', (_, ajax, shown) => {
  it('refuses an unverified response from an untrusted URL: nothing runs, Oops from ajax() only', async () => {
    const ran = vi.fn();
    registerCommand('probe', ran);
    serve({ body: JSON.stringify([{ command: 'probe' }]), token: false });
    const error = await ajax({ url: '/plain-json' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AjaxError);
    expect((error as Error).message).toContain(
      '\nCustomMessage: The response failed verification so will not be processed.',
    );
    expect(ran).not.toHaveBeenCalled();
    expect(messageTexts()).toEqual(shown);
  });

  it('a trusted URL needs no token', async () => {
    page('', { ajaxTrustedUrl: { '/trusted/ajax/x': true } });
    const ran = vi.fn();
    registerCommand('probe', ran);
    serve({ body: JSON.stringify([{ command: 'probe' }]), token: false });
    await ajax({ url: '/trusted/nojs/x' });
    expect(ran).toHaveBeenCalledOnce();
  });

  it('a trusted URL that redirects to another site is refused, token or not; a redirect home is fine', async () => {
    page('', { ajaxTrustedUrl: { '/trusted/ajax/x': true } });
    const ran = vi.fn();
    registerCommand('probe', ran);
    const landing = (at: string) => () => {
      const response = new Response(JSON.stringify([{ command: 'probe' }]), {
        headers: { 'content-type': 'application/json', 'x-drupal-ajax-token': '1' },
      });
      Object.defineProperties(response, { redirected: { value: true }, url: { value: at } });
      return Promise.resolve(response);
    };
    serve(landing('https://evil.example/x'));
    await expect(ajax({ url: '/trusted/nojs/x' })).rejects.toThrow(
      'The response failed verification so will not be processed.',
    );
    expect(ran).not.toHaveBeenCalled();
    serve(landing(`${location.origin}/trusted/ajax/y`));
    await ajax({ url: '/trusted/nojs/x' });
    expect(ran).toHaveBeenCalledOnce();
  });

  it('a literal null body is accepted without a token and does nothing', async () => {
    serve({ body: 'null', token: false });
    await expect(ajax({ url: '/empty' })).resolves.toBeUndefined();
    expect(messageTexts()).toEqual([]);
  });

  it('"constructor" is not a trusted URL even though every object has that property', async () => {
    serve({ body: '[]', token: false });
    await expect(ajax({ url: 'constructor', httpMethod: 'GET' })).rejects.toThrow(
      'The response failed verification so will not be processed.',
    );
  });

  it("an HTTP error gives Drupal's exact text, tags stripped from the response", async () => {
    serve({
      status: 500,
      statusText: 'Internal Server Error',
      body: '<h1>Internal Server Error</h1>\n   <p>The site had a <em>problem</em>.</p>  ',
      token: false,
    });
    const error = (await ajax({ url: '/broken' }).catch((e: unknown) => e)) as AjaxError;
    expect(error.name).toBe('AjaxError');
    expect(error.status).toBe(500);
    expect(error.path).toBe('/broken');
    expect(error.message).toBe(
      '\nAn AJAX HTTP error occurred.\nHTTP Result Code: 500\nDebugging information follows.' +
        '\nPath: /broken\nStatusText: Internal Server Error' +
        '\nResponseText: Internal Server Error\nThe site had a problem.',
    );
    expect(messageTexts()).toEqual(shown);
  });

  it('malformed JSON is an error with the HTTP status of the response', async () => {
    serve({ body: '{"command": <oops', token: true });
    const error = (await ajax({ url: '/m' }).catch((e: unknown) => e)) as AjaxError;
    expect(error.message).toMatch(/^\nAn AJAX HTTP error occurred.\nHTTP Result Code: 200\n/);
  });

  it('a network failure "terminated abnormally" and reports the ready state', async () => {
    serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await ajax({ url: '/down' }).catch((e: unknown) => e)) as AjaxError;
    expect(error.message).toBe(
      '\nAn AJAX HTTP request terminated abnormally.\nDebugging information follows.' +
        '\nPath: /down\nStatusText: error\nResponseText: \nReadyState: 0',
    );
    expect(messageTexts()).toEqual(shown);
  });

  it('a client timeout aborts the request, Oops from ajax() only', async () => {
    vi.useFakeTimers();
    serve({ delay: 60_000 });
    const result = ajax({ url: '/slow', timeoutMs: 2000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    const error = (await result) as AjaxError;
    expect(error.status).toBe(0);
    expect(error.message).toContain('\nStatusText: timeout\n');
    expect(messageTexts()).toEqual(shown);
  });

  it("the caller's abort rejects with its reason and shows no message", async () => {
    vi.useFakeTimers();
    serve({ delay: 60_000 });
    const controller = new AbortController();
    const result = ajax({ url: '/slow', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(((await result) as DOMException).message).toBe('left the page');
    expect(messageTexts()).toEqual([]);
  });
});

describe('the Oops message', () => {
  it('an AjaxError is a value: constructing one shows nothing', async () => {
    new AjaxError({ status: 0, path: '/a' });
    new AjaxError({ status: 404, path: '/b' });
    await vi.dynamicImportSettled();
    expect(messageTexts()).toEqual([]);
  });

  it('each failed request posts one Oops message; nothing clears them', async () => {
    serve({ status: 500, body: 'no' });
    await ajax({ url: '/a' }).catch(() => {});
    await ajax({ url: '/b' }).catch(() => {});
    expect(messageTexts()).toEqual([
      ['error', OOPS],
      ['error', OOPS],
    ]);
  });
});

describe('the request core (a background refresh, no element)', () => {
  it('sends the same GET as ajax() and inserts the answer into its wrapper', async () => {
    page('<div id="quote">old</div>');
    const sent = serve(
      commands({ command: 'insert', selector: null, data: '<div id="quote">new</div>' }),
    );
    const request = { url: '/ajax/q/1', httpMethod: 'GET', wrapper: 'quote' } as const;
    await send(request);
    expect(document.getElementById('quote')!.textContent).toBe('new');
    await ajax(request);
    expect(sent[0]!.url).toBe(sent[1]!.url);
    expect(sent[0]!.url).toBe(`/ajax/q/1?_wrapper_format=drupal_ajax&js=true&${PAGE_STATE}`);
    // The same options but the signal, each request's own.
    const { signal: _a, ...core } = sent[0]!.init;
    const { signal: _b, ...fromPage } = sent[1]!.init;
    expect(core).toEqual(fromPage);
  });

  it('a failing command is logged and the request still resolves, as ajax() does', async () => {
    registerCommand('boom', () => {
      throw new Error('kaput');
    });
    const error = consoleErrors();
    serve(commands({ command: 'boom' }));
    await expect(send({ url: '/x', httpMethod: 'GET' })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('kaput'));
  });

  it('a failure rejects with the AjaxError and posts no message: the caller reports it', async () => {
    serve({ status: 500, body: 'no' });
    await expect(send({ url: '/x', httpMethod: 'GET' })).rejects.toBeInstanceOf(AjaxError);
    await vi.dynamicImportSettled();
    expect(messageTexts()).toEqual([]);
  });
});

describe('the triggering element', () => {
  it('refuses an element-bound callback URL that is neither local nor trusted, sending nothing', async () => {
    const sent = serve(commands());
    page('<button id="b">Go</button>');
    const element = document.getElementById('b')!;
    await expect(ajax({ url: 'https://evil.example/ajax', element })).rejects.toThrow(
      'The callback URL is not local and not trusted: https://evil.example/ajax',
    );
    expect(sent).toHaveLength(0);
    expect(messageTexts()).toEqual([]);
    // Only an explicit opt-in sends it.
    await ajax({ url: 'https://evil.example/ajax', element, checkUrl: false });
    expect(sent).toHaveLength(1);
  });

  it('refuses a programmatic request to another origin unless the URL is trusted or the caller opts in', async () => {
    const sent = serve(commands());
    for (const request of [ajax, send])
      await expect(request({ url: 'https://evil.example/ajax' })).rejects.toThrow(
        'The callback URL is not local and not trusted: https://evil.example/ajax',
      );
    expect(sent).toHaveLength(0);
    page('', { ajaxTrustedUrl: { 'https://partner.example/ajax': true } });
    await ajax({ url: 'https://partner.example/ajax' });
    await ajax({ url: 'https://evil.example/ajax', checkUrl: false });
    expect(sent).toHaveLength(2);
  });

  it('is disabled with a throbber while running, ignores repeat triggers, and is enabled after', async () => {
    page('<div data-drupal-ajax-container><button id="b">Go</button></div>');
    const element = document.getElementById('b') as HTMLButtonElement;
    let release!: () => void;
    const sent = serve(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response('[]', { headers: { 'x-drupal-ajax-token': '1' } }));
        }),
    );
    const first = ajax({
      url: '/a',
      element,
      progress: { type: 'throbber', message: 'Please wait…' },
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(element.disabled).toBe(true);
    expect(element.classList.contains('progress-disabled')).toBe(true);
    const throbber = document.querySelector('[data-drupal-ajax-container] + .ajax-progress');
    expect(throbber?.outerHTML).toBe(
      '<div class="ajax-progress ajax-progress-throbber"><div class="throbber">&nbsp;</div><div class="message">Please wait…</div></div>',
    );
    await ajax({ url: '/a', element });
    expect(sent).toHaveLength(1);
    release();
    await first;
    expect(element.disabled).toBe(false);
    expect(element.classList.contains('progress-disabled')).toBe(false);
    expect(document.querySelector('.ajax-progress')).toBeNull();
  });

  it('the fullscreen indicator is appended to body and removed after an error too', async () => {
    consoleErrors();
    let fail!: () => void;
    serve(() => new Promise<Response>((_, reject) => (fail = () => reject(new TypeError('x')))));
    const result = ajax({ url: '/a', progress: { type: 'fullscreen' } }).catch(() => {});
    await vi.waitFor(() =>
      expect(document.querySelector('.ajax-progress')?.outerHTML).toBe(
        '<div class="ajax-progress ajax-progress-fullscreen">&nbsp;</div>',
      ),
    );
    expect(document.querySelector('.ajax-progress')?.parentElement).toBe(document.body);
    fail();
    await result;
    expect(document.querySelector('.ajax-progress')).toBeNull();
  });

  it('is refocused after the commands ran, or its nearest surviving selector when replaced', async () => {
    page(
      `<div id="wrap" data-drupal-selector="edit-wrap"><input id="a" data-drupal-selector="edit-a"></div><input id="other">`,
    );
    serve(
      commands({
        command: 'insert',
        method: 'replaceWith',
        selector: '#wrap',
        data: '<div id="wrap" data-drupal-selector="edit-wrap"><input id="a2" data-drupal-selector="edit-a"></div>',
      }),
    );
    document.getElementById('other')!.focus();
    await ajax({ url: '/a', element: document.getElementById('a') });
    expect(document.activeElement?.id).toBe('a2');
  });

  it('is not refocused with data-disable-refocus, nor when a command moved focus itself', async () => {
    page(
      `<input id="a" data-disable-refocus="true"><input id="b"><div id="box"><input id="c"></div>`,
    );
    serve(commands());
    document.getElementById('b')!.focus();
    await ajax({ url: '/a', element: document.getElementById('a') });
    expect(document.activeElement?.id).toBe('b');
    serve(commands({ command: 'focusFirst', selector: '#box' }));
    await ajax({ url: '/a', element: document.getElementById('b') });
    expect(document.activeElement?.id).toBe('c');
  });

  it('data-refocus-blur focuses the element that had focus when the response arrived', async () => {
    page(`<input id="a" data-refocus-blur="true"><input id="b" data-drupal-selector="edit-b">`);
    serve(commands());
    document.getElementById('b')!.focus();
    await ajax({ url: '/a', element: document.getElementById('a') });
    expect(document.activeElement?.id).toBe('b');
  });
});

describe('runCommands', () => {
  it('runs a command list without a request, and ignores what is not a list', async () => {
    page('<div id="t"></div>');
    await runCommands([{ command: 'insert', method: 'html', selector: '#t', data: 'x' }]);
    expect(document.getElementById('t')!.textContent).toBe('x');
    await expect(runCommands('nonsense')).resolves.toBeUndefined();
    await expect(runCommands(null)).resolves.toBeUndefined();
  });
});

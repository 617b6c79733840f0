import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  ajax,
  getData,
  registerCommand,
  runCommands,
  type CommandContext,
} from '../../../src/ajax';
import { getDialog } from '../../../src/ajax/ui';
import { defineWidget, upgrade } from '../../../src/runtime';
import { DEFERRED_COMMANDS } from '../../../src/ajax/commands/names';
import { commands as deferredCommands } from '../../../src/ajax/commands/deferred';
import { consoleErrors, messageTexts, page, serve } from './helpers';

const run = (list: unknown[], context?: Partial<CommandContext>) => runCommands(list, context);
const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;

beforeEach(() => page());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the commands that come with the engine', () => {
  it('are one list: every name the entry registers has its handler in the engine', () => {
    expect([...DEFERRED_COMMANDS].sort()).toEqual(Object.keys(deferredCommands).sort());
  });

  it('runs a lazily loaded command in order between the commands around it', async () => {
    page('<div id="box"><p id="p">old</p></div>');
    await run([
      { command: 'invoke', selector: '#p', method: 'addClass', args: ['first'] },
      { command: 'insert', method: 'append', selector: '#box', data: '<b id="b">new</b>' },
      { command: 'invoke', selector: '#b', method: 'addClass', args: ['last'] },
    ]);
    expect($('#p').className).toBe('first');
    expect($('#b').className).toBe('last');
  });
});

describe('insert (Drupal CommandsTest and AjaxTest)', () => {
  beforeEach(() =>
    page(`<div id="box"><div id="inner">Original contents</div></div><table><tbody id="rows"></tbody></table>
      <div id="ajax-target">old</div>`),
  );

  it.each([
    ['after', '<div id="inner">Original contents</div>This will be placed after'],
    ['before', 'This will be placed after<div id="inner">Original contents</div>'],
    ['append', '<div id="inner">Original contentsThis will be placed after</div>'],
    ['prepend', '<div id="inner">This will be placed afterOriginal contents</div>'],
    ['html', '<div id="inner">This will be placed after</div>'],
    ['replaceWith', 'This will be placed after'],
  ])('%s puts the content where jQuery would', async (method, expected) => {
    await run([
      { command: 'insert', method, selector: '#inner', data: 'This will be placed after' },
    ]);
    expect($('#box').innerHTML).toBe(expected);
  });

  it("without a method uses the request's method, and without a selector its wrapper", async () => {
    await run([{ command: 'insert', selector: '#inner', data: 'insert replacement text' }], {
      method: 'prepend',
    });
    expect($('#inner').textContent).toBe('insert replacement textOriginal contents');
    await run([{ command: 'insert', selector: null, method: 'html', data: 'new' }], {
      wrapper: 'ajax-target',
    });
    expect($('#ajax-target').textContent).toBe('new');
    await run([{ command: 'insert', selector: null, data: 'nothing to target' }]);
    expect(document.body.textContent).not.toContain('nothing to target');
  });

  it('parses through a template, so table rows at the root survive', async () => {
    await run([
      { command: 'insert', method: 'html', selector: '#rows', data: '<tr><td>table-row</td></tr>' },
    ]);
    expect($('#rows').innerHTML).toBe('<tr><td>table-row</td></tr>');
  });

  it('keeps single roots exactly, comments and whitespace included, script tags too', async () => {
    for (const data of [
      '<div class="a">x<script>window.__ran = (window.__ran || 0) + 1</script></div>',
      '   <div>leading whitespace</div>',
      'bare text',
      '<!-- comment -->text',
      '<!-- comment --><div>x</div>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"></rect></svg>',
      '',
    ]) {
      await run([
        { command: 'insert', method: 'html', selector: '#ajax-target', data, effect: 'fade' },
      ]);
      expect($('#ajax-target').innerHTML).toBe(data);
    }
  });

  it('wraps multi-root content in a bare div only when there is an effect', async () => {
    const data = '<span>one</span> <span>two</span>';
    await run([
      { command: 'insert', method: 'html', selector: '#ajax-target', data, effect: 'none' },
    ]);
    expect($('#ajax-target').innerHTML).toBe(data);
    await run([
      { command: 'insert', method: 'html', selector: '#ajax-target', data, effect: 'fade' },
    ]);
    expect($('#ajax-target').innerHTML).toBe(`<div>${data}</div>`);
  });

  it('animates only .ajax-new-content when there is some, and nothing under reduced motion', async () => {
    const animate = vi.spyOn(HTMLElement.prototype, 'animate');
    await run([
      {
        command: 'insert',
        method: 'html',
        selector: '#ajax-target',
        data: '<div><p class="ajax-new-content">new</p><p>old</p></div>',
        effect: 'fade',
        speed: 'slow',
      },
    ]);
    expect(animate).toHaveBeenCalledOnce();
    expect((animate.mock.contexts[0] as HTMLElement).textContent).toBe('new');
    expect(animate.mock.calls[0]![1]).toMatchObject({ duration: 600 });
    animate.mockClear();
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((q) => ({ matches: q.includes('reduce') }) as MediaQueryList);
    await run([
      {
        command: 'insert',
        method: 'html',
        selector: '#ajax-target',
        data: '<p>x</p>',
        effect: 'slide',
      },
    ]);
    expect(animate).not.toHaveBeenCalled();
    matchMedia.mockRestore();
  });

  it('inserts into every match, copies for all but the last', async () => {
    page('<p class="t"></p><p class="t"></p>');
    await run([{ command: 'insert', method: 'append', selector: '.t', data: '<b>x</b>' }]);
    expect(document.querySelectorAll('.t b')).toHaveLength(2);
  });

  it('tears down widgets in what it replaces and enhances the new content, the target included', async () => {
    const seen: string[] = [];
    defineWidget<string>({
      tag: 'probe-insert',
      selector: '[data-probe]',
      element: false,
      parse: (host) => host.firstChild?.textContent?.trim() ?? '',
      setup(model, ctx) {
        seen.push(`up ${model}`);
        ctx.signal.addEventListener('abort', () => seen.push(`down ${model}`));
      },
    });
    page('<div id="w" data-probe>old</div><p id="gone" data-probe>gone</p>');
    upgrade(document.body);
    expect(seen).toEqual(['up old', 'up gone']);
    await run([
      {
        command: 'insert',
        method: 'html',
        selector: '#w',
        data: 'new <span data-probe>inner</span>',
      },
      {
        command: 'insert',
        method: 'replaceWith',
        selector: '#gone',
        data: '<p data-probe>fresh</p>',
      },
      { command: 'remove', selector: '#w span' },
    ]);
    expect(seen).toEqual([
      'up old',
      'up gone',
      'down old',
      'up new',
      'up inner',
      'down gone',
      'up fresh',
      'down inner',
    ]);
  });

  it('calls Drupal.detachBehaviors before replacing and attachBehaviors on the new elements', async () => {
    const calls: string[] = [];
    (window as unknown as { Drupal: unknown }).Drupal = {
      attachBehaviors: (el: Element) => calls.push(`attach ${el.id}`),
      detachBehaviors: (el: Element) => calls.push(`detach ${el.id}`),
    };
    try {
      await run([
        {
          command: 'insert',
          method: 'replaceWith',
          selector: '#inner',
          data: '<div id="new">n</div>text',
        },
      ]);
      expect(calls).toEqual(['detach inner', 'attach new']);
    } finally {
      delete (window as unknown as { Drupal?: unknown }).Drupal;
    }
  });
});

describe('the other DOM commands', () => {
  it('remove detaches and removes the matches', async () => {
    page('<div id="parent"><div id="child">x</div></div>');
    await run([{ command: 'remove', selector: '#child' }]);
    expect($('#parent').innerHTML).toBe('');
  });

  it('changed marks the element once and appends the asterisk to matching descendants', async () => {
    page('<div id="c"><div class="label">Title</div></div>');
    const cmd = { command: 'changed', selector: '#c', asterisk: '.label' };
    await run([cmd, cmd]);
    expect($('#c').className).toBe('ajax-changed');
    expect($('#c .label').innerHTML).toBe(
      'Title <abbr class="ajax-changed" title="Changed">*</abbr> ',
    );
  });

  it('alert shows the text', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await run([{ command: 'alert', text: 'Alert' }]);
    expect(alert).toHaveBeenCalledWith('Alert');
  });

  it('announce writes the live region 200 ms later, joined, assertive when any is', async () => {
    vi.useFakeTimers();
    await run([{ command: 'announce', text: 'Default announcement.' }]);
    await vi.advanceTimersByTimeAsync(200);
    expect($('#drupal-live-announce').outerHTML).toBe(
      '<div id="drupal-live-announce" class="visually-hidden" aria-live="polite" aria-busy="false">Default announcement.</div>',
    );
    await run([
      { command: 'announce', text: 'First <em>one</em>.', priority: 'polite' },
      { command: 'announce', text: 'Second.', priority: 'assertive' },
    ]);
    await vi.advanceTimersByTimeAsync(200);
    expect($('#drupal-live-announce').outerHTML).toBe(
      '<div id="drupal-live-announce" class="visually-hidden" aria-live="assertive" aria-busy="false">First one.\nSecond.</div>',
    );
  });

  it('css sets inline styles, numbers in px except unitless ones', async () => {
    page('<div id="s"></div>');
    await run([{ command: 'css', selector: '#s', argument: { 'background-color': 'blue' } }]);
    expect($('#s').getAttribute('style')).toBe('background-color: blue;');
    await run([{ command: 'css', selector: '#s', argument: { marginTop: 4, opacity: 0.5 } }]);
    expect($('#s').style.marginTop).toBe('4px');
    expect($('#s').style.opacity).toBe('0.5');
  });

  it('data stores values in the element store, not in attributes', async () => {
    page('<div id="d"></div>');
    await run([{ command: 'data', selector: '#d', name: 'test_key', value: 'test_value' }]);
    expect(getData($('#d'), 'test_key')).toBe('test_value');
    expect(getData($('#d'))).toEqual({ test_key: 'test_value' });
    expect($('#d').attributes).toHaveLength(1);
  });

  it('invoke runs allowed jQuery methods and refuses the rest', async () => {
    page('<div id="i" class="a"></div><input id="v">');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await run([
      { command: 'invoke', selector: '#i', method: 'addClass', args: ['error big'] },
      { command: 'invoke', selector: '#i', method: 'toggleClass', args: ['a'] },
      { command: 'invoke', selector: '#i', method: 'attr', args: ['data-x', 'y'] },
      { command: 'invoke', selector: '#i', method: 'html', args: ['<b>bold</b>'] },
      { command: 'invoke', selector: '#v', method: 'val', args: ['typed'] },
      { command: 'invoke', selector: '#v', method: 'prop', args: ['disabled', true] },
      { command: 'invoke', selector: '#i', method: 'wrapAll', args: ['<p>'] },
      { command: 'invoke', selector: '#i', method: 'constructor', args: [] },
    ]);
    expect($('#i').className).toBe('error big');
    expect($('#i').dataset.x).toBe('y');
    expect($('#i').innerHTML).toBe('<b>bold</b>');
    expect(($('#v') as HTMLInputElement).value).toBe('typed');
    expect(($('#v') as HTMLInputElement).disabled).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('invoke refuses attributes that would run script, and that stops the response', async () => {
    page('<a id="l" href="/x">x</a>');
    const error = consoleErrors();
    await run([
      {
        command: 'invoke',
        selector: '#l',
        method: 'attr',
        args: ['href', ' java\tscript:alert(1)'],
      },
      { command: 'invoke', selector: '#l', method: 'addClass', args: ['after'] },
    ]);
    await run([
      { command: 'invoke', selector: '#l', method: 'attr', args: [{ onclick: 'alert(1)' }] },
    ]);
    await run([
      { command: 'invoke', selector: '#l', method: 'prop', args: ['innerHTML', '<img>'] },
    ]);
    expect($('#l').outerHTML).toBe('<a id="l" href="/x">x</a>');
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('restripe reassigns odd and even to the visible direct rows only', async () => {
    page(`<table id="t"><tbody>
      <tr class="even"><td>1</td></tr><tr style="display:none" class="odd"><td>hidden</td></tr>
      <tr class="odd"><td>2<table><tbody><tr id="nested"><td>n</td></tr></tbody></table></td></tr>
      <tr><td>3</td></tr></tbody></table>`);
    await run([{ command: 'restripe', selector: '#t' }]);
    const classes = [...document.querySelectorAll('#t > tbody > tr')].map((r) => r.className);
    expect(classes).toEqual(['odd', 'odd', 'even', 'odd']);
    expect($('#nested').className).toBe('');
  });

  it('restripe skips the rows of a hidden tbody', async () => {
    page(`<table id="t"><tbody style="display:none"><tr id="h"><td>h</td></tr></tbody>
      <tbody><tr><td>1</td></tr><tr><td>2</td></tr></tbody></table>`);
    await run([{ command: 'restripe', selector: '#t' }]);
    const classes = [...document.querySelectorAll('#t > tbody > tr')].map((r) => r.className);
    expect(classes).toEqual(['', 'odd', 'even']);
  });

  it('update_build_id changes only the inputs holding the old id', async () => {
    page(
      `<input type="hidden" name="form_build_id" value="form-old"><input type="hidden" name="form_build_id" value="form-other">`,
    );
    await run([{ command: 'update_build_id', old: 'form-old', new: 'form-new' }]);
    const values = [...document.querySelectorAll('input')].map((i) => i.value);
    expect(values).toEqual(['form-new', 'form-other']);
  });

  it("focusFirst follows Drupal's FocusFirstCommandTest cases", async () => {
    page(`<button id="trigger">Go</button>
      <div id="empty"><p>nothing</p></div>
      <div class="two"><input id="one"></div><div class="two"><input id="second"></div>
      <div id="self" tabindex="-1"><p>text</p></div>`);
    const element = $('#trigger');
    for (const [selector, expected] of [
      ['#empty', 'trigger'],
      ['#missing', 'trigger'],
      ['.two', 'one'],
      ['#self', 'self'],
    ]) {
      document.body.focus();
      await run([{ command: 'focusFirst', selector }], { element });
      expect(document.activeElement?.id, selector).toBe(expected);
    }
  });

  it('scrollTop scrolls the first match into view', async () => {
    page('<div id="a"></div>');
    const scroll = vi.fn();
    $('#a').scrollIntoView = scroll;
    await run([
      { command: 'scrollTop', selector: '#a' },
      { command: 'scrollTop', selector: '#none' },
    ]);
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('redirect goes to same-origin or trusted URLs only', async () => {
    page('', { ajaxTrustedUrl: { 'https://ir.example/x': true } });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost:3000/page',
      origin: 'http://localhost:3000',
      assign,
    } as Location);
    const error = consoleErrors();
    await run([{ command: 'redirect', url: '/next' }]);
    await run([{ command: 'redirect', url: 'https://ir.example/x' }]);
    await run([{ command: 'redirect', url: 'https://evil.example/' }]);
    await run([{ command: 'redirect', url: 'javascript:alert(1)' }]);
    expect(assign.mock.calls).toEqual([['http://localhost:3000/next'], ['https://ir.example/x']]);
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      '[trellis] redirect refused: https://evil.example/ is neither same-origin nor trusted.',
      '[trellis] redirect refused: javascript:alert(1) is neither same-origin nor trusted.',
    ]);
  });
});

describe('settings', () => {
  it('merge:true deep-merges into drupalSettings, arrays by index', async () => {
    const settings = page('', {
      demo: { list: [1, 2, 3], keep: 'yes', nested: { a: 1 } },
    } as never);
    await run([
      {
        command: 'settings',
        merge: true,
        settings: { demo: { list: [9], nested: { b: 2 } }, added: true },
      },
    ]);
    expect(settings).toMatchObject({
      demo: { list: [9, 2, 3], keep: 'yes', nested: { a: 1, b: 2 } },
      added: true,
    });
  });

  it('refuses prototype pollution through settings', async () => {
    await run([
      {
        command: 'settings',
        merge: true,
        settings: JSON.parse(
          '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"bad": 1}}, "a": {"__proto__": {"x": 1}}}',
        ),
      },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('merge:false settings reach the later commands of this response only', async () => {
    const seen: unknown[] = [];
    registerCommand('probeSettings', (_c, ctx) => void seen.push(ctx.settings));
    const settings = page();
    await run([
      { command: 'settings', merge: false, settings: { ajax_forms_test: { foo: 42 } } },
      { command: 'probeSettings' },
    ]);
    await run([{ command: 'probeSettings' }]);
    expect(seen).toEqual([{ ajax_forms_test: { foo: 42 } }, null]);
    expect(settings).not.toHaveProperty('ajax_forms_test');
  });

  it('drops entries of server-declared elements that have left the page', async () => {
    const settings = page('<input id="edit-here">', {
      ajax: { 'edit-here': { url: '/a' }, 'edit-gone': { url: '/b' } },
    } as never);
    await run([{ command: 'settings', merge: true, settings: {} }]);
    expect(Object.keys(settings.ajax as object)).toEqual(['edit-here']);
  });

  it('a declared selector CSS cannot parse is dropped, and the rest of the response still runs', async () => {
    const settings = page('<input id="edit-here"><div id="out"></div>', {
      ajax: { 'edit-here': { url: '/a' }, 'edit-odd': { url: '/b', selector: '[name=a[b]]' } },
    } as never);
    const errors = consoleErrors();
    await run([
      { command: 'settings', merge: true, settings: {} },
      { command: 'insert', method: 'html', selector: '#out', data: 'after' },
    ]);
    expect(Object.keys(settings.ajax as object)).toEqual(['edit-here']);
    expect($('#out').textContent).toBe('after');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('message', () => {
  beforeEach(() => page('<div id="alternate-message-container"></div>'));

  it('adds status, warning and error messages to the default area, clearing the previous', async () => {
    for (const type of ['status', 'warning', 'error'])
      await run([
        { command: 'message', message: `A ${type}`, messageOptions: { type }, clearPrevious: true },
      ]);
    expect(messageTexts()).toEqual([['error', 'A error']]);
    for (let i = 0; i < 5; i++)
      await run([
        { command: 'message', message: `n${i}`, messageOptions: [], clearPrevious: false },
      ]);
    expect(
      document.querySelectorAll('[data-drupal-messages] .messages__wrapper .messages'),
    ).toHaveLength(6);
  });

  it('honours messageWrapperQuerySelector', async () => {
    await run([
      {
        command: 'message',
        message: 'Elsewhere',
        messageWrapperQuerySelector: '#alternate-message-container',
        messageOptions: { type: 'status' },
        clearPrevious: true,
      },
    ]);
    expect($('#alternate-message-container').textContent).toBe('Elsewhere');
  });

  it('an unknown type is an error that stops the response', async () => {
    const error = consoleErrors();
    document.body.insertAdjacentHTML('beforeend', '<div id="after-failure"></div>');
    await run([
      { command: 'message', message: 'x', messageOptions: { type: 'info' } },
      { command: 'insert', method: 'html', selector: '#after-failure', data: 'after the failure' },
    ]);
    expect(String(error.mock.calls[0]![0])).toBe(
      'An error occurred during the execution of the Ajax response: Error: The message type, info, is not present in Drupal.Message.getMessageTypeLabels().',
    );
    expect($('#after-failure').innerHTML).toBe('');
  });
});

describe('dialogs', () => {
  it('openDialog fills #drupal-modal, opens a modal with an h1 title; closeDialog removes it', async () => {
    await run([
      {
        command: 'openDialog',
        selector: '#drupal-modal',
        settings: null,
        data: '<p>Body <a href="#">link</a></p>',
        dialogOptions: { modal: true, title: 'Tom & Jerry', width: 400 },
      },
    ]);
    const content = $('#drupal-modal');
    const dialog = getDialog(content)!;
    expect(dialog.open).toBe(true);
    expect(dialog.element.getAttribute('aria-modal')).toBe('true');
    expect(dialog.element.querySelector('h1.ui-dialog-title')?.innerHTML).toBe('Tom &amp; Jerry');
    expect(dialog.element.style.width).toBe('400px');
    expect(content.classList.contains('ui-dialog-content')).toBe(true);
    await run([{ command: 'setDialogOption', optionName: 'title', optionValue: 'Renamed' }]);
    expect(dialog.element.querySelector('.ui-dialog-title')?.textContent).toBe('Renamed');
    await run([{ command: 'closeDialog' }]);
    expect(document.getElementById('drupal-modal')).toBeNull();
    expect(document.querySelector('.ui-dialog')).toBeNull();
  });

  it('a non-modal dialog gets an h2 and no aria-modal; persist keeps it', async () => {
    await run([
      {
        command: 'openDialog',
        selector: '#side',
        data: 'x',
        dialogOptions: { modal: false, title: 'Side' },
      },
    ]);
    const dialog = getDialog($('#side'))!;
    expect(dialog.element.hasAttribute('aria-modal')).toBe(false);
    expect(dialog.element.querySelector('h2.ui-dialog-title')?.textContent).toBe('Side');
    await run([{ command: 'closeDialog', selector: '#side', persist: true }]);
    expect(dialog.open).toBe(false);
    expect(document.getElementById('side')).not.toBeNull();
  });

  it('openModalDialogWithUrl asks for the URL as a GET modal with the dialog options', async () => {
    const sent = serve({ body: '[]' });
    await run([
      { command: 'openModalDialogWithUrl', url: '/modal/page', dialogOptions: { width: 700 } },
    ]);
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.url).toMatch(
      /^\/modal\/page\?_wrapper_format=drupal_modal&js=true&dialogOptions%5Bwidth%5D=700&_drupal_ajax=1&/,
    );
  });
});

describe('openModalDialogWithUrl failing', () => {
  it('a nested request that fails leaves the commands after it to run', async () => {
    page('<div id="status"></div>');
    serve({ status: 404, body: 'gone' });
    const error = consoleErrors();
    await run([
      { command: 'openModalDialogWithUrl', url: '/gone' },
      { command: 'insert', selector: '#status', method: 'html', data: 'Saved' },
    ]);
    expect($('#status').textContent).toBe('Saved');
    expect(error.mock.calls.map((c) => String(c[0])).join('\n')).not.toContain(
      'An error occurred during the execution of the Ajax response',
    );
  });
});

describe('the runner', () => {
  it("runs strictly in order, each awaited (Drupal's ajaxExecutionOrderTest)", async () => {
    page('<div id="order"></div>');
    registerCommand(
      'delayedAppend',
      (c) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            $('#order').append(String(c.text));
            resolve();
          }, Math.random() * 30),
        ),
    );
    const append = (text: string) => ({
      command: 'insert',
      method: 'append',
      selector: '#order',
      data: text,
    });
    await run([
      append('1'),
      { command: 'delayedAppend', text: '2' },
      append('3'),
      append('4'),
      { command: 'delayedAppend', text: '5' },
    ]);
    expect($('#order').textContent).toBe('12345');
  });

  it('skips unknown commands and items without one, and takes objects with numeric keys', async () => {
    page('<div id="o"></div>');
    const ins = (d: string) => ({ command: 'insert', method: 'append', selector: '#o', data: d });
    await run([
      ins('a'),
      { command: 'noSuchCommand' },
      { nope: 1 },
      null,
      'text',
      { command: 'constructor' },
      { command: '__proto__' },
      ins('b'),
    ]);
    await runCommands({ 0: ins('c'), 1: ins('d') });
    expect($('#o').textContent).toBe('abcd');
  });

  it('a failing handler stops the rest with exactly one console error', async () => {
    page('<div id="o"></div>');
    const error = consoleErrors();
    registerCommand('explode', () => {
      throw new Error('boom');
    });
    const ins = (d: string) => ({ command: 'insert', method: 'append', selector: '#o', data: d });
    await run([ins('before'), { command: 'explode' }, ins('after')]);
    expect($('#o').textContent).toBe('before');
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]).toEqual([
      'An error occurred during the execution of the Ajax response: Error: boom',
    ]);
  });

  it('never throws on random command lists (property)', async () => {
    page('<div id="a"><p class="b">x</p></div><table id="t"><tr><td>1</td></tr></table>');
    consoleErrors();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('alert', vi.fn());
    serve({ body: 'null', token: false });
    const names = [
      'insert',
      'remove',
      'changed',
      'css',
      'settings',
      'data',
      'invoke',
      'restripe',
      'update_build_id',
      'message',
      'focusFirst',
      'scrollTop',
      'setDialogOption',
      'closeDialog',
      'announce',
      'alert',
      'nothing',
    ];
    const command = fc.record(
      {
        command: fc.constantFrom(...names),
        selector: fc.constantFrom('#a', '.b', '#t', 'p', '#missing', '[[bad', null, 42),
        method: fc.constantFrom(
          'html',
          'append',
          'replaceWith',
          'remove',
          'empty',
          'bogus',
          'addClass',
          'focus',
          undefined,
        ),
        data: fc.oneof(fc.string(), fc.constant('<p class="b">new</p>'), fc.constant(null)),
        settings: fc.oneof(fc.constant([]), fc.constant(null), fc.object({ maxDepth: 2 })),
        merge: fc.boolean(),
        args: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
        message: fc.oneof(fc.string(), fc.integer()),
        messageOptions: fc.oneof(
          fc.constant([]),
          fc.record({ type: fc.constantFrom('status', 'error', 'odd') }),
        ),
        argument: fc.dictionary(
          fc.constantFrom('color', 'marginTop', 'opacity'),
          fc.oneof(fc.string(), fc.integer()),
        ),
      },
      { requiredKeys: ['command'] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(command, fc.anything({ maxDepth: 1 })), { maxLength: 8 }),
        async (list) => {
          await expect(run(list)).resolves.toBeUndefined();
          for (const d of document.querySelectorAll('dialog')) d.remove();
        },
      ),
      { numRuns: 150 },
    );
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 60_000);

  it('runs nothing of a response that fails verification (property)', async () => {
    consoleErrors();
    const ran = vi.fn();
    registerCommand('recorded', ran);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            command: fc.constantFrom('recorded', 'insert', 'alert', 'redirect'),
            selector: fc.constant('body'),
            data: fc.constant('<b>injected</b>'),
            text: fc.string(),
            url: fc.constant('/elsewhere'),
          }),
        ),
        async (list) => {
          page();
          serve({ body: JSON.stringify(list), token: false });
          await expect(ajax({ url: '/untrusted' })).rejects.toThrow(
            'The response failed verification',
          );
          expect(document.body.innerHTML).not.toContain('injected');
        },
      ),
      { numRuns: 60 },
    );
    expect(ran).not.toHaveBeenCalled();
  }, 60_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDialog, openDialog, type DialogEvent } from '../../../src/ajax/ui';
import { page } from './helpers';

const content = (html: string, id = 'c') => {
  const el = document.createElement('div');
  el.id = id;
  el.innerHTML = html;
  document.body.append(el);
  return el;
};

beforeEach(() => page('<button id="opener">Open</button>'));
afterEach(() => {
  for (const d of document.querySelectorAll('dialog')) d.remove();
  vi.useRealTimers();
});

describe('openDialog', () => {
  it("wraps the content in jQuery UI's structure and classes", () => {
    const el = content('<p>Hi</p>');
    const dialog = openDialog(el, {
      title: 'Hello',
      classes: { 'ui-dialog': 'wide' },
      dialogClass: 'extra',
    });
    const wrapper = dialog.element;
    expect(wrapper.localName).toBe('dialog');
    expect(wrapper.className).toBe('ui-dialog ui-widget ui-widget-content ui-front wide extra');
    expect(wrapper.getAttribute('aria-labelledby')).toBe(
      wrapper.querySelector('.ui-dialog-title')!.id,
    );
    expect(wrapper.querySelector('.ui-dialog-titlebar > h2.ui-dialog-title')!.textContent).toBe(
      'Hello',
    );
    expect(wrapper.querySelector('.ui-dialog-titlebar-close')!.getAttribute('aria-label')).toBe(
      'Close',
    );
    expect(el.parentElement).toBe(wrapper);
    expect(el.className).toBe('ui-dialog-content ui-widget-content');
    expect(getDialog(el)).toBe(dialog);
  });

  it('an empty title names the dialog "Dialog" and marks it', () => {
    const dialog = openDialog(content('<p>x</p>'), { title: '' });
    expect(dialog.element.classList.contains('ui-dialog-empty-title')).toBe(true);
    expect(dialog.element.getAttribute('aria-label')).toBe('Dialog');
    expect(dialog.element.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('explicit buttons go to the button pane, primary ones styled as such', () => {
    const click = vi.fn();
    const dialog = openDialog(content('<p>x</p>'), {
      buttons: [
        { text: 'OK', primary: true, click },
        { text: 'Later', class: 'link' },
      ],
    });
    const buttons = [
      ...dialog.element.querySelectorAll(
        '.ui-dialog-buttonpane .ui-dialog-buttonset.form-actions button',
      ),
    ];
    expect(buttons.map((b) => [b.textContent, b.className])).toEqual([
      ['OK', 'button button--primary'],
      ['Later', 'button link'],
    ]);
    (buttons[0] as HTMLButtonElement).click();
    expect(click).toHaveBeenCalledOnce();
    dialog.setOption('buttons', []);
    expect(dialog.element.querySelector('.ui-dialog-buttonpane')).toBeNull();
  });

  it('moves form actions into the pane unless drupalAutoButtons is false', () => {
    const form = `<form><div class="form-actions"><input type="submit" value="Save" class="button button--primary" data-once="x"><a href="/x" class="button">Back</a><a href="/y">Plain</a></div></form>`;
    const auto = openDialog(content(form, 'a'), {});
    const pane = [...auto.element.querySelectorAll('.ui-dialog-buttonpane button')];
    expect(pane.map((b) => [b.textContent, b.className, b.getAttribute('data-once')])).toEqual([
      ['Save', 'button button--primary', 'x'],
      ['Back', 'button', null],
    ]);
    expect(auto.element.querySelector<HTMLElement>('.form-actions input')!.style.display).toBe(
      'none',
    );
    const manual = openDialog(content(form, 'b'), { drupalAutoButtons: false });
    expect(manual.element.querySelector('.ui-dialog-buttonpane')).toBeNull();
    expect(manual.element.querySelector<HTMLElement>('.form-actions input')!.style.display).toBe(
      '',
    );
  });

  it('reads drupalAutoButtons as Drupal does: absent is true, "false" false, the rest by truthiness', () => {
    const form = `<form><div class="form-actions"><input type="submit" value="Save"><button type="submit">Theme button</button></div></form>`;
    const panes = (options: Record<string, unknown>, id: string) =>
      [
        ...openDialog(content(form, id), options).element.querySelectorAll(
          '.ui-dialog-buttonpane button',
        ),
      ].map((b) => b.textContent);
    // The three selectors of Drupal's list: a <button> of the theme's own stays in the form.
    expect(panes({}, 'c')).toEqual(['Save']);
    expect(panes({ drupalAutoButtons: 'yes' }, 'd')).toEqual(['Save']);
    for (const [value, id] of [
      [false, 'i'],
      [0, 'e'],
      [null, 'f'],
      ['', 'g'],
      ['false', 'h'],
    ] as const)
      expect(panes({ drupalAutoButtons: value }, id), String(value)).toEqual([]);
  });

  it('a pane button stands in for its original: mousedown, mouseup, click on an input', () => {
    const el = content(
      `<form><div class="form-actions"><input type="submit" value="Save"></div></form>`,
    );
    const seen: string[] = [];
    for (const type of ['mousedown', 'mouseup', 'click'])
      el.querySelector('input')!.addEventListener(type, (e) => {
        seen.push(type);
        e.preventDefault();
      });
    const dialog = openDialog(el, {});
    dialog.element.querySelector<HTMLButtonElement>('.ui-dialog-buttonpane button')!.click();
    expect(seen).toEqual(['mousedown', 'mouseup', 'click']);
  });

  it('first focus: [autofocus], else the first control, else the pane, else Close', () => {
    const d1 = openDialog(content('<input id="a"><input id="b" autofocus>', 'd1'), {});
    expect(document.activeElement?.id).toBe('b');
    d1.close();
    const d2 = openDialog(content('<p>text</p><a href="#" id="l">link</a>', 'd2'), {});
    expect(document.activeElement?.id).toBe('l');
    d2.close();
    openDialog(content('<p>only text</p>', 'd3'), { buttons: [{ text: 'OK' }] });
    expect(document.activeElement?.textContent).toBe('OK');
  });

  it('closing returns focus to the opener and fires the four events in order', () => {
    const opener = document.getElementById('opener')!;
    opener.focus();
    const log: string[] = [];
    for (const type of [
      'dialog:beforecreate',
      'dialog:aftercreate',
      'dialog:beforeclose',
      'dialog:afterclose',
    ])
      window.addEventListener(type, (e) => {
        const event = e as DialogEvent;
        log.push(`${type} ${event.dialog.open} ${event.settings ? 'settings' : 'null'}`);
      });
    const el = content('<a href="#">x</a>');
    const dialog = openDialog(el, { modal: true });
    expect(document.activeElement).not.toBe(opener);
    dialog.close('done');
    expect(dialog.open).toBe(false);
    expect(dialog.returnValue).toBe('done');
    expect(document.activeElement).toBe(opener);
    expect(log).toEqual([
      'dialog:beforecreate false settings',
      'dialog:aftercreate true settings',
      'dialog:beforeclose true null',
      'dialog:afterclose false null',
    ]);
  });

  it('a .dialog-cancel closes with "cancel"; Escape closes unless closeOnEscape is false', () => {
    const dialog = openDialog(content('<a href="#" class="dialog-cancel">Cancel</a>'), {});
    dialog.element.querySelector<HTMLElement>('.dialog-cancel')!.click();
    expect(dialog.returnValue).toBe('cancel');
    const stubborn = openDialog(content('<p>x</p>', 's'), { closeOnEscape: false });
    stubborn.element.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(stubborn.open).toBe(true);
    stubborn.setOption('closeOnEscape', true);
    stubborn.element.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(stubborn.open).toBe(false);
  });

  it('a modal locks page scrolling until the last modal closes', () => {
    const a = openDialog(content('<p>a</p>', 'a'), { modal: true });
    expect(document.documentElement.style.overflow).toBe('hidden');
    const b = openDialog(content('<p>b</p>', 'b'), { modal: true });
    a.close();
    expect(document.documentElement.style.overflow).toBe('hidden'); // b is still open
    b.close();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closing gives back the scroll lock the opening took, whatever the modal option says by then', () => {
    const el = content('<p>a</p>', 'a');
    // Opened modal, then opened again as non-modal (OpenDialogCommand's default) while open.
    openDialog(el, { modal: true });
    openDialog(el, { modal: false }).close();
    expect(document.documentElement.style.overflow).toBe('');
    // Opened non-modal, then told it is modal: it took no lock, so it gives none back.
    const b = openDialog(content('<p>b</p>', 'b'));
    b.setOption('modal', true);
    b.close();
    const c = openDialog(content('<p>c</p>', 'c'), { modal: true });
    expect(document.documentElement.style.overflow).toBe('hidden');
    c.close();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('sizes: width in px, max height 95% of the undisplaced viewport, resized 20 ms after the last event', () => {
    vi.useFakeTimers();
    document.documentElement.style.setProperty('--drupal-displace-offset-top', '100px');
    const dialog = openDialog(content('<p>x</p>'), { width: 400, height: 'auto' });
    const room = innerHeight - 100;
    expect(dialog.element.style.width).toBe('400px');
    expect(dialog.element.style.maxHeight).toBe(`${0.95 * room}px`);
    const resized = vi.fn();
    dialog.element.addEventListener('dialogContentResize', resized);
    document.documentElement.style.setProperty('--drupal-displace-offset-top', '0px');
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(10);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(19);
    expect(resized).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(resized).toHaveBeenCalledOnce();
    expect(dialog.element.style.maxHeight).toBe(`${0.95 * innerHeight}px`);
    dialog.close();
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(resized).toHaveBeenCalledOnce();
    document.documentElement.style.removeProperty('--drupal-displace-offset-top');
  });

  it('opening the same content again reuses the dialog with the new options', () => {
    const el = content('<p>x</p>');
    const first = openDialog(el, { title: 'One' });
    const second = openDialog(el, { title: 'Two', modal: true });
    expect(second).toBe(first);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(first.element.querySelector('h1.ui-dialog-title')!.textContent).toBe('Two');
  });
});

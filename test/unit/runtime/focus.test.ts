import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  focusForNow,
  focusable,
  isFocusable,
  tabbable,
  trapFocus,
} from '../../../src/runtime/focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup() {
  document.body.innerHTML = `
    <button id="opener">Open</button>
    <div id="panel" role="dialog" aria-label="Search">
      <input id="first" aria-label="Term">
      <a id="middle" href="#">Advanced</a>
      <button id="last">Close</button>
    </div>
    <a id="outside" href="#">Outside</a>`;
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  return { opener, panel: document.getElementById('panel') as HTMLElement };
}

const tab = (shiftKey = false) =>
  document.activeElement!.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
  );

describe('trapFocus', () => {
  it('focuses the first tabbable element, and wraps Tab and Shift+Tab inside the container', () => {
    const { panel } = setup();
    trapFocus(panel, new AbortController().signal);
    expect(document.activeElement?.id).toBe('first');
    tab(true);
    expect(document.activeElement?.id).toBe('last');
    tab();
    expect(document.activeElement?.id).toBe('first');
  });

  it('returns focus to the opener on release, and stops trapping', () => {
    const { panel, opener } = setup();
    const trap = trapFocus(panel, new AbortController().signal);
    trap.release();
    expect(document.activeElement).toBe(opener);
    (document.getElementById('last') as HTMLElement).focus();
    expect(tab()).toBe(true); // not prevented any more
  });

  it('stops when the connection signal aborts', () => {
    const { panel } = setup();
    const controller = new AbortController();
    trapFocus(panel, controller.signal);
    controller.abort();
    (document.getElementById('last') as HTMLElement).focus();
    expect(tab()).toBe(true);
  });

  it('calls onEscape for Escape inside the trap', () => {
    const { panel } = setup();
    const onEscape = vi.fn();
    trapFocus(panel, new AbortController().signal, { onEscape });
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    expect(onEscape).toHaveBeenCalledOnce();
  });

  it('leaves an Escape that something inside already handled (a tooltip, a list box) alone', () => {
    const { panel } = setup();
    const onEscape = vi.fn();
    trapFocus(panel, new AbortController().signal, { onEscape });
    const field = document.activeElement!;
    field.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    field.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(onEscape).not.toHaveBeenCalled();
    field.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(onEscape).toHaveBeenCalledOnce();
  });

  it("calls the last opened trap's onEscape for Escape with focus on <body>, and no other", () => {
    const { panel } = setup();
    const inner = document.createElement('div');
    inner.innerHTML = '<button>In the inner panel</button>';
    panel.append(inner); // a dialog opened from inside the panel
    const outerEscape = vi.fn();
    const innerEscape = vi.fn();
    const outer = trapFocus(panel, new AbortController().signal, { onEscape: outerEscape });
    const nested = trapFocus(inner, new AbortController().signal, { onEscape: innerEscape });
    const escapeOnBody = () => {
      (document.activeElement as HTMLElement | null)?.blur();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    };
    escapeOnBody();
    expect(innerEscape).toHaveBeenCalledOnce();
    expect(outerEscape).not.toHaveBeenCalled();
    nested.release({ returnFocus: false });
    escapeOnBody();
    expect(outerEscape).toHaveBeenCalledOnce();
    outer.release({ returnFocus: false });
    escapeOnBody();
    expect(outerEscape).toHaveBeenCalledOnce();
    expect(innerEscape).toHaveBeenCalledOnce();
    inner.remove();
  });

  it('with focusAfterPaint, calls onEscape for an Escape pressed before focus has moved in', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const { panel, opener } = setup();
      const onEscape = vi.fn();
      trapFocus(panel, new AbortController().signal, { onEscape, focusAfterPaint: true });
      expect(document.activeElement).toBe(opener);
      opener.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(onEscape).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an Escape outside the container to a later trap that has no Escape of its own', () => {
    const { panel } = setup();
    const onEscape = vi.fn();
    trapFocus(panel, new AbortController().signal, { onEscape });
    const other = document.createElement('div');
    other.innerHTML = '<button>In a later dialog</button>';
    document.body.append(other);
    trapFocus(other, new AbortController().signal);
    other
      .querySelector('button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('with focusAfterPaint, moves focus in only after the frame, keeping focus the user moved in meanwhile', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const { panel, opener } = setup();
      trapFocus(panel, new AbortController().signal, { focusAfterPaint: true });
      expect(document.activeElement).toBe(opener);
      vi.advanceTimersToNextFrame();
      expect(document.activeElement).toBe(opener); // the frame first
      vi.advanceTimersByTime(1);
      expect(document.activeElement?.id).toBe('first');

      const again = setup();
      trapFocus(again.panel, new AbortController().signal, { focusAfterPaint: true });
      (document.getElementById('last') as HTMLElement).focus();
      vi.advanceTimersByTime(200);
      expect(document.activeElement?.id).toBe('last');
    } finally {
      vi.useRealTimers();
    }
  });

  it('brings focus back when it escapes the container', () => {
    const { panel } = setup();
    trapFocus(panel, new AbortController().signal);
    (document.getElementById('outside') as HTMLElement).focus();
    expect(panel.contains(document.activeElement)).toBe(true);
  });
});

describe('tabbable and focusable', () => {
  const ids = (els: Element[]) => els.map((el) => el.id);

  it('skips disabled, hidden, inert and hidden-input controls', () => {
    document.body.innerHTML = `<div id="box">
      <button id="ok">OK</button>
      <button id="off" disabled>Off</button>
      <fieldset disabled><input id="in-fieldset" aria-label="x"></fieldset>
      <input id="secret" type="hidden">
      <a id="gone" href="#" style="display:none">Gone</a>
      <a id="invisible" href="#" style="visibility:hidden">Invisible</a>
      <div inert><a id="inert" href="#">Inert</a></div>
      <a id="no-href">Plain text</a>
      <span id="span">Plain</span>
      <a id="link" href="#">Link</a>
    </div>`;
    expect(ids(tabbable(document.getElementById('box')!))).toEqual(['ok', 'link']);
  });

  it('keeps tabindex="-1" focusable but out of the Tab order, and puts positive tabindex first', () => {
    document.body.innerHTML = `<div id="box">
      <button id="a">A</button>
      <div id="minus" tabindex="-1">Minus</div>
      <div id="zero" tabindex="0">Zero</div>
      <div id="two" tabindex="2">Two</div>
      <div id="one" tabindex="1">One</div>
      <div id="editable" contenteditable="true">Edit</div>
    </div>`;
    const box = document.getElementById('box')!;
    expect(ids(tabbable(box))).toEqual(['one', 'two', 'a', 'zero', 'editable']);
    expect(ids(focusable(box))).toEqual(['a', 'minus', 'zero', 'two', 'one', 'editable']);
    expect(isFocusable(document.getElementById('minus')!)).toBe(true);
    expect(isFocusable(box)).toBe(false);
  });

  it('stops once per radio group: on the checked radio, or on any when none is checked', () => {
    document.body.innerHTML = `<form id="box">
      <input type="radio" name="size" id="s" aria-label="S">
      <input type="radio" name="size" id="m" aria-label="M" checked>
      <input type="radio" name="color" id="red" aria-label="Red">
      <input type="radio" name="color" id="blue" aria-label="Blue">
    </form>`;
    expect(ids(tabbable(document.getElementById('box')!))).toEqual(['m', 'red', 'blue']);
  });

  it('reaches a closed details only through its summary', () => {
    document.body.innerHTML = `<div id="box">
      <details id="closed"><summary id="summary">More</summary><a id="hidden-link" href="#">In</a></details>
      <details id="open" open><summary id="open-summary">Open</summary><a id="shown" href="#">In</a></details>
    </div>`;
    expect(ids(tabbable(document.getElementById('box')!))).toEqual([
      'summary',
      'open-summary',
      'shown',
    ]);
  });
});

describe('focusForNow', () => {
  it('makes an element that cannot take focus focusable for this move only', () => {
    document.body.innerHTML = '<main id="m"><p>Text</p></main><a id="a" href="#">Link</a>';
    const main = document.getElementById('m')!;
    // The browser's rule, which happy-dom does not apply: <main> takes focus only with a tabindex.
    const focus = main.focus.bind(main);
    main.focus = (options) => void (main.hasAttribute('tabindex') && focus(options));
    expect(focusForNow(main)).toBe(true);
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    document.getElementById('a')!.focus();
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it("focuses a focusable element as it is, and leaves a tabindex of the page's own alone", () => {
    document.body.innerHTML = '<a id="a" href="#">Link</a><h1 id="h" tabindex="0">Title</h1>';
    const link = document.getElementById('a')!;
    expect(focusForNow(link)).toBe(true);
    expect(link.hasAttribute('tabindex')).toBe(false);
    const heading = document.getElementById('h')!;
    expect(focusForNow(heading)).toBe(true);
    link.focus();
    expect(heading.getAttribute('tabindex')).toBe('0');
    expect(focusForNow(null)).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { trapFocus } from '../../../src/runtime/focus';

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

  it('brings focus back when it escapes the container', () => {
    const { panel } = setup();
    trapFocus(panel, new AbortController().signal);
    (document.getElementById('outside') as HTMLElement).focus();
    expect(panel.contains(document.activeElement)).toBe(true);
  });
});

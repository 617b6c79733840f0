import { describe, expect, it, vi } from 'vitest';
import { holdPresses, isPlainClick, pressesByHost } from '../../../src/runtime/presses';

function button(): HTMLButtonElement {
  const el = document.createElement('button');
  document.body.append(el);
  return el;
}

const click = () => new MouseEvent('click', { cancelable: true });

describe('holdPresses', () => {
  it('hands the latest press to the code that takes it, and holds nothing after', () => {
    const hold = holdPresses<HTMLElement>();
    const [first, second] = [button(), button()];
    const event = click();
    hold.keep(first, click());
    hold.keep(second, event);
    expect(hold.take()).toEqual({ target: second, event });
    expect(hold.signal.aborted).toBe(true);
    hold.keep(first, click());
    expect(hold.pressed).toBeUndefined();
  });

  it('prevents the default only when asked', () => {
    const hold = holdPresses<HTMLElement>();
    const [plain, prevented] = [click(), click()];
    hold.keep(button(), plain);
    hold.keep(button(), prevented, true);
    expect([plain.defaultPrevented, prevented.defaultPrevented]).toEqual([false, true]);
  });

  it('gives nothing for a press whose target has left the page', () => {
    const hold = holdPresses<HTMLElement>();
    const gone = button();
    hold.keep(gone, click());
    gone.remove();
    expect(hold.take()).toBeUndefined();
  });

  it('does without the code what the press does without script, once, when released', () => {
    const withoutCode = vi.fn();
    const hold = holdPresses<HTMLElement>(undefined, withoutCode);
    const target = button();
    hold.keep(target, click(), true);
    hold.release();
    hold.release();
    expect(withoutCode).toHaveBeenCalledOnce();
    expect(withoutCode.mock.calls[0]![0].target).toBe(target);
    // Nothing held: nothing to do.
    const idle = vi.fn();
    holdPresses(undefined, idle).release();
    expect(idle).not.toHaveBeenCalled();
  });

  it('gives the press back when its owner goes (the code failed, the host left)', () => {
    const owner = new AbortController();
    const withoutCode = vi.fn();
    const hold = holdPresses<HTMLElement>(owner.signal, withoutCode);
    const target = button();
    hold.keep(target, click(), true);
    owner.abort();
    expect(hold.signal.aborted).toBe(true);
    expect(hold.take()).toBeUndefined();
    expect(withoutCode).toHaveBeenCalledOnce();
    expect(withoutCode.mock.calls[0]![0].target).toBe(target);
    expect(holdPresses(owner.signal).signal.aborted, 'an owner already gone').toBe(true);
  });
});

describe('pressesByHost', () => {
  it("hands a host's press from its defer to its setup, once", () => {
    const presses = pressesByHost<HTMLElement>();
    const [host, other, target] = [button(), button(), button()];
    presses.hold(host, new AbortController().signal).keep(target, click());
    presses.hold(other, new AbortController().signal);
    expect(presses.take(other)).toBeUndefined();
    expect(presses.take(host)).toBe(target);
    expect(presses.take(host)).toBeUndefined();
  });
});

describe('isPlainClick', () => {
  it("is a primary click with no modifier: any modifier or another button is the browser's", () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(click)).toBe(true);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});

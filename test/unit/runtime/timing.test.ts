import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, debounce, throttle, delay } from '../../../src/runtime/timing';
import { announce } from '../../../src/runtime/announce';
import { joinGroup } from '../../../src/runtime/group';

beforeEach(() => vi.useFakeTimers());

const FRAME_AND_TIMERS = [
  'setTimeout',
  'clearTimeout',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once with the last arguments after the quiet period', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d(1);
    d(2);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('never fires after its signal aborted', () => {
    const fn = vi.fn();
    const controller = new AbortController();
    const d = debounce(fn, 50, controller.signal);
    d();
    controller.abort();
    vi.advanceTimersByTime(100);
    d();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('throttle (leading-edge guard)', () => {
  it('ignores calls less than the gap apart, as the 350 ms carousel rule says', () => {
    let now = 0;
    const fn = vi.fn();
    const guarded = throttle(fn, 350, () => now);
    expect(guarded()).toBe(true);
    now = 349;
    expect(guarded()).toBe(false);
    now = 350;
    expect(guarded()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('afterPaint', () => {
  // Frames too: the default fake timers leave requestAnimationFrame real.
  beforeEach(() => vi.useFakeTimers({ toFake: [...FRAME_AND_TIMERS] }));

  it('runs once, after the next frame, not inside the current task', () => {
    const fn = vi.fn();
    afterPaint(fn, new AbortController().signal);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(fn).not.toHaveBeenCalled(); // the frame itself first
    vi.advanceTimersByTime(1); // the task right after it
    expect(fn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(500); // the no-frames fallback does not run it again
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs after 100 ms when no frame comes (a background tab), and never once aborted', () => {
    const fn = vi.fn();
    afterPaint(fn, new AbortController().signal);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledOnce();
    const aborted = vi.fn();
    const controller = new AbortController();
    afterPaint(aborted, controller.signal);
    controller.abort();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(200);
    expect(aborted).not.toHaveBeenCalled();
  });

  it('takes its abort listener off once it has run, so a long-lived signal collects none', () => {
    const { signal } = new AbortController();
    const added = vi.spyOn(signal, 'addEventListener');
    const removed = vi.spyOn(signal, 'removeEventListener');
    for (let i = 0; i < 3; i++) {
      afterPaint(() => {}, signal);
      vi.advanceTimersByTime(100);
    }
    expect(added).toHaveBeenCalledTimes(3);
    expect(removed.mock.calls.map(([, fn]) => fn)).toEqual(added.mock.calls.map(([, fn]) => fn));
  });
});

describe('delay', () => {
  it('rejects when aborted', async () => {
    const controller = new AbortController();
    const p = delay(1000, controller.signal);
    controller.abort(new Error('gone'));
    await expect(p).rejects.toThrow('gone');
  });

  it('takes its abort listener off once the time is up', async () => {
    vi.useFakeTimers();
    const { signal } = new AbortController();
    const removed = vi.spyOn(signal, 'removeEventListener');
    const p = delay(10, signal);
    vi.advanceTimersByTime(10);
    await p;
    expect(removed).toHaveBeenCalledOnce();
  });
});

describe('announce', () => {
  it('flushes queued texts together 200 ms after the first, assertive when any is', () => {
    announce('First');
    vi.advanceTimersByTime(100);
    announce('Second', 'assertive');
    const region = document.getElementById('drupal-live-announce')!;
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(100);
    expect(region.textContent).toBe('First\nSecond');
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(region.getAttribute('aria-busy')).toBe('false');
  });
  it('moves the region into an open modal after the next frame, not inside the call', () => {
    vi.useFakeTimers({ toFake: [...FRAME_AND_TIMERS] });
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    const rendered = vi.spyOn(Element.prototype, 'checkVisibility').mockReturnValue(true);
    announce('Sorted');
    const region = document.getElementById('drupal-live-announce')!;
    // Reading what is rendered at the call would lay out a page the caller has just changed.
    expect(rendered).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(rendered).toHaveBeenCalled();
    expect(region.parentElement).toBe(modal);
    vi.advanceTimersByTime(200);
    expect(modal.querySelector('#drupal-live-announce')?.textContent).toBe('Sorted');
    region.remove();
    modal.remove();
  });
});

describe('one-open-at-a-time group', () => {
  it('closes the other open member when one opens, and forgets members whose signal aborted', () => {
    const a = { close: vi.fn() };
    const b = { close: vi.fn() };
    const ca = new AbortController();
    const group = joinGroup('side-menu', a, ca.signal);
    joinGroup('side-menu', b, new AbortController().signal);
    group.opened(a);
    group.opened(b);
    expect(a.close).toHaveBeenCalledWith('exclusive');
    expect(group.isAnyOpen()).toBe(true);
    group.closeAll();
    expect(b.close).toHaveBeenCalledWith('all');
    expect(group.isAnyOpen()).toBe(false);
    group.opened(a);
    ca.abort();
    expect(group.isAnyOpen()).toBe(false);
  });
});

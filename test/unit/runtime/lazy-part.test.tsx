import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { useLazyPart, type LazyPart } from '../../../src/runtime/lazy-part';
import type { WidgetContext } from '../../../src/runtime/widget';

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

function context(): WidgetContext<unknown> & { controller: AbortController } {
  const controller = new AbortController();
  return { controller, signal: controller.signal, warn: vi.fn() } as never;
}

function Part() {
  return <p>the part</p>;
}

/** Mounts a component using the hook; returns what it rendered and the part. */
function mount(code: () => Promise<typeof Part>, onFailed?: () => void) {
  const ctx = context();
  let part!: LazyPart<HTMLButtonElement>;
  function Host() {
    const [Loaded, state] = useLazyPart<typeof Part, HTMLButtonElement>(
      ctx,
      code,
      'the part could not load',
      onFailed,
    );
    part = state;
    return Loaded ? <Loaded /> : null;
  }
  act(() => root.render(<Host />));
  return { ctx, part: () => part };
}

function press(): [HTMLButtonElement, MouseEvent] {
  const target = document.createElement('button');
  document.body.append(target);
  return [target, new MouseEvent('click', { cancelable: true })];
}

describe('useLazyPart', () => {
  it('asks for the code once and renders the part when it is here', async () => {
    const code = vi.fn(() => Promise.resolve(Part));
    const { part } = mount(code);
    expect(part().status).toBe(0);
    part().load();
    part().load();
    expect([code.mock.calls.length, part().status]).toEqual([1, 1]);
    await act(() => Promise.resolve());
    expect(container.textContent).toBe('the part');
  });

  it('hands the press held meanwhile to the ready part, and ends the hold', () => {
    const { part } = mount(() => new Promise(() => {}));
    const withoutCode = vi.fn();
    const hold = part().hold(withoutCode);
    const [target, event] = press();
    hold.keep(target, event, true);
    expect(part().ready()).toBe(target);
    expect([part().status, hold.signal.aborted, withoutCode.mock.calls.length]).toEqual([
      2,
      true,
      0,
    ]);
  });

  it('warns once when the code does not load, restores the page and lets the press go on', async () => {
    const error = new Error('offline');
    const onFailed = vi.fn();
    const { ctx, part } = mount(() => Promise.reject(error), onFailed);
    const withoutCode = vi.fn();
    const [target, event] = press();
    part().hold(withoutCode).keep(target, event, true);
    part().load();
    await act(() => Promise.resolve());
    expect(part().status).toBe(3);
    expect(ctx.warn).toHaveBeenCalledExactlyOnceWith('the part could not load', error);
    expect(onFailed).toHaveBeenCalledOnce();
    expect(withoutCode).toHaveBeenCalledWith({ target, event });
    expect(container.textContent).toBe('');
  });

  it('says nothing of a failure after its owner has gone', () => {
    const onFailed = vi.fn();
    const { ctx, part } = mount(() => new Promise(() => {}), onFailed);
    ctx.controller.abort();
    part().failed(new Error('render threw during teardown'));
    expect([ctx.warn, onFailed].map((f) => vi.mocked(f).mock.calls.length)).toEqual([0, 0]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/ajax/ui';
import { page } from './helpers';

beforeEach(() => page('<div data-drupal-messages-other></div>'));
afterEach(() => vi.useRealTimers());

const area = () => document.querySelector('[data-drupal-messages]')!;

describe('messages (Drupal JsMessageTest)', () => {
  it('uses the server fallback as the default area, unhides it and adds an inner wrapper', () => {
    const id = messages.add('Saved <em>draft</em>.');
    const wrapper = area();
    expect(wrapper.hasAttribute('data-drupal-messages-fallback')).toBe(false);
    expect(wrapper.className).toBe('');
    expect(wrapper.innerHTML).toBe(
      `<div class="messages__wrapper"><div class="messages messages--status" role="status" data-drupal-message-id="${id}" data-drupal-message-type="status" aria-label="Status message">Saved <em>draft</em>.</div></div>`,
    );
    expect(id).toMatch(/^status-\d{15}$/);
  });

  it('creates an area at the end of body when the page has none', () => {
    page();
    document.querySelector('[data-drupal-messages-fallback]')!.remove();
    messages.add('x');
    expect(document.body.lastElementChild!.hasAttribute('data-drupal-messages')).toBe(true);
  });

  it('adds the three types in order with their roles and labels, and removes them by id', () => {
    const ids = (['status', 'error', 'warning'] as const).map((type) =>
      messages.add(`A ${type}`, { type }),
    );
    const els = [...area().querySelectorAll('.messages')];
    expect(
      els.map((el) => [el.className, el.getAttribute('role'), el.getAttribute('aria-label')]),
    ).toEqual([
      ['messages messages--status', 'status', 'Status message'],
      ['messages messages--error', 'alert', 'Error message'],
      ['messages messages--warning', 'alert', 'Warning message'],
    ]);
    for (const id of ids) messages.remove(id);
    expect(area().querySelectorAll('.messages')).toHaveLength(0);
  });

  it('uses another area when given one, and clear() empties only that area', () => {
    const other = document.querySelector('[data-drupal-messages-other]')!;
    messages.add('default');
    messages.add('other', { type: 'warning' }, other);
    expect(other.textContent).toBe('other');
    messages.clear(other);
    expect(other.children).toHaveLength(0);
    expect(area().textContent).toBe('default');
    messages.clear(document.createElement('div'));
  });

  it('removes by id prefix: six errors go, the status stays', () => {
    for (let i = 0; i < 6; i++) messages.add('e', { type: 'error' });
    messages.add('s');
    messages.remove('error');
    expect([...area().querySelectorAll('.messages')].map((m) => m.className)).toEqual([
      'messages messages--status',
    ]);
    messages.clear();
    expect(area().querySelectorAll('.messages')).toHaveLength(0);
  });

  it('keeps a given id, defaults the type to status, and selects by id', () => {
    messages.add('special', { id: 'my-special-id' });
    const el = messages.select('my-special-id')!;
    expect(el.className).toBe('messages messages--status');
    expect(el.getAttribute('data-drupal-message-id')).toBe('my-special-id');
  });

  it('selects and removes ids with quotes, backslashes and line breaks from the server', () => {
    const id = 'odd "id" \\ with\na break';
    messages.add('odd', { id });
    expect(messages.select(id)?.textContent).toBe('odd');
    messages.remove(id);
    expect(messages.select(id)).toBeNull();
  });

  it('an empty id selects and removes nothing', () => {
    messages.add('kept');
    expect(messages.select('')).toBeNull();
    messages.remove('');
    expect(area().querySelectorAll('.messages')).toHaveLength(1);
  });

  it("refuses non-strings and unknown types with Drupal's messages", () => {
    expect(() => messages.add(42 as unknown as string)).toThrow('Message must be a string.');
    expect(() => messages.add('x', { type: 'info' })).toThrow(
      'The message type, info, is not present in Drupal.Message.getMessageTypeLabels().',
    );
  });

  it('announces politely, errors and warnings assertively, and not at all with announce:""', async () => {
    // Let the announcements of the tests above flush first (the live region is shared).
    await new Promise((resolve) => setTimeout(resolve, 250));
    vi.useFakeTimers();
    const region = () => document.getElementById('drupal-live-announce')!;
    messages.add('Saved <b>it</b>.');
    await vi.advanceTimersByTimeAsync(200);
    expect([region().getAttribute('aria-live'), region().textContent]).toEqual([
      'polite',
      'Saved it.',
    ]);
    messages.add('Broken.', { type: 'error' });
    await vi.advanceTimersByTimeAsync(200);
    expect([region().getAttribute('aria-live'), region().textContent]).toEqual([
      'assertive',
      'Broken.',
    ]);
    messages.add('Careful.', { type: 'warning', announce: '' });
    messages.add('Shown', { announce: 'Read instead', priority: 'assertive' });
    await vi.advanceTimersByTimeAsync(200);
    expect([region().getAttribute('aria-live'), region().textContent]).toEqual([
      'assertive',
      'Read instead',
    ]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '../../../src/ajax/ui';
import { messageTexts, page, serve } from './helpers';

beforeEach(() => {
  page('<div id="holder"></div>');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const place = (bar: ProgressBar) => document.getElementById('holder')!.append(bar.element);

describe('ProgressBar', () => {
  it("has Drupal's markup and sets width and percentage only for 0–100", () => {
    const updates: unknown[] = [];
    const bar = new ProgressBar('my"bar', (p, m) => updates.push([p, m]));
    expect(bar.element.id).toBe('my"bar');
    expect(bar.element.className).toBe('progress');
    expect(bar.element.getAttribute('aria-live')).toBe('polite');
    expect([...bar.element.children].map((c) => c.className)).toEqual([
      'progress__label',
      'progress__track',
      'progress__percentage',
      'progress__description',
    ]);
    bar.setProgress(-1, 'Starting upload...');
    expect(bar.element.querySelector<HTMLElement>('.progress__bar')!.style.width).toBe('');
    bar.setProgress('33.3', 'Working <em>hard</em>', 'Step 1');
    expect(bar.element.querySelector<HTMLElement>('.progress__bar')!.style.width).toBe('33.3%');
    expect(bar.element.querySelector('.progress__percentage')!.textContent).toBe('33.3%');
    expect(bar.element.querySelector('.progress__description')!.innerHTML).toBe(
      'Working <em>hard</em>',
    );
    expect(bar.element.querySelector('.progress__label')!.innerHTML).toBe('Step 1');
    bar.setProgress(50, 'Half');
    expect(bar.element.querySelector('.progress__label')!.innerHTML).toBe('Step 1');
    expect(updates).toEqual([
      [-1, 'Starting upload...'],
      ['33.3', 'Working <em>hard</em>'],
      [50, 'Half'],
    ]);
  });

  it('polls uri&_format=json with a setTimeout chain and stops when asked', async () => {
    const sent = serve(
      { body: JSON.stringify({ status: true, percentage: '0', message: 'Starting' }) },
      { body: JSON.stringify({ status: true, percentage: '50', message: 'Half' }) },
      { body: JSON.stringify({ status: true, percentage: '100', message: 'Done' }) },
    );
    const seen: unknown[] = [];
    const bar = new ProgressBar(
      'b',
      (p, _m, self) => {
        seen.push(p);
        if (p === '100') self.stopMonitoring();
      },
      'POST',
    );
    place(bar);
    bar.startMonitoring('/batch?id=1&op=do', 1500);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['0']);
    expect(sent[0]!.url).toBe('/batch?id=1&op=do&_format=json');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', body: '' });
    await vi.advanceTimersByTimeAsync(1499);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['0', '50']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(seen).toEqual(['0', '50', '100']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("status 0 shows the server's error text in an error box before the bar and hides the bar", async () => {
    serve({ body: JSON.stringify({ status: 0, data: '<p>The import <em>failed</em>.</p>' }) });
    const onError = vi.fn();
    const bar = new ProgressBar('b', undefined, 'GET', onError);
    place(bar);
    bar.startMonitoring('/progress', 1500);
    await vi.advanceTimersByTimeAsync(0);
    const box = bar.element.previousElementSibling!;
    expect(box.outerHTML).toBe(
      '<div class="messages messages--error" role="alert"><p>The import <em>failed</em>.</p></div>',
    );
    expect(bar.element.style.display).toBe('none');
    expect(onError).toHaveBeenCalledWith(bar);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an HTTP error shows the AjaxError text in a <pre>, its one message (no Oops)', async () => {
    serve({ status: 500, statusText: 'Internal Server Error', body: '<h1>Broken</h1>' });
    const bar = new ProgressBar('b');
    place(bar);
    bar.startMonitoring('/progress?x=1', 1500);
    await vi.advanceTimersByTimeAsync(0);
    expect(messageTexts()).toEqual([]);
    const pre = bar.element.previousElementSibling!.querySelector('pre')!;
    expect(pre.textContent).toBe(
      '\nAn AJAX HTTP error occurred.\nHTTP Result Code: 500\nDebugging information follows.' +
        '\nPath: /progress?x=1\nStatusText: Internal Server Error\nResponseText: Broken',
    );
    expect(bar.element.style.display).toBe('none');
  });
});

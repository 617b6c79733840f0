import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSettings, type WidgetContext } from '../../src/runtime';
import { isFinished, readBatchSettings, withOp } from './logic';
import { parse } from './parse';

describe('batch page client', () => {
  it('polls uri&op=do and finishes at uri&op=finished, keeping the server op (PHP takes the last)', () => {
    expect(withOp('/batch?id=5&op=do_nojs', 'do')).toBe('/batch?id=5&op=do_nojs&op=do');
    expect(withOp('/batch', 'finished')).toBe('/batch?op=finished');
  });

  it('is finished only on the string "100"', () => {
    expect(isFinished('100')).toBe(true);
    expect(isFinished(100)).toBe(false);
    expect(isFinished('99.9')).toBe(false);
  });

  it('needs a uri in drupalSettings.batch', () => {
    expect(readBatchSettings({ uri: '/batch?id=1', initMessage: 'Init' })).toEqual({
      uri: '/batch?id=1',
      initMessage: 'Init',
      errorMessage: '',
    });
    expect(readBatchSettings({ initMessage: 'x' })).toBeNull();
    expect(readBatchSettings(null)).toBeNull();
  });

  describe('parse', () => {
    afterEach(() => {
      delete (window as { drupalSettings?: unknown }).drupalSettings;
      resetSettings();
    });
    const ctx = () =>
      ({ warn: vi.fn() }) as unknown as WidgetContext<unknown> & { warn: ReturnType<typeof vi.fn> };

    it('refers to the progress box and #wait, with the batch from drupalSettings', () => {
      document.body.innerHTML =
        '<p id="wait">Wait</p><div class="progress" data-drupal-progress></div>';
      (window as { drupalSettings?: unknown }).drupalSettings = { batch: { uri: '/batch?id=1' } };
      resetSettings();
      const host = document.querySelector<HTMLElement>('[data-drupal-progress]')!;
      const c = ctx();
      const model = parse(host, c);
      expect(model.host).toBe(host);
      expect(model.wait).toBe(document.getElementById('wait'));
      expect(model.batch?.uri).toBe('/batch?id=1');
      expect(c.warn).not.toHaveBeenCalled();
    });

    it('warns and leaves the page to refresh itself without a batch uri', () => {
      document.body.innerHTML = '<div class="progress" data-drupal-progress></div>';
      resetSettings();
      const c = ctx();
      expect(
        parse(document.querySelector<HTMLElement>('[data-drupal-progress]')!, c),
      ).toMatchObject({
        batch: null,
        wait: null,
      });
      expect(c.warn).toHaveBeenCalledOnce();
    });
  });
});

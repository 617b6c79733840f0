import { describe, expect, it } from 'vitest';
import { isFinished, readBatchSettings, withOp } from './logic';

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
});

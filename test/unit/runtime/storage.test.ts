import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../src/runtime/storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('keeps a value until its expiry and forgets it after', () => {
    let now = 1_000_000;
    const store = storage('local', () => now);
    store.set('DataTables_t1_/investors', { page: 2 }, { ttlSeconds: 7200 });
    now += 7199 * 1000;
    expect(store.get('DataTables_t1_/investors')).toEqual({ page: 2 });
    now += 1000;
    expect(store.get('DataTables_t1_/investors')).toBeUndefined();
    expect(localStorage.getItem('DataTables_t1_/investors')).toBeNull();
  });

  it('reads and writes raw strings under the key given, as Drupal does', () => {
    const store = storage('local');
    store.setRaw('Drupal.toolbar.activeTabID', JSON.stringify('toolbar-item-administration'));
    expect(localStorage.getItem('Drupal.toolbar.activeTabID')).toBe(
      '"toolbar-item-administration"',
    );
    expect(store.get('Drupal.toolbar.activeTabID')).toBe('toolbar-item-administration');
  });

  it('survives a full quota by keeping the value in memory', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    });
    const store = storage('session');
    expect(() => store.set('k', 42)).not.toThrow();
    expect(store.get('k')).toBe(42);
    store.remove('k');
    expect(store.get('k')).toBeUndefined();
  });

  it('returns nothing for unreadable JSON instead of throwing', () => {
    localStorage.setItem('broken', '{oops');
    expect(storage('local').get('broken')).toBeUndefined();
  });

  it('lists keys by prefix', () => {
    const store = storage('local');
    store.setRaw('Drupal.toolbar.subtrees.claro', '{}');
    store.setRaw('Drupal.toolbar.subtreesHash.claro', 'abc');
    store.setRaw('other', '1');
    expect(store.keys('Drupal.toolbar.').sort()).toEqual([
      'Drupal.toolbar.subtrees.claro',
      'Drupal.toolbar.subtreesHash.claro',
    ]);
  });
});

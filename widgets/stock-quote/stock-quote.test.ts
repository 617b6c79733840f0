import { beforeEach, describe, expect, it } from 'vitest';
import { resetSettings, siteUrl } from '../../src/runtime';
import { blockId, quotePath, refreshMs } from './logic';
import { parse } from './parse';

describe('stock quote URL', () => {
  it('uses the block id, the storage id as is (colons included), and TRUE when not editing', () => {
    expect(quotePath('block-stockquote', 'node:5911:full:27606', false)).toBe(
      'ajax/market-data-api/stock-quote/block-stockquote/node:5911:full:27606/TRUE',
    );
  });

  it('sends the literal NULL without a storage id', () => {
    expect(quotePath('block-stockquote', null, false)).toBe(
      'ajax/market-data-api/stock-quote/block-stockquote/NULL/TRUE',
    );
    expect(quotePath('block-stockquote', '', false)).toContain('/NULL/');
  });

  it('sends FALSE while a page-builder editing tab is active or loading', () => {
    expect(quotePath('block-stockquote', 'node:1:full:2', true)).toBe(
      'ajax/market-data-api/stock-quote/block-stockquote/node:1:full:2/FALSE',
    );
    expect(quotePath('b', null, true)).toBe('ajax/market-data-api/stock-quote/b/NULL/FALSE');
  });

  it('makes the block id from the uuid when the block has none', () => {
    expect(blockId('', 'e1f2-33')).toBe('nir-ipe-block_e1f2-33');
    expect(blockId('own-id', 'e1f2-33')).toBe('own-id');
    expect(blockId(null, null)).toBeNull();
  });

  it('cannot be bent into another URL by hostile ids', () => {
    const path = quotePath('a/../b?x=1#y', 'node:1/../../admin', false);
    expect(path).toBe(
      'ajax/market-data-api/stock-quote/a%2F..%2Fb%3Fx%3D1%23y/node:1%2F..%2F..%2Fadmin/TRUE',
    );
    expect(path.split('/')).toHaveLength(6);
  });

  describe('relative to the base path', () => {
    beforeEach(() => {
      resetSettings();
      document.body.innerHTML = '';
    });
    it('prefixes the base path and language prefix', () => {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.dataset.drupalSelector = 'drupal-settings-json';
      script.textContent = JSON.stringify({ path: { baseUrl: '/ir/', pathPrefix: 'de/' } });
      document.body.append(script);
      expect(siteUrl(quotePath('q', null, false))).toBe(
        '/ir/de/ajax/market-data-api/stock-quote/q/NULL/TRUE',
      );
    });
  });
});

describe('stock quote markup', () => {
  it('writes a generated id back to a block that only has a uuid', () => {
    document.body.innerHTML =
      '<div class="block-market-data-block__stock-quote" data-uuid="abc-123"></div>';
    const host = document.body.firstElementChild as HTMLElement;
    const model = parse(host);
    expect(model.id).toBe('nir-ipe-block_abc-123');
    expect(host.id).toBe('nir-ipe-block_abc-123');
    expect(model.storageId).toBeNull();
  });

  it('refuses a block with neither id nor uuid', () => {
    document.body.innerHTML = '<div class="block-market-data-block__stock-quote"></div>';
    expect(() => parse(document.body.firstElementChild as HTMLElement)).toThrow(
      /id or a data-uuid/,
    );
  });

  it('leaves a wrapped block to the selector upgrade', () => {
    document.body.innerHTML =
      '<stock-quote><div id="q" class="block-market-data-block__stock-quote"></div></stock-quote>';
    expect(parse(document.body.firstElementChild as HTMLElement).id).toBeNull();
  });

  it('reads the refresh interval in seconds, off by default, never below 5 s', () => {
    expect(refreshMs(0)).toBe(0);
    expect(refreshMs(-3)).toBe(0);
    expect(refreshMs(1)).toBe(5000);
    expect(refreshMs(60)).toBe(60_000);
    // Past the timer limit setTimeout fires at once: a huge value must not become a loop.
    expect(refreshMs(9_999_999)).toBe(2 ** 31 - 1);
    expect(refreshMs(Infinity)).toBe(2 ** 31 - 1);
  });
});

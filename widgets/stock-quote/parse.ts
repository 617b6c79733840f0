import { MarkupError } from '../../src/runtime';
import { BLOCK } from './define';
import { blockId } from './logic';

export interface StockQuoteModel {
  host: HTMLElement;
  /** Null when a <stock-quote> only wraps a block: the block itself is upgraded instead. */
  id: string | null;
  storageId: string | null;
}

export function parse(host: HTMLElement): StockQuoteModel {
  if (!host.matches(BLOCK) && host.querySelector(BLOCK)) return { host, id: null, storageId: null };
  const id = blockId(host.id, host.getAttribute('data-uuid'));
  if (!id) throw new MarkupError('a stock quote block needs an id or a data-uuid.');
  // The platform writes a generated id back so its response can find the block.
  if (!host.id) host.id = id;
  return { host, id, storageId: host.getAttribute('data-storage-id') };
}

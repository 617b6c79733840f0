/**
 * Stock quote block: refreshes itself once through the AJAX adapter (and on an optional
 * interval), and binds the exchange selector when the user toggle is on. The server-rendered
 * quote is the content and stays when a request fails.
 */
import { attr, type WidgetDefinition } from '../../src/runtime';
import type { StockQuoteModel } from './parse';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'stock-quote:loaded': { blockId: string; ok: boolean };
  }
}

/** The platform's block; kept here so the entry does not take parse.ts along. */
export const BLOCK = '.block-market-data-block__stock-quote';

export interface Props {
  refresh: number;
}

export const definition: WidgetDefinition<StockQuoteModel, Props> = {
  tag: 'stock-quote',
  selector: BLOCK,
  props: { refresh: attr.number('data-refresh-interval', 0) },
  // The request core the quote imports comes with the implementation (rollup.config.mjs).
  load: () => import('./impl').then((m) => m.implementation),
};

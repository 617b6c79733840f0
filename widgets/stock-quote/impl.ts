/** The lazy part of the stock quote: fetched when a quote block is on the page. */
import type { WidgetImplementation } from '../../src/runtime';
import type { Props } from './define';
import { parse, type StockQuoteModel } from './parse';
import { StockQuote } from './StockQuote';

export const implementation: WidgetImplementation<StockQuoteModel, Props> = {
  parse,
  Component: StockQuote,
};

/**
 * The stock quote: the server's quote is the content; the component adds only the note that
 * says a refresh failed, after the block's own nodes.
 */
import { useState } from 'react';
import { t, type WidgetProps } from '../../src/runtime';
import type { Props } from './define';
import { useExchanges, useRefresh } from './hooks';
import type { StockQuoteModel } from './parse';

export function StockQuote({ model, ctx }: WidgetProps<StockQuoteModel, Props>) {
  const [failed, setFailed] = useState(false);
  const [fail] = useState(() => () => setFailed(true));
  useExchanges(model, ctx);
  useRefresh(model, ctx, fail);
  return failed ? (
    <p className="stock-quote__note">
      {t('The live quote could not be refreshed; the quote shown may be delayed.')}
    </p>
  ) : null;
}

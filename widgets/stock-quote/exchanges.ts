/**
 * The exchange selector, where the user toggle is on: the quote of the chosen exchange shows,
 * the others hide, and the choice is re-applied to each refreshed block.
 */
import type { WidgetContext } from '../../src/runtime';
import type { Props } from './define';
import type { StockQuoteModel } from './parse';

/** The exchange each block's visitor chose, re-applied to the fresh markup. */
const chosen = new Map<string, string>();

/** Each wrap's display for a shown quote: the theme's (a grid, say), read before any write. */
const themeDisplay = new WeakMap<Element, string>();

function showExchange(wrap: Element, value: string): void {
  const quotes = [...wrap.querySelectorAll<HTMLElement>('.stock-quote[data-exchange]')];
  let shown = themeDisplay.get(wrap);
  if (!shown) {
    // The platform wrote 'block', which undid a theme's grid: the quote reflowed as the code
    // landed (a layout shift of 0.08 on the investor overview).
    const first = quotes[0];
    const display = first && !first.style.display ? getComputedStyle(first).display : 'none';
    themeDisplay.set(wrap, (shown = display === 'none' ? 'block' : display));
  }
  for (const quote of quotes)
    quote.style.display = quote.dataset.exchange === value ? shown : 'none';
}

/** Binds the exchange selects of `model`'s block, re-applying the visitor's choice; returns the undo. */
export function bindExchanges(model: StockQuoteModel, ctx: WidgetContext<Props>): () => void {
  const apply = (select: HTMLSelectElement) => {
    const wrap = select.closest('.quote-wrap') ?? select.parentElement;
    if (wrap) showExchange(wrap, select.value);
  };
  for (const select of model.host.querySelectorAll<HTMLSelectElement>('.quote-wrap select')) {
    const remembered = chosen.get(model.id!);
    if (remembered && [...select.options].some((o) => o.value === remembered))
      select.value = remembered;
    // A choice made before this code arrived is remembered too, or the refresh that follows
    // would bring the server's default exchange back.
    else if (!remembered && !select.options[select.selectedIndex]?.defaultSelected)
      chosen.set(model.id!, select.value);
    apply(select);
  }
  ctx.listen(model.host, 'change', (event) => {
    const select = event.target as HTMLElement;
    if (!(select instanceof HTMLSelectElement) || !select.closest('.quote-wrap')) return;
    chosen.set(model.id!, select.value);
    apply(select);
  });
  return () => {
    for (const quote of model.host.querySelectorAll<HTMLElement>('.stock-quote[data-exchange]'))
      quote.style.display = '';
  };
}

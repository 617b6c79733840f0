/**
 * The stock quote block as the IR platform renders it (origins.md §1): `.quote-wrap` with an
 * exchange select when the user toggle is on, one `.stock-quote[data-exchange]` per exchange,
 * each a set of labelled definition lists, so it reads correctly without JavaScript.
 */
import { company, latestQuote } from '../../fixtures/index.ts';
import { html, raw, type Raw } from '../../lib/http.ts';

export interface QuoteBlockOptions {
  /** The block's id; omit to emit only `data-uuid` (the platform then derives the id). */
  id?: string;
  uuid?: string;
  storageId?: string;
  /** Seconds; 0 or absent = no background refresh. */
  refresh?: number;
  /** Several exchanges and a select. */
  toggle?: boolean;
  /** The user toggle class; defaults to `toggle` (the platform renders them together). */
  userToggle?: boolean;
  /** Marks markup that came from the AJAX endpoint (tests tell the two apart). */
  source?: 'server' | 'live';
  heading?: string;
}

type Quote = ReturnType<typeof latestQuote>;

const money = (n: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
const whole = (n: number) => new Intl.NumberFormat('en-US').format(n);

function quoteTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

function stockQuote(q: Quote): Raw {
  const cur = q.exchange.currency;
  const sign = q.change > 0 ? '+' : '';
  const direction = q.change > 0 ? 'up' : q.change < 0 ? 'down' : 'unchanged';
  return html`<div class="stock-quote" data-exchange="${q.exchange.symbol}">
    <dl class="left-stock">
      <dt>Exchange</dt>
      <dd class="exchange">${q.exchange.name}: ${q.exchange.symbol}</dd>
      <dt>Price</dt>
      <dd class="price">${money(q.price, cur)}</dd>
      <dt>Quote time</dt>
      <dd class="time"><time datetime="${q.asOf}">${quoteTime(q.asOf)}</time></dd>
    </dl>
    <dl class="center-stock">
      <dt>Change</dt>
      <dd class="change change--${direction}">
        ${sign}${q.change.toFixed(2)} (${sign}${q.changePercent.toFixed(2)}%)
      </dd>
      <dt>Volume</dt>
      <dd>${whole(q.volume)}</dd>
      <dt>Today's Open</dt>
      <dd>${money(q.open, cur)}</dd>
      <dt>Previous Close</dt>
      <dd>${money(q.previousClose, cur)}</dd>
    </dl>
    <dl class="right-stock">
      <dt>Today's High</dt>
      <dd>${money(q.dayHigh, cur)}</dd>
      <dt>Today's Low</dt>
      <dd>${money(q.dayLow, cur)}</dd>
      <dt>52 Week High</dt>
      <dd>${money(q.yearHigh, cur)}</dd>
      <dt>52 Week Low</dt>
      <dd>${money(q.yearLow, cur)}</dd>
    </dl>
  </div>`;
}

let selects = 0;

export function stockQuoteBlock(options: QuoteBlockOptions = {}): Raw {
  const exchanges = options.toggle ? company.exchanges : company.exchanges.slice(0, 1);
  // The endpoint answers the same close as the page: the demo's "today" is the fixtures' last
  // trading day, so quote, chart and price tables agree and a reload shows the same price.
  const quotes = exchanges.map((e) => latestQuote(e.id));
  const selectId = `quote-exchange-${++selects}`;
  const attrs = [
    options.id ? `id="${options.id}"` : '',
    options.uuid ? `data-uuid="${options.uuid}"` : '',
    options.storageId ? `data-storage-id="${options.storageId}"` : '',
    options.refresh ? `data-refresh-interval="${options.refresh}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return html`<div
    class="block block-market-data-block block-market-data-block__stock-quote"
    ${raw(attrs)}
    data-quote-source="${options.source ?? 'server'}"
  >
    <h2 class="block__title">${options.heading ?? 'Stock Quote'}</h2>
    <div
      class="quote-wrap ${(options.userToggle ?? options.toggle) ? 'user-toggle-on' : 'user-toggle-off'} long-quote"
    >
      ${
        options.toggle
          ? html`<div class="form-item form-item--exchange">
              <label for="${selectId}">Exchange</label>
              <select id="${selectId}" class="form-select">
                ${quotes.map(
                  (q) =>
                    html`<option value="${q.exchange.symbol}">
                      ${q.exchange.name}: ${q.exchange.symbol}
                    </option>`,
                )}
              </select>
            </div>`
          : ''
      }
      <div class="quote-wrapper stock-ajax-true">${quotes.map(stockQuote)}</div>
    </div>
    <p class="stock-quote__disclaimer">Demo data: fictional prices, delayed at least 20 minutes.</p>
  </div>`;
}

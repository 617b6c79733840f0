/**
 * Investor endpoints: the stock quote AJAX callback (fault family 'stock-quote'), the chart's
 * price JSON ('prices'), the chart frame page, and the investor forms ('ir-forms').
 */
import { company, prices } from '../fixtures/index.ts';
import { html, route, sendCommands, sendJson, type Ctx, type Route } from '../lib/http.ts';
import { QUOTE_BLOCKS } from '../pages/investors/common.ts';
import { stockQuoteBlock } from '../pages/investors/quote.ts';
import { requestHandler, requestPaths } from '../pages/investors/requests.ts';
import { calculatorHandler, lookupHandler } from '../pages/investors/stock-info.ts';

/** The IR platform's id for a block known only by its uuid. */
const UUID_PREFIX = 'nir-ipe-block_';
const ID = /^[A-Za-z0-9_-]{1,128}$/;
const STORAGE = /^[A-Za-z0-9_:-]{1,128}$/;

/** GET ajax/market-data-api/stock-quote/{block id}/{storage id or NULL}/{TRUE|FALSE}. */
function stockQuote(ctx: Ctx): void {
  const { id = '', storage = '', flag = '' } = ctx.params;
  if (
    !ID.test(id) ||
    !(storage === 'NULL' || STORAGE.test(storage)) ||
    !/^(TRUE|FALSE)$/.test(flag)
  ) {
    sendJson(ctx.res, { message: 'Not found' }, 404);
    return;
  }
  const uuid = id.startsWith(UUID_PREFIX) ? id.slice(UUID_PREFIX.length) : undefined;
  const options = QUOTE_BLOCKS[id] ?? {};
  const block = stockQuoteBlock({
    ...options,
    id,
    uuid,
    storageId: storage === 'NULL' ? undefined : storage,
    source: 'live',
  });
  sendCommands(ctx.res, [
    {
      command: 'insert',
      method: 'replaceWith',
      selector: `#${id}`,
      data: block.html,
      settings: null,
    },
  ]);
}

/** Columnar daily prices for the native chart: `{symbol, currency, t, o, h, l, c, v}`. */
let columnar: Record<string, unknown> | undefined;
function stockPrices(ctx: Ctx): void {
  const exchange = company.exchanges.find((e) => e.symbol === ctx.params.symbol);
  if (!exchange) {
    sendJson(ctx.res, { message: `Unknown symbol ${ctx.params.symbol}` }, 404);
    return;
  }
  const fx = exchange.id === 'xetra' ? 0.92 : 1;
  const all = prices();
  const conv = (n: number) => Math.round(n * fx * 100) / 100;
  columnar ??= {};
  columnar[exchange.symbol] ??= {
    symbol: exchange.symbol,
    currency: exchange.currency,
    note: 'Demo data: fictional prices.',
    t: all.map((p) => Date.parse(`${p.date}T00:00:00Z`) / 1000),
    o: all.map((p) => conv(p.open)),
    h: all.map((p) => conv(p.high)),
    l: all.map((p) => conv(p.low)),
    c: all.map((p) => conv(p.close)),
    v: all.map((p) => p.volume),
  };
  sendJson(ctx.res, columnar[exchange.symbol], 200, { 'cache-control': 'max-age=300' });
}

/**
 * The page inside the platform's chart iframe: an SVG line sized to the frame's width when it
 * loads (which is why the frame reloads itself after a resize).
 */
function chartFrame(ctx: Ctx): void {
  const symbol = company.exchanges.some((e) => e.symbol === ctx.params.symbol)
    ? ctx.params.symbol!
    : company.exchanges[0].symbol;
  const closes = prices()
    .slice(-252)
    .map((p) => p.close);
  const min = Math.min(...closes);
  const max = Math.max(...closes);
  const points = closes
    .map(
      (c, i) =>
        `${((i / (closes.length - 1)) * 1000).toFixed(1)},${(300 - ((c - min) / (max - min)) * 280 - 10).toFixed(1)}`,
    )
    .join(' ');
  ctx.res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  ctx.res.end(
    `<!DOCTYPE html>\n${html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${symbol} one-year chart (demo)</title>
        <style>
          body {
            margin: 0;
            font:
              14px system-ui,
              sans-serif;
            color: #1b1f23;
          }
          main {
            padding: 8px;
          }
          h1 {
            font-size: 14px;
            margin: 0 0 4px;
          }
          svg {
            display: block;
            width: 100%;
            height: auto;
          }
        </style>
      </head>
      <body>
        <main aria-label="Chart">
          <h1>${symbol}: one year of closing prices (demo data)</h1>
          <svg
            viewBox="0 0 1000 300"
            role="img"
            aria-label="Closing prices over the last year, from ${min.toFixed(2)} to ${max.toFixed(2)} USD"
          >
            <polyline fill="none" stroke="#0b57a4" stroke-width="2" points="${points}" />
          </svg>
        </main>
        <script>
          // The width the frame was drawn for, for tests of the reload: not something to read.
          document.body.dataset.drawnFor = String(window.innerWidth);
        </script>
      </body>
    </html>`}`,
  );
}

export const investorApiRoutes: Route[] = [
  route('GET', '/ajax/market-data-api/stock-quote/:id/:storage/:flag', stockQuote, 'stock-quote'),
  route('GET', '/api/demo/stock-prices/:symbol', stockPrices, 'prices'),
  // A parameter keeps the bare frame out of the sitemap's page sweep (it is not a site page).
  route('GET', '/investors/stock-chart-frame/:symbol', chartFrame),
  route('POST', '/investors/stock-information/historical-lookup', lookupHandler, 'ir-forms'),
  route('POST', '/investors/stock-information/calculator', calculatorHandler, 'ir-forms'),
  ...requestPaths.map((path) => route('POST', path, requestHandler, 'ir-forms')),
];

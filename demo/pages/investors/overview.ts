/** /investors: the overview (quote, chart, latest news and events with their summaries). */
import { company, latestQuote } from '../../fixtures/index.ts';
import { html, type Raw } from '../../lib/http.ts';
import {
  QUOTE_BLOCKS,
  SYMBOL,
  formatDate,
  latestNewsWidget,
  upcomingEventsWidget,
} from './common.ts';
import { investorPage } from './layout.ts';
import { stockQuoteBlock } from './quote.ts';

/** The native chart with its no-JS fallback (the last close and the way to daily prices). */
export function stockChartBlock(range = '1Y'): Raw {
  const q = latestQuote();
  return html`<section class="block block-stock-chart" aria-labelledby="stock-chart-title">
    <h2 id="stock-chart-title">Stock Chart</h2>
    <stock-chart data-src="/api/demo/stock-prices/${SYMBOL}" data-range="${range}">
      <div class="stock-chart__fallback">
        <p>
          ${company.exchanges[0].name}: ${SYMBOL} closed at $${q.price.toFixed(2)} on
          ${formatDate(q.asOf.slice(0, 10))}. Daily prices for any date are in the
          <a href="/investors/stock-information#historical-lookup">historical price lookup</a>.
        </p>
      </div>
    </stock-chart>
  </section>`;
}

export function overviewPage(): string {
  return investorPage({
    title: 'Investors',
    path: '/investors',
    heading: 'Investors',
    intro: `${company.name} designs and manufactures memory and storage. Demo data: everything here is fictional.`,
    body: html`<div class="ir-grid">
      <div class="ir-grid__main">
        ${stockQuoteBlock({ id: 'block-stockquote', ...QUOTE_BLOCKS['block-stockquote'] })}
        ${stockChartBlock()}
      </div>
      <div class="ir-grid__side">${latestNewsWidget()} ${upcomingEventsWidget()}</div>
    </div>`,
  });
}

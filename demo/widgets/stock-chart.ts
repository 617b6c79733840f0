/** /widgets/stock-chart: the native chart (lazy uPlot) and the platform's iframe chart. */
import { html } from '../lib/http.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';
import { SYMBOL } from '../pages/investors/common.ts';
import { investorPage } from '../pages/investors/layout.ts';

export const demo: WidgetDemo = {
  slug: 'stock-chart',
  title: 'Stock chart',
  summary: 'native chart on uPlot (ranges, crosshair readout, keyboard, data table), iframe reload',
  render(ctx) {
    const src = ctx.url.searchParams.has('broken')
      ? '/api/demo/stock-prices/NOPE'
      : `/api/demo/stock-prices/${SYMBOL}`;
    return investorPage({
      title: 'Stock chart',
      path: '/widgets/stock-chart',
      heading: 'Stock chart',
      intro: 'Ten years of daily prices (demo data).',
      body: html`<section class="block block-stock-chart" aria-labelledby="stock-chart-title">
          <h2 id="stock-chart-title">Stock Chart</h2>
          <stock-chart data-src="${src}" data-range="1Y">
            <div class="stock-chart__fallback">
              <p>
                Daily prices are in the
                <a href="/investors/stock-information#historical-lookup">historical price lookup</a
                >.
              </p>
            </div>
          </stock-chart>
        </section>
        <section class="block block-nir-stock-chart" aria-labelledby="frame-chart-title">
          <h2 id="frame-chart-title">Interactive Chart (platform frame)</h2>
          <iframe
            class="nir-stock-chart"
            title="Stock Chart frame"
            src="/investors/stock-chart-frame/${SYMBOL}"
            width="900"
            height="360"
          ></iframe>
        </section>`,
    });
  },
};

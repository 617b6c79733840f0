/**
 * /investors/stock-information: the current quote, the platform's iframe chart, the historical
 * price lookup (Lookup Year / Month / Day), the stock price calculator (Investment Month, amount),
 * market data estimates and the recent prices view with Items Per Page.
 */
import { AS_OF, prices } from '../../fixtures/index.ts';
import { html, sendCommands, sendHtml, type Ctx, type Raw } from '../../lib/http.ts';
import { QUOTE_BLOCKS, SYMBOL, formatDate } from './common.ts';
import {
  clearedFieldCommands,
  errorSummary,
  isAjax,
  messageBlock,
  readValues,
  renderForm,
  sendValidationCommands,
  validate,
  type Errors,
  type FormDef,
  type Values,
} from './forms.ts';
import { investorPage } from './layout.ts';
import { exposedSelect, pager } from './news.ts';
import { stockQuoteBlock } from './quote.ts';
import { MONTHS, daysInMonth, investmentReturn, lookupPrice } from './stock-tools.ts';

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const whole = (n: number) => new Intl.NumberFormat('en-US').format(n);

const first = () => prices()[0]!.date;
const yearOptions = (): [string, string][] => {
  const out: [string, string][] = [];
  for (let y = Number(AS_OF.slice(0, 4)); y >= Number(first().slice(0, 4)); y--)
    out.push([String(y), String(y)]);
  return out;
};
const monthOptions: [string, string][] = MONTHS.map((m, i) => [String(i + 1), m]);
const dayOptions: [string, string][] = Array.from({ length: 31 }, (_, i) => [
  String(i + 1),
  String(i + 1),
]);
const choose = (label: string): [string, string] => ['', `- ${label} -`];

export const lookupForm: FormDef = {
  id: 'historical-lookup',
  action: '/investors/stock-information/historical-lookup',
  submit: 'Look up price',
  intro: 'Find the open, high, low, close and volume of any trading day.',
  fields: [
    {
      name: 'year',
      label: 'Lookup Year',
      type: 'select',
      required: true,
      options: [choose('Year'), ...yearOptions()],
    },
    {
      name: 'month',
      label: 'Lookup Month',
      type: 'select',
      required: true,
      options: [choose('Month'), ...monthOptions],
    },
    {
      name: 'day',
      label: 'Lookup Day',
      type: 'select',
      required: true,
      options: [choose('Day'), ...dayOptions],
      check(value, values) {
        const y = Number(values.year);
        const m = Number(values.month);
        if (!y || !m) return null;
        const result = lookupPrice(prices(), y, m, Number(value));
        if (result.ok) return null;
        if (result.reason === 'invalid')
          return `${MONTHS[m - 1]} ${y} has only ${daysInMonth(y, m)} days.`;
        if (result.reason === 'before') return `Prices start on ${formatDate(first())}.`;
        return `Prices end on ${formatDate(AS_OF)}.`;
      },
    },
  ],
};

export const calculatorForm: FormDef = {
  id: 'stock-calculator',
  action: '/investors/stock-information/calculator',
  submit: 'Calculate',
  intro:
    'What an investment made at the first close of a month would be worth at the latest close (price only, no dividends).',
  fields: [
    {
      name: 'month',
      label: 'Investment Month',
      type: 'select',
      required: true,
      options: [choose('Month'), ...monthOptions],
    },
    {
      name: 'year',
      label: 'Investment Year',
      type: 'select',
      required: true,
      options: [choose('Year'), ...yearOptions()],
      check(value, values) {
        const m = Number(values.month);
        if (!m) return null;
        return investmentReturn(prices(), Number(value), m, 1)
          ? null
          : `There are no prices for ${MONTHS[m - 1]} ${value}.`;
      },
    },
    {
      name: 'amount',
      label: 'Amount Invested (USD)',
      type: 'number',
      required: true,
      attrs: 'min="0.01" max="1000000000" step="0.01" inputmode="decimal"',
      check(value) {
        const n = Number(String(value).replace(/[$,\s]/g, ''));
        if (!Number.isFinite(n)) return 'Amount Invested must be a number, for example 10000.';
        if (n <= 0) return 'Amount Invested must be more than 0.';
        if (n > 1e9) return 'Amount Invested cannot be more than 1,000,000,000.';
        return null;
      },
    },
  ],
};

function lookupResult(values: Values): Raw {
  const r = lookupPrice(prices(), Number(values.year), Number(values.month), Number(values.day));
  if (!r.ok) return html``;
  const p = r.point;
  return html`<h3>Prices on ${formatDate(p.date)}</h3>
    ${
      r.exact
        ? ''
        : html`<p>
            There was no trading on ${formatDate(r.requested)}; these are the prices of the trading
            day before.
          </p>`
    }
    <dl class="ir-tool-result__values">
      <dt>Open</dt>
      <dd>${usd(p.open)}</dd>
      <dt>High</dt>
      <dd>${usd(p.high)}</dd>
      <dt>Low</dt>
      <dd>${usd(p.low)}</dd>
      <dt>Close</dt>
      <dd>${usd(p.close)}</dd>
      <dt>Volume</dt>
      <dd>${whole(p.volume)}</dd>
    </dl>`;
}

function calculatorResult(values: Values): Raw {
  const amount = Number(String(values.amount).replace(/[$,\s]/g, ''));
  const r = investmentReturn(prices(), Number(values.year), Number(values.month), amount);
  if (!r) return html``;
  return html`<h3>${usd(amount)} invested on ${formatDate(r.purchaseDate)}</h3>
    <dl class="ir-tool-result__values">
      <dt>Purchase price</dt>
      <dd>${usd(r.purchasePrice)}</dd>
      <dt>Shares bought</dt>
      <dd>${r.shares.toLocaleString('en-US', { maximumFractionDigits: 4 })}</dd>
      <dt>Price on ${formatDate(r.currentDate)}</dt>
      <dd>${usd(r.currentPrice)}</dd>
      <dt>Value on ${formatDate(r.currentDate)}</dt>
      <dd>${usd(r.currentValue)}</dd>
      <dt>Gain or loss</dt>
      <dd>${usd(r.gain)} (${r.percent > 0 ? '+' : ''}${r.percent.toFixed(2)}%)</dd>
    </dl>
    <p class="description">Demo data: fictional prices; price return only.</p>`;
}

interface ToolState {
  values?: Values;
  errors?: Errors;
  result?: Raw;
}

function tool(form: FormDef, title: string, state: ToolState = {}): Raw {
  const hasErrors = !!state.errors && Object.keys(state.errors).length > 0;
  return html`<section class="ir-tool" id="${form.id}-section" aria-labelledby="${form.id}-title">
    <h2 id="${form.id}-title">${title}</h2>
    ${renderForm(form, {
      values: state.values,
      errors: state.errors,
      messages: hasErrors ? messageBlock('error', errorSummary(form, state.errors!)) : undefined,
    })}
    <div id="${form.id}-result" class="ir-tool-result">${state.result ?? ''}</div>
  </section>`;
}

const ESTIMATES = [
  ['EPS (USD)', 'Q1 FY2027', '1.92', '2.15', '1.71', '24'],
  ['EPS (USD)', 'FY2027', '8.40', '9.65', '7.10', '26'],
  ['EPS (USD)', 'FY2028', '10.15', '12.30', '8.05', '21'],
  ['Revenue (USD millions)', 'Q1 FY2027', '9,840', '10,300', '9,410', '23'],
  ['Revenue (USD millions)', 'FY2027', '41,200', '44,900', '38,100', '25'],
  ['Revenue (USD millions)', 'FY2028', '47,650', '53,000', '42,400', '20'],
] as const;

function estimatesTable(): Raw {
  return html`<section class="block market-data-estimates" aria-labelledby="estimates-title">
    <h2 id="estimates-title">Market Data Estimates</h2>
    <div
      class="table-wrapper"
      role="region"
      aria-label="Estimates table, scrolls sideways"
      tabindex="0"
    >
      <table class="market-data-estimates__table">
        <caption>
          Analyst consensus estimates (demo data, fictional analysts)
        </caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Period</th>
            <th scope="col">Mean</th>
            <th scope="col">High</th>
            <th scope="col">Low</th>
            <th scope="col">Number of Estimates</th>
          </tr>
        </thead>
        <tbody>
          ${ESTIMATES.map(
            ([measure, period, mean, high, low, n]) =>
              html`<tr>
                <th scope="row">${measure}</th>
                <td>${period}</td>
                <td>${mean}</td>
                <td>${high}</td>
                <td>${low}</td>
                <td>${n}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`;
}

const PER_PAGE_CHOICES = ['10', '25', '50', '100'];

function recentPrices(query: URLSearchParams): Raw {
  const all = prices();
  const perPage = PER_PAGE_CHOICES.includes(query.get('items_per_page') ?? '')
    ? Number(query.get('items_per_page'))
    : 10;
  const newest = [...all].reverse();
  const pages = Math.ceil(newest.length / perPage);
  const page = Math.min(pages - 1, Math.max(0, Number(query.get('page')) || 0));
  const rows = newest.slice(page * perPage, (page + 1) * perPage);
  const formId = 'views-exposed-form-widget-stock-history-block';
  return html`<section
    class="view view-widget-stock-history nir-widget"
    id="stock-history"
    aria-labelledby="stock-history-title"
  >
    <h2 id="stock-history-title">Recent Prices</h2>
    <form
      class="views-exposed-form nir-widget--exposed-form"
      id="${formId}"
      data-drupal-selector="${formId}"
      action="/investors/stock-information"
      method="get"
      accept-charset="UTF-8"
    >
      ${exposedSelect(
        'edit-items-per-page',
        'items_per_page',
        'Items Per Page',
        PER_PAGE_CHOICES.map((n): [string, string] => [n, n]),
        String(perPage),
      )}
      <div class="form-actions js-form-wrapper form-wrapper">
        <input type="submit" value="Apply" class="button js-form-submit form-submit" />
      </div>
    </form>
    <table class="nir-widget--stock-history">
      <caption>
        Daily prices, newest first (demo data)
      </caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Open</th>
          <th scope="col">High</th>
          <th scope="col">Low</th>
          <th scope="col">Close</th>
          <th scope="col">Volume</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (p) =>
            html`<tr>
              <th scope="row"><time datetime="${p.date}">${formatDate(p.date)}</time></th>
              <td>${usd(p.open)}</td>
              <td>${usd(p.high)}</td>
              <td>${usd(p.low)}</td>
              <td>${usd(p.close)}</td>
              <td>${whole(p.volume)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${pager(
      new URLSearchParams(perPage === 10 ? {} : { items_per_page: String(perPage) }),
      page,
      pages,
      'Recent prices pages',
    )}
  </section>`;
}

export function stockInfoPage(
  query: URLSearchParams,
  states: { lookup?: ToolState; calculator?: ToolState } = {},
): string {
  return investorPage({
    title: 'Stock Information',
    path: '/investors/stock-information',
    heading: 'Stock Information',
    intro: 'Quote, chart, historical prices and a return calculator. Demo data: all fictional.',
    body: html`${stockQuoteBlock({
        id: 'block-stockquote-info',
        ...QUOTE_BLOCKS['block-stockquote-info'],
      })}
      <section class="block block-nir-stock-chart" aria-labelledby="frame-chart-title">
        <h2 id="frame-chart-title">Interactive Chart</h2>
        <iframe
          class="nir-stock-chart"
          title="Stock Chart"
          src="/investors/stock-chart-frame/${SYMBOL}"
          width="900"
          height="360"
          loading="lazy"
        ></iframe>
      </section>
      <div class="ir-tools" id="historical-lookup">
        ${tool(lookupForm, 'Historical Price Lookup', states.lookup)}
        ${tool(calculatorForm, 'Stock Price Calculator', states.calculator)}
      </div>
      ${estimatesTable()} ${recentPrices(query)}`,
  });
}

/** POST handler shared by both tools: commands for the adapter, a full page without JS. */
function toolHandler(form: FormDef, result: (v: Values) => Raw, heading: (v: Values) => string) {
  return async (ctx: Ctx) => {
    const body = await ctx.form();
    const values = readValues(form, body);
    const errors = validate(form, values);
    const ajax = isAjax(ctx, body);
    const key = form === lookupForm ? 'lookup' : 'calculator';
    if (Object.keys(errors).length) {
      if (ajax) return sendValidationCommands(ctx, form, values, errors);
      return sendHtml(
        ctx.res,
        stockInfoPage(ctx.url.searchParams, { [key]: { values, errors } }),
        400,
      );
    }
    const output = result(values);
    if (!ajax) {
      return sendHtml(
        ctx.res,
        stockInfoPage(ctx.url.searchParams, { [key]: { values, result: output } }),
      );
    }
    sendCommands(ctx.res, [
      ...clearedFieldCommands(form, values),
      {
        command: 'insert',
        method: 'html',
        selector: `#${form.id}-result`,
        data: output.html,
        settings: null,
      },
      {
        command: 'message',
        message: heading(values),
        messageWrapperQuerySelector: `#${form.id}-messages`,
        messageOptions: { type: 'status' },
        clearPrevious: true,
      },
    ]);
  };
}

export const lookupHandler = toolHandler(lookupForm, lookupResult, (v) => {
  const r = lookupPrice(prices(), Number(v.year), Number(v.month), Number(v.day));
  return r.ok ? `Prices for ${formatDate(r.point.date)} are shown below.` : '';
});

export const calculatorHandler = toolHandler(
  calculatorForm,
  calculatorResult,
  () => 'The calculation is shown below.',
);

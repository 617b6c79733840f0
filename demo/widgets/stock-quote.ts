/**
 * /widgets/stock-quote: one quote block per case (`?case=`), as the IR platform emits it, with a
 * server-rendered status message list and, for the editing cases, a page-builder edit tab.
 */
import { html, raw } from '../lib/http.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';
import { QUOTE_BLOCKS } from '../pages/investors/common.ts';
import { investorPage } from '../pages/investors/layout.ts';
import { stockQuoteBlock, type QuoteBlockOptions } from '../pages/investors/quote.ts';

const CASES: Record<string, { label: string; block: QuoteBlockOptions; editing?: string }> = {
  storage: {
    label: 'Block id and storage id',
    block: { id: 'demo-quote-storage', ...QUOTE_BLOCKS['demo-quote-storage'] },
  },
  plain: { label: 'No storage id (NULL)', block: { id: 'demo-quote-plain' } },
  uuid: {
    label: 'Only a uuid: the id is generated and written back',
    block: { uuid: '6f1c2b9e-4d3a-4e1f-9a57-0c2d8e7b1a44' },
  },
  editing: {
    label: 'Page builder edit tab active (FALSE, no background refresh)',
    block: { id: 'demo-quote-editing', ...QUOTE_BLOCKS['demo-quote-editing'] },
    editing: 'active',
  },
  loading: {
    label: 'Page builder edit tab loading (FALSE)',
    block: { id: 'demo-quote-editing', ...QUOTE_BLOCKS['demo-quote-editing'] },
    editing: 'loading',
  },
  toggle: {
    label: 'Exchange selector with the user toggle on',
    block: { id: 'demo-quote-toggle', ...QUOTE_BLOCKS['demo-quote-toggle'] },
  },
  'toggle-off': {
    label: 'Exchange select without the user toggle (nothing is bound)',
    block: { id: 'demo-quote-toggle-off', ...QUOTE_BLOCKS['demo-quote-toggle-off'] },
  },
  refresh: {
    label: 'Background refresh every 30 seconds while the page is visible',
    block: { id: 'demo-quote-refresh', ...QUOTE_BLOCKS['demo-quote-refresh'] },
  },
  'toggle-refresh': {
    label: 'Exchange selector and a 30-second refresh (it waits while focus is in the block)',
    block: { id: 'demo-quote-toggle-refresh', ...QUOTE_BLOCKS['demo-quote-toggle-refresh'] },
  },
};

export const demo: WidgetDemo = {
  slug: 'stock-quote',
  title: 'Stock quote',
  summary:
    'background refresh through the AJAX adapter, block id/uuid, NULL, FALSE, exchange selector',
  render(ctx) {
    const key = ctx.url.searchParams.get('case') ?? 'toggle';
    const chosen = CASES[key] ?? CASES.toggle!;
    return investorPage({
      title: 'Stock quote',
      path: '/widgets/stock-quote',
      heading: 'Stock quote',
      intro: chosen.label,
      body: html`${
          chosen.editing
            ? html`<div id="panels-ipe-tray" class="panels-ipe-tray">
                <ul class="ipe-tabs" aria-label="Page builder">
                  <li class="ipe-tab ${chosen.editing}" data-tab-id="edit">
                    <button type="button">Edit page</button>
                  </li>
                </ul>
              </div>`
            : ''
        }
        <div data-drupal-messages class="messages-list">
          <div class="messages__wrapper">
            <div
              class="messages messages--status"
              role="status"
              aria-label="Status message"
              data-drupal-message-type="status"
            >
              Demo: quotes refresh in the background.
            </div>
          </div>
        </div>
        ${stockQuoteBlock(chosen.block)}
        <nav aria-label="Cases">
          <ul>
            ${Object.entries(CASES).map(
              ([k, c]) =>
                html`<li>
                  <a href="?case=${k}" ${k === key ? raw('aria-current="page"') : ''}>${c.label}</a>
                </li>`,
            )}
          </ul>
        </nav>`,
    });
  },
};

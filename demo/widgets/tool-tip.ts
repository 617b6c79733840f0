/** /widgets/tool-tip: tooltips on terms in text and in a table, as the CMS emits them. */
import { html, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const tip = (id: string, term: string, text: string): Raw =>
  html`<span class="tooltip" data-tooltip
    ><button type="button" class="tooltip__trigger" aria-describedby="${id}">${term}</button
    ><span class="tooltip__content" role="tooltip" id="${id}">${text}</span></span
  >`;

export function tooltipParagraph(): Raw {
  return html`<p class="tooltip-demo">
    Diluted
    ${tip('tip-eps', 'EPS', 'Earnings per share: net income divided by the diluted share count.')}
    rose to $1.82, and
    ${tip('tip-ebitda', 'EBITDA', 'Earnings before interest, taxes, depreciation and amortisation.')}
    margins widened.
  </p>`;
}

export const demo: WidgetDemo = {
  slug: 'tool-tip',
  title: 'Tooltips',
  summary:
    'hover, focus and touch; Escape dismisses; 200 ms fade 10 px above; Floating UI on demand',
  routes: [themeCssRoute('tool-tip')],
  render: () =>
    page({
      title: 'Tooltips',
      path: '/widgets/tool-tip',
      head: themeCssLinks('tool-tip'),
      body: html`<h1>Tooltips</h1>
        <p>
          Terms with a dotted underline explain themselves on hover, keyboard focus or touch.
          Without JavaScript the theme shows the same text on hover and focus.
        </p>
        ${tooltipParagraph()}
        <table class="tooltip-table">
          <caption>
            Fourth quarter (demo data)
          </caption>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                ${tip('tip-gm', 'Gross margin', 'Revenue minus cost of goods sold, as a share of revenue.')}
              </th>
              <td>41.2%</td>
            </tr>
            <tr>
              <th scope="row">
                <span
                  class="tooltip"
                  data-tooltip="Free cash flow: operating cash flow minus capital spending."
                  ><a href="#fcf" class="tooltip__trigger">FCF</a></span
                >
              </th>
              <td>$2.1 bn</td>
            </tr>
          </tbody>
        </table>
        <p style="text-align: right">
          At the right edge:
          ${tip('tip-edge', 'NAND', 'Flash memory that keeps data without power; named after the NAND logic gate.')}
        </p>`,
    }),
};

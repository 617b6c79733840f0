/** /widgets/percent-ring: rings that fill to a percent when they come into view. */
import { html, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

/** As the CMS emits a ring: the final state, so it reads right without JavaScript. */
export function ring(id: string, percent: string, text: string): Raw {
  const p = Number(percent);
  return html`<figure class="percent-ring" data-percent="${percent}" id="${id}">
    <svg
      class="percent-ring__chart"
      viewBox="0 0 42 42"
      width="120"
      height="120"
      aria-hidden="true"
    >
      <circle
        class="percent-ring__track"
        cx="21"
        cy="21"
        r="15.9155"
        fill="none"
        stroke="#d0d7de"
        stroke-width="4"
      />
      <circle
        class="percent-ring__bar"
        cx="21"
        cy="21"
        r="15.9155"
        fill="none"
        stroke="#0b57a4"
        stroke-width="4"
        stroke-dasharray="${p} ${100 - p}"
        stroke-dashoffset="25"
      />
    </svg>
    <span class="percent-ring__value">${percent}%</span>
    <figcaption class="percent-ring__label">${text}</figcaption>
  </figure>`;
}

export function ringRow(): Raw {
  return html`<div class="percent-rings">
    ${ring('ring-renewable', '72', 'of electricity from renewable sources')}
    ${ring('ring-water', '84.5', 'of water recycled at our fabs')}
    ${ring('ring-women', '31', 'of engineering hires are women')}
  </div>`;
}

export const demo: WidgetDemo = {
  slug: 'percent-ring',
  title: 'Percent rings',
  summary:
    'circles that fill to a percent (stroke offset 25) and print it; at once under reduced motion',
  routes: [themeCssRoute('percent-ring')],
  render: () =>
    page({
      title: 'Percent rings',
      path: '/widgets/percent-ring',
      head: themeCssLinks('percent-ring'),
      body: html`<h1>Percent rings</h1>
        <p>
          The server draws each ring at its final value. Enhanced, a ring fills from zero when it
          comes into view and counts up; under reduced motion it shows the final value at once.
        </p>
        ${ringRow()}
        <div style="height: 150vh" aria-hidden="true"></div>
        <h2>Further down the page</h2>
        ${ring('ring-below', '58', 'of revenue from data centres')}`,
    }),
};

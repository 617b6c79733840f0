/** /widgets/icon-video: feature cards whose icon videos play on hover and keyboard focus. */
import { html, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const CARDS = [
  ['dram', 'DRAM', 'Working memory for every computer.', '/products/dram'],
  ['nand', 'NAND', 'Storage that keeps data without power.', '/products/nand'],
  ['auto', 'Automotive', 'Memory built for ten years on the road.', '/solutions/automotive'],
];

export function iconVideoCards(): Raw {
  return html`<ul class="icon-cards">
    ${CARDS.map(
      ([slug, title, text, href]) =>
        html`<li>
          <a class="icon-video" href="${href}" id="card-${slug}">
            <video
              class="icon-video__media"
              muted
              loop
              playsinline
              preload="auto"
              width="96"
              height="96"
              aria-hidden="true"
            >
              <source src="/demo-assets/content-a/icon-chip.webm" type="video/webm" />
            </video>
            <span class="icon-video__title">${title}</span>
            <span class="icon-video__text">${text}</span>
          </a>
        </li>`,
    )}
  </ul>`;
}

export const demo: WidgetDemo = {
  slug: 'icon-video',
  title: 'Icon videos',
  summary: 'muted icon loops play on mouse-over and keyboard focus, never under reduced motion',
  routes: [themeCssRoute('icon-video')],
  render: () =>
    page({
      title: 'Icon videos',
      path: '/widgets/icon-video',
      head: themeCssLinks('icon-video'),
      body: html`<h1>Icon videos</h1>
        <p>
          Each card's icon is a short muted video. It plays while the pointer is over the card or
          the card has keyboard focus, and pauses after. Under reduced motion it stays still.
        </p>
        ${iconVideoCards()}`,
    }),
};

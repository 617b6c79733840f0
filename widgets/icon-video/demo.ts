/** /widgets/icon-video: feature cards whose icon videos play on hover and keyboard focus. */
import { html, type Raw } from '../../demo/lib/http.ts';
import { page } from '../../demo/lib/layout.ts';
import type { WidgetDemo } from '../../demo/lib/widget-demo.ts';

const CARDS = [
  ['dram', 'DRAM', 'Working memory for every computer.'],
  ['nand', 'NAND', 'Storage that keeps data without power.'],
  ['auto', 'Automotive', 'Memory built for ten years on the road.'],
];

export function iconVideoCards(): Raw {
  return html`<ul class="icon-cards">
    ${CARDS.map(
      ([slug, title, text]) =>
        html`<li>
          <a class="icon-video" href="/products/${slug}" id="card-${slug}">
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
  render: () =>
    page({
      title: 'Icon videos',
      path: '/widgets/icon-video',
      head: html`<style>
        .icon-cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1rem; padding: 0; list-style: none; }
        .icon-video { display: grid; justify-items: start; gap: 0.25rem; padding: 1rem; border: 1px solid #d0d7de; border-radius: 6px; color: inherit; text-decoration: none; }
        .icon-video__title { font-weight: 700; color: #0b57a4; text-decoration: underline; }
      </style>`,
      body: html`<h1>Icon videos</h1>
        <p>
          Each card's icon is a short muted video. It plays while the pointer is over the card or
          the card has keyboard focus, and pauses after. Under reduced motion it stays still.
        </p>
        ${iconVideoCards()}`,
    }),
};

/** /widgets/cta-modal: call-to-action buttons and the modals they open. */
import { html, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

export function ctaModals(): Raw {
  return html`<div class="cta-modal" id="cta-contact">
      <h2 class="cta-modal__title">Contact investor relations</h2>
      <p>Questions about shares, dividends or reports? We answer within two working days.</p>
      <form method="get" action="/widgets/cta-modal" class="cta-form">
        <div class="form-item">
          <label for="cta-email">Email address</label>
          <input type="email" id="cta-email" name="email" autocomplete="email" />
        </div>
        <div class="form-item">
          <label for="cta-question">Your question</label>
          <textarea id="cta-question" name="question" rows="3"></textarea>
        </div>
        <button type="submit" class="button button--primary">Send</button>
      </form>
      <a href="#" class="cta-modal__close">Close</a>
    </div>
    <div class="cta-modal" id="cta-pack">
      <h2 class="cta-modal__title">Investor information pack</h2>
      <p>The pack holds the latest annual report, the sustainability report and a fact sheet.</p>
      <ul>
        <li><a href="/investors/financials">Annual report 2025</a></li>
        <li><a href="/about/sustainability">Sustainability report</a></li>
      </ul>
      <a href="#" class="cta-modal__close">Close</a>
    </div>`;
}

export function ctaButtons(): Raw {
  return html`<p class="cta-row">
    <a href="#cta-contact" class="button button--primary cta-button" data-id="cta-contact"
      >Contact investor relations</a
    >
    <button type="button" class="button cta-button" data-id="cta-pack">
      Get the information pack
    </button>
  </p>`;
}

export const demo: WidgetDemo = {
  slug: 'cta-modal',
  title: 'Call-to-action modals',
  summary: 'buttons open the modal named by their data id; Escape and Close return focus',
  routes: [themeCssRoute('cta-modal')],
  render: () =>
    page({
      title: 'Call-to-action modals',
      path: '/widgets/cta-modal',
      head: themeCssLinks('cta-modal'),
      body: html`<h1>Call-to-action modals</h1>
        <p>
          Each button's <code>data-id</code> names the modal it opens. Without JavaScript the first
          is a link to the modal's id, which the theme shows as an overlay.
        </p>
        ${ctaButtons()}
        ${Array.from(
          { length: 12 },
          (_, i) =>
            html`<p class="filler">
              Filler paragraph ${i + 1} so the page scrolls: Northwind Memory reports results four
              times a year and holds an investor day each spring.
            </p>`,
        )}
        <p><button type="button" class="button" id="after">A button further down</button></p>
        ${ctaModals()}`,
    }),
};

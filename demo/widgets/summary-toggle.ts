/**
 * /widgets/summary-toggle: news and events tables and a widget accordion as the IR platform
 * emits them; one news row and one accordion item have no teaser.
 */
import { html } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const news = [
  [
    'Nov 18, 2026',
    'Northwind reports record quarterly revenue',
    'Revenue grew 18% on data-centre demand for high-bandwidth memory.',
  ],
  [
    'Nov 02, 2026',
    'Northwind opens a packaging plant in Ohio',
    'The plant adds 1,200 jobs and advanced packaging capacity.',
  ],
  ['Oct 21, 2026', 'Northwind schedules its fourth-quarter call', ''],
];

export const newsTable = html`<table class="nir-widget--list nir-widget--news-table">
  <caption>
    Recent news (demo data)
  </caption>
  <thead>
    <tr>
      <th scope="col">Date</th>
      <th scope="col">Headline</th>
    </tr>
  </thead>
  <tbody>
    ${news.map(
      ([date, headline, teaser]) =>
        html`<tr>
          <td class="nir-widget--field nir-widget--news--date-time">${date}</td>
          <td>
            <div class="nir-widget--field nir-widget--news--headline">
              <a href="/widgets/summary-toggle#news">${headline}</a>
            </div>
            <div class="nir-widget--field nir-widget--news--teaser">
              ${teaser ? html`<p>${teaser}</p>` : ''}
            </div>
          </td>
        </tr>`,
    )}
  </tbody>
</table>`;

const eventsTable = html`<table class="nir-widget--list nir-widget--events-table">
  <caption>
    Upcoming events (demo data)
  </caption>
  <thead>
    <tr>
      <th scope="col">Date</th>
      <th scope="col">Event</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <td>Dec 08, 2026</td>
      <td>
        <div class="nir-widget--event--title">Investor day 2026</div>
        <div class="nir-widget--event--summary">
          <p>
            Management presents the five-year plan. <a href="/widgets/summary-toggle">Register</a>
          </p>
        </div>
      </td>
    </tr>
  </tbody>
</table>`;

const accordion = html`<div class="nir-widget nir-widget--accordion">
  <h2 class="nir-widget--label">Presentations</h2>
  <article class="nir-widget--item">
    <h3 class="nir-widget--title">Q3 2026 earnings presentation</h3>
    <div class="nir-widget--summary"><p>Slides from the third-quarter call.</p></div>
  </article>
  <article class="nir-widget--item">
    <h3 class="nir-widget--title">Annual meeting 2026</h3>
    <div class="nir-widget--summary"></div>
  </article>
</div>`;

export const demo: WidgetDemo = {
  slug: 'summary-toggle',
  title: 'Summary toggles',
  summary: 'news and events rows and widget accordions reveal their teaser with a slide',
  render: () =>
    page({
      title: 'Summary toggles',
      path: '/widgets/summary-toggle',
      body: html`<h1>Summary toggles</h1>
        <p>Each teaser opens from a Summary button. Rows without a teaser have none.</p>
        ${newsTable} ${eventsTable} ${accordion}`,
    }),
};

/** /widgets/event-accordion: events whose titles toggle and slide their details. */
import { html } from '../lib/http.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';
import { events } from '../fixtures/index.ts';
import { formatDate } from '../pages/investors/common.ts';
import { investorPage } from '../pages/investors/layout.ts';

export const demo: WidgetDemo = {
  slug: 'event-accordion',
  title: 'Event accordion',
  summary: 'event titles toggle an opened state and slide their details',
  render: () =>
    investorPage({
      title: 'Event accordion',
      path: '/widgets/event-accordion',
      heading: 'Event accordion',
      body: html`<div class="event-accordion">
        ${events()
          .slice(0, 4)
          .map(
            (e, i) =>
              html`<div class="event-accordion__item${i === 0 ? ' opened' : ''}">
                <h2 class="event-accordion__title">${e.title}</h2>
                <p class="event-accordion__date">
                  <time datetime="${e.date}">${formatDate(e.date)}</time> · ${e.time}
                </p>
                <div class="event-accordion__content">
                  <p>${e.summary || 'Details to follow.'}</p>
                  <p>
                    <a class="button" href="${e.webcastUrl ?? '/investors/webcasts'}"
                      >View Webcast<span class="visually-hidden">: ${e.title}</span></a
                    >
                  </p>
                </div>
              </div>`,
          )}
      </div>`,
    }),
};

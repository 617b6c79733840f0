/** /investors/events (event accordion, 'View Webcast') and /investors/webcasts. */
import { AS_OF, events, type EventItem } from '../../fixtures/index.ts';
import { html, type Raw } from '../../lib/http.ts';
import { formatDate } from './common.ts';
import { investorPage } from './layout.ts';

function eventItem(e: EventItem, opened: boolean): Raw {
  return html`<div class="event-accordion__item${opened ? ' opened' : ''}" id="event-${e.id}">
    <h3 class="event-accordion__title">${e.title}</h3>
    <p class="event-accordion__date">
      <time datetime="${e.date}">${formatDate(e.date)}</time> · ${e.time} · ${e.location}
    </p>
    <div class="event-accordion__content" id="event-${e.id}-details">
      ${e.summary ? html`<p>${e.summary}</p>` : ''}
      <ul class="event-accordion__links">
        ${
          e.webcastUrl
            ? html`<li>
                <a class="button" href="${e.webcastUrl}"
                  >View Webcast<span class="visually-hidden">: ${e.title}</span></a
                >
              </li>`
            : ''
        }
        ${
          e.presentationUrl
            ? html`<li>
                <a class="file-link file-link--pdf" href="${e.presentationUrl}"
                  >Download PDF<span class="visually-hidden">: presentation, ${e.title}</span></a
                >
              </li>`
            : ''
        }
        <li>
          <a href="${e.url}">Event details<span class="visually-hidden">: ${e.title}</span></a>
        </li>
      </ul>
    </div>
  </div>`;
}

export function eventsPage(): string {
  const all = events();
  const upcoming = all.filter((e) => e.date > AS_OF).reverse();
  const past = all.filter((e) => e.date <= AS_OF).slice(0, 12);
  return investorPage({
    title: 'Events & Presentations',
    path: '/investors/events',
    heading: 'Events & Presentations',
    intro: 'Earnings calls, conferences and webcasts. Demo data: all events are fictional.',
    body: html`<section aria-labelledby="upcoming-events">
        <h2 id="upcoming-events">Upcoming events</h2>
        <div class="event-accordion">${upcoming.map((e, i) => eventItem(e, i === 0))}</div>
      </section>
      <section aria-labelledby="past-events">
        <h2 id="past-events">Past events</h2>
        <div class="event-accordion">${past.map((e) => eventItem(e, false))}</div>
      </section>`,
  });
}

export function eventDetailPage(slug: string): string | null {
  const e = events().find((x) => x.slug === slug);
  if (!e) return null;
  return investorPage({
    title: e.title,
    path: '/investors/events',
    heading: e.title,
    body: html`<article class="node--nir-event--full">
      <p><time datetime="${e.date}">${formatDate(e.date)}</time> · ${e.time} · ${e.location}</p>
      ${e.summary ? html`<p>${e.summary}</p>` : ''}
      <p>
        ${e.webcastUrl ? html`<a class="button" href="${e.webcastUrl}">View Webcast</a>` : ''}
        ${
          e.presentationUrl
            ? html`<a class="button" href="${e.presentationUrl}">Download PDF</a>`
            : ''
        }
      </p>
    </article>`,
  });
}

export function webcastsPage(): string {
  const list = events()
    .filter((e) => e.webcastUrl && e.date <= AS_OF)
    .slice(0, 15);
  return investorPage({
    title: 'Webcasts',
    path: '/investors/webcasts',
    heading: 'Webcasts',
    intro: 'Replays of earnings calls and conference presentations (demo recordings).',
    body: html`<ul class="webcast-list">
      ${list.map(
        (e) =>
          html`<li class="webcast-list__item">
            <h2 class="webcast-list__title">${e.title}</h2>
            <p><time datetime="${e.date}">${formatDate(e.date)}</time> · ${e.location}</p>
            <p>
              <a class="button" href="${e.webcastUrl}"
                >View Webcast<span class="visually-hidden">: ${e.title}</span></a
              >
            </p>
          </li>`,
      )}
    </ul>`,
  });
}

export function webcastPage(slug: string): string | null {
  const e = events().find((x) => x.slug === slug && x.webcastUrl);
  if (!e) return null;
  return investorPage({
    title: `Webcast: ${e.title}`,
    path: '/investors/webcasts',
    heading: e.title,
    body: html`<p>
        The webcast replay would play here. This demo has no recording: the company is fictional.
      </p>
      <p><a href="/investors/webcasts">All webcasts</a></p>`,
  });
}

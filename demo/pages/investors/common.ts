/** Shared bits of the investor pages: dates, the quote blocks on each page, small widgets. */
import { company, events, news, type EventItem, type NewsItem } from '../../fixtures/index.ts';
import { html, type Raw } from '../../lib/http.ts';
import type { QuoteBlockOptions } from './quote.ts';

export const SYMBOL = company.exchanges[0].symbol;

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The stock quote blocks the demo renders, by block id: the AJAX endpoint answers with the same
 * block (same options) rendered fresh. Unknown ids get a plain single-exchange block.
 */
export const QUOTE_BLOCKS: Record<string, QuoteBlockOptions> = {
  'block-stockquote': { toggle: true, storageId: 'node:5911:full:27606' },
  'block-stockquote-info': { toggle: false, heading: 'Current Quote' },
  'demo-quote-plain': { toggle: false },
  'demo-quote-storage': { toggle: false, storageId: 'node:5911:full:27606' },
  'demo-quote-toggle': { toggle: true },
  'demo-quote-toggle-off': { toggle: true, userToggle: false },
  'demo-quote-editing': { toggle: false, storageId: 'node:5911:full:27606', refresh: 30 },
  'demo-quote-refresh': { toggle: false, refresh: 30 },
  'demo-quote-toggle-refresh': { toggle: true, refresh: 30 },
};

/** Where a summary toggle would go: the teaser in its own element, absent when empty. */
function teaser(idPrefix: string, id: number, text: string): Raw | string {
  if (!text) return '';
  return html`<div
    class="nir-widget--field nir-widget--teaser summary"
    id="${idPrefix}-${id}-summary"
  >
    ${text}
  </div>`;
}

export function latestNewsWidget(count = 5): Raw {
  const items: NewsItem[] = news().slice(0, count);
  return html`<section
    class="block nir-widget nir-widget--news"
    aria-labelledby="latest-news-title"
  >
    <h2 id="latest-news-title">Latest News</h2>
    <div class="nir-widget--list nir-widget--accordion">
      ${items.map(
        (n) =>
          html`<article class="nir-widget--news--item views-row">
            <div class="nir-widget--field nir-widget--news--date-time">
              <time datetime="${n.date}">${formatDate(n.date)}</time>
            </div>
            <h3 class="nir-widget--field nir-widget--news--headline">
              <a href="${n.url}">${n.title}</a>
            </h3>
            ${teaser('news', n.id, n.teaser)}
          </article>`,
      )}
    </div>
    <p class="more-link"><a href="/investors/news">All press releases</a></p>
  </section>`;
}

export function upcomingEventsWidget(count = 3): Raw {
  const items: EventItem[] = events().slice(0, count);
  return html`<section
    class="block nir-widget nir-widget--event"
    aria-labelledby="latest-events-title"
  >
    <h2 id="latest-events-title">Events</h2>
    <div class="nir-widget--list nir-widget--accordion">
      ${items.map(
        (e) =>
          html`<article class="nir-widget--event--item views-row">
            <div class="nir-widget--field nir-widget--event--date-time">
              <time datetime="${e.date}">${formatDate(e.date)}</time> ${e.time}
            </div>
            <h3 class="nir-widget--field nir-widget--event--title">
              <a href="${e.url}">${e.title}</a>
            </h3>
            ${teaser('event', e.id, e.summary)}
            ${
              e.webcastUrl
                ? html`<p class="nir-widget--event--webcast">
                    <a class="button" href="${e.webcastUrl}"
                      >View Webcast<span class="visually-hidden">: ${e.title}</span></a
                    >
                  </p>`
                : ''
            }
          </article>`,
      )}
    </div>
    <p class="more-link"><a href="/investors/events">All events</a></p>
  </section>`;
}

/** A tiny valid PDF with a few lines of text (demo documents, filings, presentations). */
export function demoPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, '\\$&').replace(/[^\x20-\x7e]/g, '?');
  const text = [title, ...lines, 'DEMO DATA - fictional company and figures.']
    .map((line, i) => `BT /F1 ${i ? 11 : 16} Tf 56 ${760 - i * 22} Td (${esc(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

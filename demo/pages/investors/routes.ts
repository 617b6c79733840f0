/** The investor section's pages, detail pages, documents and the editors' submissions page. */
import { events, filings } from '../../fixtures/index.ts';
import { route, sendHtml, type Ctx, type Route } from '../../lib/http.ts';
import { requireEditor } from '../../lib/session.ts';
import { investorApiRoutes } from '../../api/investors.ts';
import { notFoundPage } from '../errors.ts';
import { submissionsPage } from './admin.ts';
import { demoPdf, formatDate } from './common.ts';
import { eventDetailPage, eventsPage, webcastPage, webcastsPage } from './events.ts';
import { faqPage } from './faq.ts';
import { financialsPage, governancePage } from './content.ts';
import { filingDetailPage, filingsPage } from './filings.ts';
import { newsDetailPage, newsPage } from './news.ts';
import { overviewPage } from './overview.ts';
import { requestPage, requestPaths } from './requests.ts';
import { stockInfoPage } from './stock-info.ts';

function htmlOr404(ctx: Ctx, body: string | null): void {
  if (body) sendHtml(ctx.res, body);
  else sendHtml(ctx.res, notFoundPage(ctx.url.pathname), 404);
}

function sendPdf(ctx: Ctx, name: string, pdf: Buffer): void {
  ctx.res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${name.replace(/[^A-Za-z0-9._-]/g, '')}"`,
    'cache-control': 'no-store',
  });
  ctx.res.end(pdf);
}

export function investorRoutes(): Route[] {
  return [
    route('GET', '/investors', (ctx) => sendHtml(ctx.res, overviewPage())),
    route('GET', '/investors/news', (ctx) => sendHtml(ctx.res, newsPage(ctx.url.searchParams))),
    route('GET', '/investors/news/:slug', (ctx) =>
      htmlOr404(ctx, newsDetailPage(ctx.params.slug!)),
    ),
    route('GET', '/investors/events', (ctx) => sendHtml(ctx.res, eventsPage())),
    route('GET', '/investors/events/:slug', (ctx) =>
      htmlOr404(ctx, eventDetailPage(ctx.params.slug!)),
    ),
    route('GET', '/investors/events/:slug/presentation.pdf', (ctx) => {
      const e = events().find((x) => x.slug === ctx.params.slug && x.presentationUrl);
      if (!e) return htmlOr404(ctx, null);
      sendPdf(ctx, `${e.slug}.pdf`, demoPdf(e.title, [`${formatDate(e.date)} · ${e.location}`]));
    }),
    route('GET', '/investors/webcasts', (ctx) => sendHtml(ctx.res, webcastsPage())),
    route('GET', '/investors/webcasts/:slug', (ctx) =>
      htmlOr404(ctx, webcastPage(ctx.params.slug!)),
    ),
    route('GET', '/investors/sec-filings', (ctx) =>
      sendHtml(ctx.res, filingsPage(ctx.url.searchParams)),
    ),
    route('GET', '/investors/sec-filings/:file', (ctx) => {
      const file = ctx.params.file!;
      if (!file.endsWith('.pdf')) return htmlOr404(ctx, filingDetailPage(file));
      const f = filings().find((x) => `${x.id}.pdf` === file);
      if (!f) return htmlOr404(ctx, null);
      sendPdf(
        ctx,
        file,
        demoPdf(`Form ${f.form}: ${f.description}`, [
          `Filed ${formatDate(f.date)}`,
          `Accession ${f.id}`,
        ]),
      );
    }),
    route('GET', '/investors/stock-information', (ctx) =>
      sendHtml(ctx.res, stockInfoPage(ctx.url.searchParams)),
    ),
    route('GET', '/investors/faq', (ctx) => sendHtml(ctx.res, faqPage())),
    route('GET', '/investors/financials', (ctx) => sendHtml(ctx.res, financialsPage())),
    route('GET', '/investors/governance', (ctx) => sendHtml(ctx.res, governancePage())),
    ...requestPaths.map((path) =>
      route('GET', path, (ctx) => sendHtml(ctx.res, requestPage(path)!)),
    ),
    route('GET', '/admin/submissions', (ctx) => {
      const user = requireEditor(ctx);
      if (!user) return;
      sendHtml(ctx.res, submissionsPage(ctx, user));
    }),
    ...investorApiRoutes,
  ];
}

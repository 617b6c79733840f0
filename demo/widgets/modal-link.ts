/**
 * /widgets/modal-link: links with the modal class that open another page's node content in a
 * dialog. The linked pages are full CMS pages (header, title, node, footer); only the node
 * content is shown. Their endpoint family `modal-pages` can be faulted (`?fault=500`).
 */
import { html, route, sendHtml } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const nodes: Record<string, { title: string; body: ReturnType<typeof html> }> = {
  'investor-faq': {
    title: 'Investor FAQ',
    body: html`<h2 id="contact">Who do I contact?</h2>
      <p>Investor relations answers on weekdays. <a href="#contact">Back to this question</a></p>
      <label for="faq-question">Your question</label>
      <input type="text" id="faq-question" name="question" />
      <h2>Where are the filings?</h2>
      <p>
        On the <a href="/widgets/data-table">SEC filings page</a>, and as
        <a href="/demo-assets/annual-report-2025.pdf">a PDF</a>.
      </p>`,
  },
  'board-of-directors': {
    title: 'Board of directors',
    body: html`<p>Nine directors, seven of them independent (demo data).</p>
      <ul>
        <li>A. Director, chair</li>
        <li>B. Director, audit committee</li>
      </ul>`,
  },
};

function nodePage(slug: string): string | undefined {
  const node = nodes[slug];
  if (!node) return undefined;
  return page({
    title: node.title,
    path: `/widgets/modal-link/pages/${slug}`,
    bodyClass: 'path-node page-node-type-page',
    body: html`<h1 class="page-title">${node.title}</h1>
      <article class="node node--type-page">
        <div class="node__content">${node.body}</div>
      </article>
      <aside>
        <h2>Related</h2>
        <p>Sidebar chrome that stays out of the dialog.</p>
      </aside>`,
  });
}

export const demo: WidgetDemo = {
  slug: 'modal-link',
  title: 'Modal links',
  summary: 'links with the modal class show another page’s node content in a dialog',
  render: () =>
    page({
      title: 'Modal links',
      path: '/widgets/modal-link',
      body: html`<h1>Modal links</h1>
        <p>
          Each link opens the linked page’s content in a dialog. Without JavaScript it navigates.
        </p>
        <h2 id="contact">Contact (an id the FAQ also uses)</h2>
        <ul>
          <li><a class="modal" href="/widgets/modal-link/pages/investor-faq">Investor FAQ</a></li>
          <li>
            <a class="modal" href="/widgets/modal-link/pages/board-of-directors"
              >Board of directors</a
            >
          </li>
          <li>
            <a class="modal" href="/widgets/modal-link/pages/board-of-directors?fault=500"
              >Board of directors (the server fails)</a
            >
          </li>
          <li>
            <a class="modal" href="/widgets/modal-link/pages/board-of-directors?fault=slow"
              >Board of directors (slow)</a
            >
          </li>
          <li><a class="modal" href="/widgets/file-link">A page without node content</a></li>
          <li>
            <a class="modal" href="https://partners.example.com/investors/faq"
              >Partner FAQ (another site)</a
            >
          </li>
        </ul>`,
    }),
  routes: [
    route(
      'GET',
      '/widgets/modal-link/pages/:slug',
      ({ res, params }) => {
        const body = nodePage(params.slug ?? '');
        if (body) sendHtml(res, body);
        else sendHtml(res, '<h1>Not found</h1>', 404);
      },
      'modal-pages',
    ),
  ],
};

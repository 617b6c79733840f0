/** /widgets/file-link: document links open in a new tab; page links do not. */
import { html } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

export const fileLinks = html`<ul class="file-links">
  <li><a href="/demo-assets/annual-report-2025.pdf">Annual report 2025 (PDF)</a></li>
  <li><a href="/demo-assets/fact-sheet.docx?v=3">Fact sheet (Word)</a></li>
  <li>
    <a href="https://files.example.com/financials/q3-2026.xlsx">Q3 2026 financials (Excel)</a>
  </li>
  <li><a href="/demo-assets/logos.zip">Logo pack (ZIP)</a></li>
  <li><a href="/widgets/file-link" class="page-link">Another page</a></li>
  <li><a href="/search-results?term=report.pdf">Search for “report.pdf”</a></li>
  <li><a href="/demo-assets/brochure.pdf" download>Brochure (download)</a></li>
</ul>`;

export const demo: WidgetDemo = {
  slug: 'file-link',
  title: 'File links',
  summary: 'links to PDF, Word, Excel and ZIP files open in a new tab with a screen-reader hint',
  render: () =>
    page({
      title: 'File links',
      path: '/widgets/file-link',
      body: html`<h1>File links</h1>
        <p>Document links open in a new tab and say so to screen readers.</p>
        ${fileLinks}`,
    }),
};

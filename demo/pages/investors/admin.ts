/** /admin/submissions: what visitors sent through the investor forms (editors only). */
import { html, type Ctx } from '../../lib/http.ts';
import { editorToolbar } from '../../widgets/admin-toolbar.ts';
import { page } from '../../lib/layout.ts';
import { readSubmissions } from '../../lib/submissions.ts';

const FORM_NAMES: Record<string, string> = {
  'nir-email-alerts-signup-form': 'Email alerts signup',
  'nir-contact-form': 'Contact investor relations',
  'nir-document-request-form': 'Document request',
};

export function submissionsPage(ctx: Ctx, user: { name: string } | null): string {
  const all = readSubmissions();
  return page({
    title: 'Form submissions',
    path: '/admin/submissions',
    bodyClass: 'path-admin user-logged-in',
    user,
    toolbar: editorToolbar(ctx, { currentPathIsAdmin: true }),
    body: html`<h1>Form submissions</h1>
      <p>
        Everything visitors sent through the investor forms, newest first (${all.length}). Stored by
        the demo server as JSON lines in its data folder.
      </p>
      ${
        all.length
          ? html`<table class="submissions">
              <caption>
                Stored submissions
              </caption>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Form</th>
                  <th scope="col">Values</th>
                </tr>
              </thead>
              <tbody>
                ${all.map(
                  (s) =>
                    html`<tr>
                      <td>
                        <time datetime="${s.received}"
                          >${s.received.replace('T', ' ').slice(0, 19)} UTC</time
                        >
                      </td>
                      <td>${FORM_NAMES[s.form] ?? s.form}</td>
                      <td>
                        <dl class="submission-values">
                          ${Object.entries(s.values).map(
                            ([k, v]) =>
                              html`<dt>${k}</dt>
                                <dd>${Array.isArray(v) ? v.join(', ') : v}</dd>`,
                          )}
                        </dl>
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p>No submissions yet.</p>`
      }`,
  });
}

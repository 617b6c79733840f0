import { html } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { activeFaults, allFaults, FAMILY_PAGES, FAULTS } from '../lib/faults.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

export function widgetIndexPage(demos: WidgetDemo[]): string {
  const sorted = [...demos].sort((a, b) => a.title.localeCompare(b.title));
  return page({
    title: 'Widget pages',
    path: '/widgets/',
    body: html`<h1>Widget pages</h1>
      <p>
        One page per widget or behaviour, showing its states. The site pages show them together. QA
        can make any endpoint slow or fail on the <a href="/demo/faults">fault injection panel</a>.
      </p>
      <ul class="widget-index">
        ${sorted.map(
          (d) => html`<li><a href="/widgets/${d.slug}">${d.title}</a> — ${d.summary}</li>`,
        )}
      </ul>`,
  });
}

/** What the panel did, said after the redirect: `saved` or `reset`. */
function confirmation(done: string | null) {
  if (done !== 'saved' && done !== 'reset') return '';
  const active = activeFaults();
  const text =
    done === 'reset' || !active.length
      ? 'Every endpoint family answers normally.'
      : `Saved: ${active.map(([family, fault]) => `${family} answers ${fault}`).join('; ')}. The other families answer normally.`;
  return html`<div class="messages messages--status" role="status">${text}</div>`;
}

export function faultsPage(done: string | null = null): string {
  const faults = allFaults();
  return page({
    title: 'Fault injection',
    path: '/demo/faults',
    body: html`<h1>Fault injection</h1>
      ${confirmation(done)}
      <p>
        Choose how each endpoint family answers. A
        <code>?fault=slow|500|timeout|unverified|malformed</code> query flag on a single request
        overrides this panel.
      </p>
      <form method="post" action="/demo/faults">
        <table class="faults">
          <caption>
            Endpoint families
          </caption>
          <thead>
            <tr>
              <th scope="col">Family</th>
              <th scope="col">Answer</th>
              <th scope="col">Pages that call it</th>
            </tr>
          </thead>
          <tbody>
            ${Object.entries(faults).map(
              ([family, fault]) =>
                html`<tr>
                  <th scope="row"><label for="fault-${family}">${family}</label></th>
                  <td>
                    <select id="fault-${family}" name="${family}">
                      ${FAULTS.map(
                        (f) =>
                          html`<option value="${f}" ${f === fault ? 'selected' : ''}>${f}</option>`,
                      )}
                    </select>
                  </td>
                  <td>
                    <ul class="faults__pages">
                      ${(FAMILY_PAGES[family] ?? []).map(
                        ([title, path]) => html`<li><a href="${path}">${title}</a></li>`,
                      )}
                    </ul>
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>
        <p>
          <button type="submit" class="button button--primary">Save</button>
          <button type="submit" name="reset" value="1" class="button">Reset all</button>
        </p>
      </form>`,
  });
}

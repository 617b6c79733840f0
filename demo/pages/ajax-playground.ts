/**
 * /widgets/ajax: every command of the AJAX adapter against real endpoints (demo/api/ajax.ts),
 * dialogs, progress, messages and the failure paths, marked up as a Drupal page would be:
 * `a.use-ajax` links, `.use-ajax-submit` buttons and `drupalSettings.ajax` elements.
 */
import { html, raw, type Ctx } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

let views = 0;

/** What a host page adds without a build: its own commands, a widget, two scripted buttons. */
const script = raw(`<script type="module">
const { ajax: A, defineWidget, getSettings } = window.Trellis;

// A page-defined widget that AJAX inserts bring in: the runtime enhances and tears it down.
defineWidget({
  tag: 'demo-ticker',
  parse(host) {
    const output = host.querySelector('output');
    if (!output) throw new Error('demo-ticker needs an <output>.');
    return { output };
  },
  setup(model, ctx) {
    let seconds = 0;
    ctx.interval(() => (model.output.textContent = String(++seconds)), 1000);
  },
});

// Host commands: registerCommand is how pages and widgets extend the protocol.
A.registerCommand('demoShowSettings', (command, ctx) => {
  document.querySelector(command.selector).textContent = JSON.stringify(
    { drupalSettings: getSettings().trellisDemo, thisResponseOnly: ctx.settings?.trellisDemo ?? null },
    null,
    2,
  );
});
A.registerCommand('demoShowData', (command) => {
  const box = document.querySelector(command.selector);
  box.querySelector('output').textContent = JSON.stringify(A.getData(box, 'demo_key'));
});
A.registerCommand('demoFail', () => {
  throw new Error('demoFail always throws (a host command that fails).');
});

document.getElementById('timeout-button').addEventListener('click', (event) => {
  A.ajax({
    url: '/ajax-demo/nojs/insert-simple?fault=timeout',
    element: event.currentTarget,
    timeoutMs: 3000,
  }).catch((error) => console.error(error));
});

// A batch-like page: Drupal.ProgressBar polling its URI with POST, as batch.js does.
let batches = 0;
async function startBatch(fail, fault) {
  // Messages, dialogs and the progress bar are a chunk of their own, loaded on first use.
  const { ProgressBar } = await A.loadUi();
  const holder = document.getElementById('batch');
  const status = document.getElementById('batch-status');
  holder.replaceChildren();
  status.textContent = '';
  const bar = new ProgressBar('batch-progress', (percentage, message, self) => {
    if (percentage === '100') {
      self.stopMonitoring();
      status.textContent = 'Batch complete.';
    }
  }, 'POST', () => (status.textContent = 'Batch stopped with an error.'));
  holder.append(bar.element);
  bar.setProgress(-1, 'Initializing.');
  const id = 'batch-' + Date.now() + '-' + ++batches;
  bar.startMonitoring('/ajax-demo/progress/batch?id=' + id + '&op=do' + (fail ? '&fail=1' : '') + (fault ? '&fault=500' : ''), 1500);
}
document.getElementById('batch-start').addEventListener('click', () => startBatch(false));
document.getElementById('batch-fail').addEventListener('click', () => startBatch(true));
document.getElementById('batch-http').addEventListener('click', () => startBatch(false, true));
</script>`);

const link = (href: string, text: string, extra = raw('')) =>
  html`<li><a class="use-ajax" href="${href}" ${extra}>${text}</a></li>`;

function render(ctx: Ctx): string {
  const jobId = `job-${++views}`;
  const redirected = ctx.url.searchParams.has('redirected');
  return page({
    title: 'AJAX playground',
    path: '/widgets/ajax',
    head: raw('<link rel="stylesheet" href="/demo-assets/ajax-playground.css" />'),
    tail: script,
    settings: {
      trellisDemo: { clicks: 0, list: ['alpha', 'beta', 'gamma'], keep: 'kept' },
      ajaxTrustedUrl: { '/ajax-demo-trusted/nojs': true },
      ajax: {
        'edit-quarter': {
          url: '/ajax-demo/nojs/quarter',
          event: 'change',
          wrapper: 'quarter-result',
          method: 'html',
          submit: { _triggering_element_name: 'quarter' },
          progress: { type: 'throbber', message: 'Loading…' },
        },
        'edit-fullscreen': {
          url: '/ajax-demo/nojs/slow?delay=1500',
          event: 'mousedown',
          keypress: true,
          prevent: 'click',
          submit: {
            _triggering_element_name: 'op',
            _triggering_element_value: 'Run a fullscreen job',
          },
          progress: { type: 'fullscreen' },
        },
        'edit-progress-bar': {
          url: '/ajax-demo/nojs/progress-job',
          event: 'mousedown',
          keypress: true,
          prevent: 'click',
          submit: { job: jobId },
          progress: {
            type: 'bar',
            message: 'Starting the import…',
            url: `/ajax-demo/progress/job?id=${jobId}`,
            interval: 1500,
          },
        },
        'edit-remote': {
          url: 'https://example.com/ajax-demo/ajax/insert-simple',
          event: 'mousedown',
          keypress: true,
          prevent: 'click',
        },
      },
    },
    body: html`<h1>AJAX playground</h1>
      ${
        redirected
          ? html`<div data-drupal-messages>
              <div class="messages__wrapper">
                <div class="messages messages--status" role="status" aria-label="Status message">
                  You arrived here through the <code>redirect</code> command.
                </div>
              </div>
            </div>`
          : ''
      }
      <p>
        Every link and button below asks a real endpoint of the demo server, which answers with
        Drupal AJAX commands. Without JavaScript the links and forms open a fallback page. Failures
        show the “Oops” message; details are in the browser console. Make any endpoint slow or
        broken on the <a href="/demo/faults">fault injection panel</a> (families
        <code>ajax</code> and <code>progress</code>).
      </p>

      <section class="demo-section" aria-labelledby="insert-title">
        <h2 id="insert-title">Insert</h2>
        <form id="insert-form" action="/ajax-demo/nojs/insert" method="post">
          <div class="form-item">
            <label for="insert-method">Method</label>
            <select id="insert-method" name="method">
              ${['html', 'replaceWith', 'append', 'prepend', 'before', 'after'].map(
                (m) => html`<option value="${m}">${m}</option>`,
              )}
            </select>
          </div>
          <div class="form-item">
            <label for="insert-effect">Effect</label>
            <select id="insert-effect" name="effect">
              ${['none', 'fade', 'slide'].map((e) => html`<option value="${e}">${e}</option>`)}
            </select>
          </div>
          <p>
            <input
              type="submit"
              class="button button--primary use-ajax-submit"
              name="op"
              value="Insert"
            />
            <a class="use-ajax button" href="/ajax-demo/nojs/insert-reset">Reset the target</a>
          </p>
        </form>
        <div id="insert-area">
          <div id="insert-target" class="demo-target">
            <p>The insert target. New content lands in, around or instead of this box.</p>
          </div>
        </div>
        <form id="quarter-form" action="/ajax-demo/nojs/quarter" method="post">
          <div class="form-item">
            <label for="edit-quarter">Quarter (a select bound through drupalSettings.ajax)</label>
            <select id="edit-quarter" name="quarter" data-drupal-selector="edit-quarter">
              ${['Q1', 'Q2', 'Q3', 'Q4'].map((q) => html`<option>${q}</option>`)}
            </select>
          </div>
          <div id="quarter-result" class="demo-box" aria-live="polite">
            <p>Choose a quarter.</p>
          </div>
        </form>
      </section>

      <section class="demo-section" aria-labelledby="widgets-title">
        <h2 id="widgets-title">Inserted content is enhanced</h2>
        <p>
          Inserted <code>&lt;demo-ticker&gt;</code> elements start counting; replaced ones are torn
          down (their timers stop).
        </p>
        <ul class="demo-actions">
          ${link('/ajax-demo/nojs/insert-widget', 'Append a widget')}
          ${link('/ajax-demo/nojs/replace-widgets', 'Replace all widgets')}
        </ul>
        <div id="widget-target" class="demo-box"></div>
      </section>

      <section class="demo-section" aria-labelledby="commands-title" id="commands">
        <h2 id="commands-title">Commands</h2>
        <ul class="demo-actions">
          ${link('/ajax-demo/nojs/remove', 'remove')} ${link('/ajax-demo/nojs/changed', 'changed')}
          ${link('/ajax-demo/nojs/alert', 'alert')}
          ${link('/ajax-demo/nojs/announce', 'announce (polite)')}
          ${link('/ajax-demo/nojs/announce?priority=assertive', 'announce (assertive)')}
          ${link('/ajax-demo/nojs/css', 'css')}
          ${link('/ajax-demo/nojs/invoke', 'invoke toggleClass')}
          ${link('/ajax-demo/nojs/invoke-refused', 'invoke attr onclick (refused)')}
          ${link('/ajax-demo/nojs/restripe', 'restripe')} ${link('/ajax-demo/nojs/data', 'data')}
          ${link('/ajax-demo/nojs/focus-first', 'focusFirst')}
          ${link('/ajax-demo/nojs/scroll-top', 'scrollTop')}
          ${link('/ajax-demo/nojs/redirect', 'redirect (same origin)')}
          ${link('/ajax-demo/nojs/redirect-external', 'redirect (external, refused)')}
        </ul>
        <div id="remove-me" class="demo-box">This box is removed by the remove command.</div>
        <div id="changed-box" class="demo-box"><span class="label">Marked as changed</span></div>
        <div id="css-box" class="demo-box">Styled by the css command.</div>
        <div id="invoke-box" class="demo-box">Highlighted by invoke.</div>
        <div id="data-box" class="demo-box">Stored data: <output>nothing yet</output></div>
        <div id="announce-log" class="demo-box"><p>No announcement yet.</p></div>
        <table id="stripe-table">
          <caption>
            Restriped rows
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
            </tr>
          </thead>
          <tbody>
            <tr class="odd">
              <td>First row</td>
            </tr>
            <tr class="even">
              <td>Second row</td>
            </tr>
          </tbody>
        </table>
        <form id="build-id-form" action="/ajax-demo/nojs/update-build-id" method="post">
          <input type="hidden" name="form_build_id" value="form-initial" />
          <p>
            <input type="submit" class="button use-ajax-submit" name="op" value="update_build_id" />
            <span id="build-id-view">Build id now: <code>form-initial</code></span>
          </p>
        </form>
        <div id="focus-box" class="demo-box">
          <label for="focus-first-field">First field (focusFirst lands here)</label>
          <input type="text" id="focus-first-field" />
        </div>
      </section>

      <section class="demo-section" aria-labelledby="settings-title">
        <h2 id="settings-title">Settings</h2>
        <ul class="demo-actions">
          ${link('/ajax-demo/nojs/settings', 'Merge settings (merge: true)')}
          ${link('/ajax-demo/nojs/settings-scoped', 'Settings for this response only (merge: false)')}
        </ul>
        <pre id="settings-view" tabindex="0">
{"drupalSettings": {"clicks": 0, "list": ["alpha", "beta", "gamma"], "keep": "kept"}}</pre>
      </section>

      <section class="demo-section" aria-labelledby="messages-title">
        <h2 id="messages-title">Messages</h2>
        <ul class="demo-actions">
          ${link('/ajax-demo/nojs/message?type=status', 'Status message')}
          ${link('/ajax-demo/nojs/message?type=warning', 'Warning message')}
          ${link('/ajax-demo/nojs/message?type=error', 'Error message')}
          ${link('/ajax-demo/nojs/message?type=info', 'Unknown message type')}
          ${link(
            '/ajax-demo/nojs/message?type=status&clear=1&wrapper=%23other-messages',
            'Message in another area, clearing it',
          )}
        </ul>
        <div id="other-messages" class="demo-box" aria-label="Other messages" role="region"></div>
      </section>

      <section class="demo-section" aria-labelledby="assets-title">
        <h2 id="assets-title">Stylesheets and scripts</h2>
        <ul class="demo-actions">
          ${link('/ajax-demo/nojs/add-css', 'add_css')}
          ${link('/ajax-demo/nojs/add-css-missing', 'add_css (missing file)')}
          ${link('/ajax-demo/nojs/add-js', 'add_js')}
          ${link('/ajax-demo/nojs/add-js-missing', 'add_js (missing file)')}
        </ul>
        <div id="add-css-box" class="demo-box">add_css styles this box.</div>
        <div id="add-js-box" class="demo-box">add_js writes here.</div>
        <div id="assets-log" class="demo-box"><p>Nothing loaded yet.</p></div>
      </section>

      <section class="demo-section" aria-labelledby="dialogs-title">
        <h2 id="dialogs-title">Dialogs</h2>
        <ul class="demo-actions">
          ${link(
            '/ajax-demo/nojs/dialog-content',
            'Open a modal dialog',
            raw(`data-dialog-type="modal" data-dialog-options='{"width":600}'`),
          )}
          ${link(
            '/ajax-demo/nojs/dialog-content',
            'Open a non-modal dialog',
            raw(`data-dialog-type="dialog" data-dialog-options='{"width":400}'`),
          )}
          ${link(
            '/ajax-demo/nojs/dialog-form',
            'Request the annual report (form in a dialog)',
            raw(`data-dialog-type="modal" data-dialog-options='{"width":500}'`),
          )}
          ${link(
            '/ajax-demo/nojs/dialog-content',
            'Open a modal with GET',
            raw(`data-dialog-type="modal" data-ajax-http-method="GET"`),
          )}
          ${link('/ajax-demo/nojs/open-with-url', 'openModalDialogWithUrl')}
        </ul>
        <div id="dialog-inline"></div>
      </section>

      <section class="demo-section" aria-labelledby="progress-title" id="progress">
        <h2 id="progress-title">Progress</h2>
        <ul class="demo-actions">
          ${link('/ajax-demo/nojs/slow?delay=1500', 'A slow request with a throbber')}
        </ul>
        <form action="/ajax-demo/nojs/slow" method="post">
          <p>
            <input
              type="submit"
              class="button"
              id="edit-fullscreen"
              name="op"
              value="Run a fullscreen job"
            />
          </p>
        </form>
        <form action="/ajax-demo/nojs/progress-job" method="post">
          <input type="hidden" name="job" value="${jobId}" />
          <p>
            <input
              type="submit"
              class="button"
              id="edit-progress-bar"
              name="op"
              value="Import filings (progress bar)"
            />
          </p>
        </form>
        <div id="progress-log" class="demo-box"><p>No slow request yet.</p></div>
        <h3>Batch (ProgressBar polling its URI)</h3>
        <p>
          <button type="button" class="button" id="batch-start">Start a batch</button>
          <button type="button" class="button" id="batch-fail">Start a batch that fails</button>
          <button type="button" class="button" id="batch-http">
            Start a batch whose server fails (500)
          </button>
        </p>
        <div id="batch"></div>
        <p id="batch-status" role="status"></p>
      </section>

      <section class="demo-section" aria-labelledby="failures-title">
        <h2 id="failures-title">Failures</h2>
        <ul class="demo-actions">
          ${link('/ajax-demo/nojs/insert-simple', 'A request that works')}
          ${link('/ajax-demo/nojs/insert-simple?fault=500', 'Server error (500)')}
          ${link('/ajax-demo/nojs/forbidden', 'Access denied (403 JSON)')}
          ${link('/ajax-demo/nojs/insert-simple?fault=unverified', 'Unverified response')}
          ${link('/ajax-demo/nojs/insert-simple?fault=malformed', 'Malformed JSON')}
          ${link('constructor', 'Link to “constructor” (not trusted)', raw('data-ajax-http-method="GET"'))}
          ${link('/ajax-demo-trusted/nojs', 'Trusted URL without the header')}
          ${link('/ajax-demo-null/nojs', 'Empty (null) response')}
          ${link('/ajax-demo/nojs/failing-command', 'A command that fails')}
        </ul>
        <p>
          <button type="button" class="button" id="timeout-button">Time out after 3 seconds</button>
          <button type="button" class="button" id="edit-remote">
            Call a non-local URL (refused)
          </button>
        </p>
        <div id="failure-target" class="demo-box">
          <p>Results of the failure cases appear here.</p>
        </div>
      </section>

      <p id="scroll-target" tabindex="-1">The scrollTop command scrolls here.</p>`,
  });
}

export const ajaxPlayground: WidgetDemo = {
  slug: 'ajax',
  title: 'AJAX playground',
  summary: 'every command of the adapter, dialogs, progress, messages and failures',
  render,
};

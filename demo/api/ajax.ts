/**
 * Endpoints of the AJAX playground, answering as Drupal does: `/ajax-demo/ajax/<name>` returns a
 * command list with `X-Drupal-Ajax-Token: 1` (an AjaxResponse); `/ajax-demo/nojs/<name>` is the
 * no-JavaScript fallback page of the same link or form. The `drupal_modal` and `drupal_dialog`
 * wrapper formats wrap the content in an `openDialog` command, like Drupal's dialog renderers.
 *
 * Families for fault injection: `ajax` (commands) and `progress` (progress polls).
 */
import {
  html,
  raw,
  route,
  sendCommands,
  sendHtml,
  sendJson,
  type Ctx,
  type Route,
} from '../lib/http.ts';
import { page } from '../lib/layout.ts';

type Command = Record<string, unknown>;

let counter = 0;
const time = () => new Date().toISOString().slice(11, 19);

/** POST body or GET query, whichever the request used (Drupal reads dialogOptions from either). */
async function params(ctx: Ctx): Promise<URLSearchParams> {
  return ctx.req.method === 'GET' ? ctx.url.searchParams : ctx.form();
}

/** `dialogOptions[width]=400` → `{ width: 400 }` (numbers as numbers). */
function dialogOptions(data: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of data) {
    const m = /^dialogOptions\[([^\]]+)\]$/.exec(key);
    if (m) out[m[1]!] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}

/** Drupal's dialog renderers: `drupal_modal` → #drupal-modal, `drupal_dialog` → a per-route id. */
async function dialogOrInsert(
  ctx: Ctx,
  content: { title: string; html: string; dialogId: string; extra?: Command[] },
): Promise<Command[]> {
  const format = ctx.url.searchParams.get('_wrapper_format') ?? 'drupal_ajax';
  const options = { ...dialogOptions(await params(ctx)) };
  const extra = content.extra ?? [];
  if (format === 'drupal_modal') {
    return [
      ...extra,
      {
        command: 'openDialog',
        selector: '#drupal-modal',
        settings: null,
        data: content.html,
        dialogOptions: { ...options, modal: true, title: content.title },
      },
    ];
  }
  if (format.startsWith('drupal_dialog')) {
    const target = typeof options.target === 'string' ? options.target : undefined;
    delete options.target;
    return [
      ...extra,
      {
        command: 'openDialog',
        selector: target ? `#${target.replace(/^#/, '')}` : `#${content.dialogId}`,
        settings: null,
        data: content.html,
        dialogOptions: { ...options, modal: false, title: content.title },
      },
    ];
  }
  return [
    ...extra,
    {
      command: 'insert',
      method: 'html',
      selector: '#dialog-inline',
      data: content.html,
      settings: null,
    },
  ];
}

const dialogContent = (selector: string) =>
  html`<p>
      This content came from the server through the <code>openDialog</code> command. Press Escape or
      use Close to leave; focus returns to the link that opened it.
    </p>
    <p>
      <a
        class="use-ajax"
        href="/ajax-demo/nojs/dialog-title?selector=${encodeURIComponent(selector)}"
        >Rename this dialog (setDialogOption)</a
      >
    </p>
    <p>
      <a
        class="use-ajax"
        href="/ajax-demo/nojs/dialog-close?selector=${encodeURIComponent(selector)}"
        >Close from the server (closeDialog)</a
      >
    </p>
    <p><a href="/widgets/ajax" class="dialog-cancel">Cancel</a></p>`.html;

interface FormState {
  email: string;
  error?: string;
}

const dialogForm = ({ email, error }: FormState) =>
  html`<div id="dialog-form-wrapper">
    <form action="/ajax-demo/nojs/dialog-form-submit" method="post" id="dialog-form" novalidate>
      ${
        error
          ? html`<div class="messages messages--error" role="alert" id="edit-email-error">
              ${error}
            </div>`
          : ''
      }
      <p>We send the annual report as a PDF link. All fields are required.</p>
      <div class="form-item">
        <label for="edit-email">Email address</label>
        <input
          type="email"
          id="edit-email"
          name="email"
          value="${email}"
          autocomplete="email"
          ${error ? raw('aria-invalid="true" aria-describedby="edit-email-error"') : ''}
        />
      </div>
      <input type="hidden" name="form_build_id" value="form-dialog-${counter}" />
      <div class="form-actions">
        <input
          type="submit"
          id="edit-dialog-submit"
          data-drupal-selector="edit-dialog-submit"
          name="op"
          value="Send me the report"
          class="button button--primary"
        />
        <a href="/widgets/ajax" class="button dialog-cancel">Cancel</a>
      </div>
    </form>
  </div>`.html;

const dialogFormSettings: Command = {
  command: 'settings',
  merge: true,
  settings: {
    ajax: {
      'edit-dialog-submit': {
        url: '/ajax-demo/nojs/dialog-form-submit',
        event: 'mousedown',
        keypress: true,
        prevent: 'click',
        wrapper: 'dialog-form-wrapper',
        method: 'replaceWith',
        submit: { _triggering_element_name: 'op', _triggering_element_value: 'Send me the report' },
        progress: { type: 'throbber', message: 'Sending…' },
      },
    },
  },
};

function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Email address field is required.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return `${email} is not a valid email address.`;
  return undefined;
}

const insertTarget = () =>
  html`<div id="insert-target" class="demo-target">
    <p>The insert target. New content lands in, around or instead of this box.</p>
  </div>`.html;

/* Progress jobs: each poll advances a started job by 25 %, so a test controls it with the clock. */
interface Job {
  started: boolean;
  percent: number;
  fail: boolean;
  polls: number;
}
const jobs = new Map<string, Job>();
const job = (id: string) => {
  let j = jobs.get(id);
  if (!j) jobs.set(id, (j = { started: false, percent: 0, fail: false, polls: 0 }));
  return j;
};

/** What each `/ajax-demo/ajax/<name>` answers. */
const commands: Record<string, (ctx: Ctx) => Command[] | Promise<Command[] | null>> = {
  async insert(ctx) {
    const data = await params(ctx);
    const method = data.get('method') || 'html';
    const effect = data.get('effect') || 'none';
    const n = ++counter;
    const inner = html`<p class="ajax-new-content">
      Inserted with <code>${method}</code> and effect <code>${effect}</code> at ${time()} (#${n}).
    </p>`.html;
    const content =
      method === 'replaceWith'
        ? html`<div id="insert-target" class="demo-target">${raw(inner)}</div>`.html
        : inner;
    return [
      {
        command: 'insert',
        method,
        effect,
        speed: 'slow',
        selector: '#insert-target',
        data: content,
      },
    ];
  },
  'insert-reset': () => [
    { command: 'insert', method: 'html', selector: '#insert-area', data: insertTarget() },
  ],
  'insert-simple': () => [
    {
      command: 'insert',
      method: 'html',
      selector: '#failure-target',
      data: `<p>The request succeeded at ${time()}.</p>`,
    },
  ],
  'insert-widget': () => [
    {
      command: 'insert',
      method: 'append',
      selector: '#widget-target',
      data: `<demo-ticker><span>Inserted widget #${++counter}:</span> <output>0</output> seconds</demo-ticker>`,
    },
  ],
  'replace-widgets': () => [
    {
      command: 'insert',
      method: 'html',
      selector: '#widget-target',
      data: `<demo-ticker><span>Replacement widget #${++counter}:</span> <output>0</output> seconds</demo-ticker>`,
    },
  ],
  async quarter(ctx) {
    const q = (await params(ctx)).get('quarter') ?? 'Q1';
    const revenue: Record<string, string> = { Q1: '4.1', Q2: '4.6', Q3: '5.2', Q4: '5.9' };
    // Selector null: the insert targets the element's wrapper with its method (settings).
    return [
      {
        command: 'insert',
        selector: null,
        data: html`<p>${q} revenue: $${revenue[q] ?? '–'} billion (demo data).</p>`.html,
      },
    ];
  },
  remove: () => [{ command: 'remove', selector: '#remove-me' }],
  changed: () => [{ command: 'changed', selector: '#changed-box', asterisk: '.label' }],
  alert: () => [{ command: 'alert', text: 'Hello from the server (alert command).' }],
  announce: (ctx) => [
    {
      command: 'announce',
      text: `Announced at ${time()}: the quarterly results are published.`,
      ...(ctx.url.searchParams.get('priority') === 'assertive' ? { priority: 'assertive' } : {}),
    },
    {
      command: 'insert',
      method: 'html',
      selector: '#announce-log',
      data: `<p>Sent an announcement to the live region at ${time()}.</p>`,
    },
  ],
  redirect: () => [{ command: 'redirect', url: '/widgets/ajax?redirected=1#commands' }],
  'redirect-external': () => [{ command: 'redirect', url: 'https://example.com/phishing' }],
  css: () => [
    {
      command: 'css',
      selector: '#css-box',
      argument: { 'background-color': '#dafbe1', 'border-color': '#1a7f37', borderWidth: 4 },
    },
  ],
  settings: () => [
    {
      command: 'settings',
      merge: true,
      settings: { trellisDemo: { clicks: ++counter, list: ['merged'] } },
    },
    { command: 'demoShowSettings', selector: '#settings-view' },
  ],
  'settings-scoped': () => [
    {
      command: 'settings',
      merge: false,
      settings: { trellisDemo: { scoped: 'only this response' } },
    },
    { command: 'demoShowSettings', selector: '#settings-view' },
  ],
  data: () => [
    {
      command: 'data',
      selector: '#data-box',
      name: 'demo_key',
      value: { savedAt: time(), n: ++counter },
    },
    { command: 'demoShowData', selector: '#data-box' },
  ],
  invoke: () => [
    { command: 'invoke', selector: '#invoke-box', method: 'toggleClass', args: ['demo-highlight'] },
  ],
  'invoke-refused': () => [
    { command: 'invoke', selector: '#invoke-box', method: 'attr', args: ['onclick', 'alert(1)'] },
  ],
  restripe: () => [
    {
      command: 'insert',
      method: 'append',
      selector: '#stripe-table tbody',
      data: `<tr><td>Row added at ${time()}</td></tr>`,
    },
    { command: 'restripe', selector: '#stripe-table' },
  ],
  async 'update-build-id'(ctx) {
    const old = (await params(ctx)).get('form_build_id') ?? '';
    const next = `form-${(++counter).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    return [
      { command: 'update_build_id', old, new: next },
      {
        command: 'insert',
        method: 'html',
        selector: '#build-id-view',
        data: `Build id now: <code>${next}</code>`,
      },
    ];
  },
  'add-css': () => [
    {
      command: 'add_css',
      data: [{ rel: 'stylesheet', href: '/demo-assets/ajax-extra.css', media: 'all' }],
    },
    {
      command: 'insert',
      method: 'html',
      selector: '#assets-log',
      data: '<p>ajax-extra.css is loaded.</p>',
    },
  ],
  'add-css-missing': () => [
    {
      command: 'add_css',
      data: [{ rel: 'stylesheet', href: '/demo-assets/missing.css', media: 'all' }],
    },
    {
      command: 'insert',
      method: 'html',
      selector: '#assets-log',
      data: '<p>This never shows.</p>',
    },
  ],
  'add-js': () => [
    {
      command: 'add_js',
      selector: 'body',
      data: [{ src: '/demo-assets/ajax-extra.js', 'data-demo': 'add_js' }],
    },
  ],
  'add-js-missing': () => [
    { command: 'add_js', selector: 'body', data: [{ src: '/demo-assets/missing.js' }] },
    {
      command: 'insert',
      method: 'html',
      selector: '#assets-log',
      data: '<p>This never shows.</p>',
    },
  ],
  message: (ctx) => {
    const type = ctx.url.searchParams.get('type') ?? 'status';
    const texts: Record<string, string> = {
      status: 'The filing was <em>saved</em>.',
      warning: 'The quote is <em>delayed</em> by 20 minutes.',
      error: 'The feed could not be <em>reached</em>.',
      info: 'An unknown message type.',
    };
    return [
      {
        command: 'message',
        message: texts[type] ?? texts.status,
        messageWrapperQuerySelector: ctx.url.searchParams.get('wrapper'),
        messageOptions: { type },
        clearPrevious: ctx.url.searchParams.get('clear') === '1',
      },
    ];
  },
  'focus-first': () => [{ command: 'focusFirst', selector: '#focus-box' }],
  'scroll-top': () => [{ command: 'scrollTop', selector: '#scroll-target' }],
  'dialog-content': (ctx) =>
    dialogOrInsert(ctx, {
      title: 'Investor contact & press',
      html: dialogContent(
        ctx.url.searchParams.get('_wrapper_format') === 'drupal_modal'
          ? '#drupal-modal'
          : '#drupal-dialog-ajax-demo-dialog-content',
      ),
      dialogId: 'drupal-dialog-ajax-demo-dialog-content',
    }),
  'dialog-form': (ctx) =>
    dialogOrInsert(ctx, {
      title: 'Request the annual report',
      html: dialogForm({ email: '' }),
      dialogId: 'drupal-dialog-ajax-demo-dialog-form',
      extra: [dialogFormSettings],
    }),
  async 'dialog-form-submit'(ctx) {
    const email = (await params(ctx)).get('email') ?? '';
    const error = validateEmail(email);
    if (error)
      return [
        // Like a Drupal form rebuilt with errors: the wrapper is replaced (selector null).
        {
          command: 'insert',
          method: 'replaceWith',
          selector: null,
          data: dialogForm({ email, error }),
        },
      ];
    return [
      { command: 'closeDialog', selector: '#drupal-modal', persist: false },
      {
        command: 'message',
        message: html`We will email the annual report to <em>${email}</em>.`.html,
        messageOptions: { type: 'status' },
        clearPrevious: false,
      },
    ];
  },
  'dialog-title': (ctx) => [
    {
      command: 'setDialogOption',
      selector: ctx.url.searchParams.get('selector') ?? '#drupal-modal',
      optionName: 'title',
      optionValue: `Renamed by the server at ${time()}`,
    },
  ],
  'dialog-close': (ctx) => [
    { command: 'closeDialog', selector: ctx.url.searchParams.get('selector') ?? '#drupal-modal' },
  ],
  'open-with-url': () => [
    {
      command: 'openModalDialogWithUrl',
      url: '/ajax-demo/nojs/dialog-content',
      dialogOptions: { width: 600 },
    },
  ],
  async slow(ctx) {
    const ms = Math.min(Number(ctx.url.searchParams.get('delay') ?? 1500) || 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return [
      {
        command: 'insert',
        method: 'html',
        selector: '#progress-log',
        data: `<p>The slow request finished at ${time()}.</p>`,
      },
    ];
  },
  async 'progress-job'(ctx) {
    const id = (await params(ctx)).get('job') ?? 'default';
    const j = job(id);
    Object.assign(j, { started: true, percent: 0, fail: false, polls: 0 });
    // Answers once the job has been polled to 100 % (the client's bar drives it), at most 60 s.
    for (let waited = 0; j.percent < 100 && waited < 60_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    j.started = false;
    return [
      {
        command: 'message',
        message: 'Imported 4 SEC filings.',
        messageOptions: { type: 'status' },
        clearPrevious: false,
      },
    ];
  },
  'failing-command': () => [
    {
      command: 'insert',
      method: 'html',
      selector: '#failure-target',
      data: '<p>First command ran.</p>',
    },
    { command: 'demoFail' },
    {
      command: 'insert',
      method: 'append',
      selector: '#failure-target',
      data: '<p>This never shows.</p>',
    },
  ],
  async forbidden(ctx) {
    ctx.res.writeHead(403, { 'content-type': 'application/json' });
    ctx.res.end(JSON.stringify({ message: 'You are not authorized to access this page.' }));
    return null;
  },
};

/** The no-JavaScript page of a playground link or form. */
async function fallbackPage(ctx: Ctx, name: string): Promise<string> {
  let body = html`<p>
    This is the no-JavaScript fallback of <code>${name}</code>: with JavaScript the playground
    updates in place instead.
  </p>`;
  if (name === 'dialog-content')
    body = html`<p>Investor relations: ir@northwind.example, press: press@northwind.example.</p>`;
  if (name === 'dialog-form') body = raw(dialogForm({ email: '' }));
  if (name === 'dialog-form-submit') {
    const email = (await params(ctx)).get('email') ?? '';
    const error = validateEmail(email);
    body = error
      ? raw(dialogForm({ email, error }))
      : html`<p>We will email the annual report to <em>${email}</em>.</p>`;
  }
  return page({
    title: name,
    path: `/ajax-demo/nojs/${name}`,
    body: html`<h1>${name === 'dialog-content' ? 'Investor contact & press' : name}</h1>
      ${body}
      <p><a href="/widgets/ajax">Back to the AJAX playground</a></p>`,
  });
}

/**
 * The same server under its other loopback name (127.0.0.1 ↔ localhost): another origin, for the
 * trust tests. Fixed, never taken from the request's query, so the demo has no open redirect.
 */
function otherOrigin(ctx: Ctx): string {
  const host = ctx.req.headers.host ?? '';
  const port = host.slice(host.lastIndexOf(':'));
  return `http://${host.startsWith('localhost') ? '127.0.0.1' : 'localhost'}${port}`;
}

/** A probe id as the trust tests name them: letters, digits and dashes only. */
const probeId = (ctx: Ctx) => (ctx.params.id ?? '').replace(/[^\w-]/g, '');

/**
 * A site on another origin that lets any page read it and sends the AJAX token: what a redirect
 * from this site could lead to. Its commands must never run (the trust tests).
 */
function crossOriginCommands(ctx: Ctx): void {
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-expose-headers': 'x-drupal-ajax-token',
  };
  if (ctx.req.method === 'OPTIONS') {
    ctx.res.writeHead(204, headers);
    ctx.res.end();
    return;
  }
  const id = probeId(ctx);
  ctx.res.writeHead(200, {
    ...headers,
    'content-type': 'application/json',
    'x-drupal-ajax-token': '1',
  });
  ctx.res.end(
    JSON.stringify([
      {
        command: 'insert',
        method: 'append',
        selector: 'main',
        data: `<p id="ran-${id}">ran</p><img src="data:," alt="" onerror="(window.__pwned ??= []).push('${id}')">`,
      },
    ]),
  );
}

export const ajaxRoutes: Route[] = [
  route('ANY', '/ajax-demo/cross-origin/:id', crossOriginCommands),
  // An address of this site that sends the request to the other origin.
  route('ANY', '/ajax-demo/redirect-away/:id', (ctx) => {
    ctx.res.writeHead(302, {
      location: `${otherOrigin(ctx)}/ajax-demo/cross-origin/${probeId(ctx)}`,
    });
    ctx.res.end();
  }),
  route(
    'ANY',
    '/ajax-demo/progress/:kind',
    (ctx) => {
      const id = ctx.url.searchParams.get('id') ?? 'default';
      const j = job(id);
      if (ctx.params.kind === 'batch') {
        // A batch runs as soon as it is polled; `fail=1` breaks it on the third poll.
        if (!j.started) Object.assign(j, { started: true, percent: 0, polls: 0 });
        j.fail = ctx.url.searchParams.get('fail') === '1';
      }
      j.polls++;
      if (j.fail && j.polls >= 3) {
        j.started = false;
        sendJson(ctx.res, {
          status: 0,
          data: '<p>The import failed: the demo filing feed is unavailable. <a href="/widgets/ajax#progress">Try again</a>.</p>',
        });
        return;
      }
      if (!j.started) {
        sendJson(ctx.res, {
          status: true,
          percentage: '0',
          message: 'Waiting for the job to start…',
        });
        return;
      }
      if (j.polls > 1) j.percent = Math.min(100, j.percent + 25);
      const percentage = String(j.percent);
      sendJson(ctx.res, {
        status: true,
        percentage,
        message: j.percent >= 100 ? 'Finished.' : `Importing filing ${j.percent / 25 + 1} of 4…`,
        label: 'Importing SEC filings',
      });
      if (ctx.params.kind === 'batch' && j.percent >= 100) j.started = false;
    },
    'progress',
  ),
  route(
    'ANY',
    '/ajax-demo/:mode/:name',
    async (ctx) => {
      const { mode, name = '' } = ctx.params;
      const handler = Object.hasOwn(commands, name) ? commands[name] : undefined;
      if (!handler || (mode !== 'ajax' && mode !== 'nojs')) {
        sendHtml(ctx.res, '<h1>Not found</h1>', 404);
        return;
      }
      if (mode === 'nojs') {
        sendHtml(ctx.res, await fallbackPage(ctx, name));
        return;
      }
      const list = await handler(ctx);
      if (list) sendCommands(ctx.res, list);
    },
    'ajax',
  ),
  // A trusted URL (its nojs form is in ajaxTrustedUrl) is processed without the header.
  route('ANY', '/ajax-demo-trusted/:mode', async (ctx) => {
    if (ctx.params.mode !== 'ajax') return sendHtml(ctx.res, await fallbackPage(ctx, 'trusted'));
    sendJson(ctx.res, [
      {
        command: 'insert',
        method: 'html',
        selector: '#failure-target',
        data: `<p>Trusted URL: processed without the verification header (${time()}).</p>`,
      },
    ]);
  }),
  // A literal null body: accepted without the header, and nothing happens.
  route('ANY', '/ajax-demo-null/:mode', async (ctx) => {
    if (ctx.params.mode !== 'ajax') return sendHtml(ctx.res, await fallbackPage(ctx, 'null'));
    sendJson(ctx.res, null);
  }),
  // Drupal's testPropertyUrl: a link to "constructor" answers plain JSON without the header.
  route('ANY', '/widgets/constructor', ({ res }) =>
    sendJson(res, [{ command: 'alert', text: 'This must never run: the response is unverified.' }]),
  ),
];

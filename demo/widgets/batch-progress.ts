/**
 * A Drupal batch operation (spec drupal-ajax §4): a start form, the progress page (no-JS markup
 * that refreshes itself, upgraded to a polling progress bar), the `op=do` JSON endpoint (family
 * `batch`), and the finished page. One batch can be told to fail part-way ("Exception in batch").
 */
import { html, raw, redirect, route, sendHtml, sendJson, type Ctx, type Raw } from '../lib/http.ts';
import { page, type PageOptions } from '../lib/layout.ts';
import { editorToolbar } from './admin-toolbar.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

interface Batch {
  id: number;
  total: number;
  done: number;
  failAt: number | null;
  failed: boolean;
  /** Where the finished page sends the editor. */
  back: string;
}

const STEPS = 12;
const STEP_MS = Number(process.env.DEMO_BATCH_STEP_MS ?? 120);
const batches = new Map<number, Batch>();
let nextId = 1;

/** Drupal's Percentage::format: "100" only when done, never rounded up to it before. */
export function percentage(done: number, total: number): string {
  if (done >= total) return '100';
  const value = (done / total) * 100;
  for (let decimals = 0; decimals < 5; decimals++) {
    const text = value.toFixed(decimals);
    if (Number(text) < 100) return String(Number(text));
  }
  return '99.99999';
}

function progressMarkup(batch: Batch, message: string): Raw {
  const pct = percentage(batch.done, batch.total);
  return html`<div class="progress" data-drupal-progress aria-live="polite">
    <div class="progress__label">Importing press releases</div>
    <div class="progress__track"><div class="progress__bar" style="width: ${pct}%"></div></div>
    <div class="progress__percentage">${pct}%</div>
    <div class="progress__description">${message}</div>
  </div>`;
}

function batchUri(batch: Batch): string {
  return `/batch?id=${batch.id}&op=do_nojs`;
}

function errorMessage(batch: Batch): string {
  return `An error has occurred.<br />Please continue to <a href="/batch?id=${batch.id}&amp;op=finished">the error page</a>`;
}

function progressPage(
  batch: Batch,
  options: Pick<PageOptions, 'toolbar'>,
  refreshTo: string | null,
): string {
  return page({
    title: 'Importing press releases',
    path: '/batch',
    bodyClass: 'path-batch user-logged-in',
    toolbar: options.toolbar,
    settings: {
      batch: {
        uri: batchUri(batch),
        initMessage: 'Initializing.<br />&nbsp;',
        errorMessage: errorMessage(batch),
      },
    },
    // Without JavaScript the page refreshes itself until the batch is done.
    head: refreshTo
      ? raw(`<noscript><meta http-equiv="Refresh" content="0; URL=${refreshTo}"></noscript>`)
      : undefined,
    body: html`<h1>Importing press releases</h1>
      <p id="wait">Please wait while the press releases are imported.</p>
      ${progressMarkup(batch, `Completed ${batch.done} of ${batch.total}.`)}`,
  });
}

/** Runs one step of the batch; throws the demo's "Exception in batch" at the failure point. */
async function step(batch: Batch): Promise<void> {
  await new Promise((r) => setTimeout(r, STEP_MS));
  if (batch.failAt !== null && batch.done >= batch.failAt) {
    batch.failed = true;
    throw new Error('Exception in batch: press release 9 has no date (demo failure).');
  }
  batch.done = Math.min(batch.total, batch.done + 1);
}

export function startForm(action: string): Raw {
  return html`<form method="post" action="${action}" class="batch-start-form">
    <p>Imports ${STEPS} demo press releases, one per step, showing Drupal's batch progress page.</p>
    <div class="form-item form-type-checkbox">
      <input type="checkbox" id="edit-fail" name="fail" value="1" />
      <label for="edit-fail">Fail part-way (an operation throws)</label>
    </div>
    <button type="submit" class="button button--primary">Start import</button>
  </form>`;
}

const toolbarFor = (ctx: Ctx) => editorToolbar(ctx, { currentPathIsAdmin: true });

/** The start form's POST: creates a batch and sends the editor to its progress page. */
export function batchStartRoute(startPath: string, guard: (ctx: Ctx) => boolean = () => true) {
  return route('POST', startPath, async (ctx) => {
    if (!guard(ctx)) return;
    const form = await ctx.form();
    const batch: Batch = {
      id: nextId++,
      total: STEPS,
      done: 0,
      failAt: form.get('fail') ? 7 : null,
      failed: false,
      back: startPath,
    };
    batches.set(batch.id, batch);
    redirect(ctx.res, `/batch?id=${batch.id}&op=start`);
  });
}

/** `/batch?id=N&op=start|do|do_nojs|finished`: whoever started a batch may watch it by its id. */
export const batchRoute = route(
  'ANY',
  '/batch',
  async (ctx) => {
    const batch = batches.get(Number(ctx.url.searchParams.get('id')));
    if (!batch) return sendHtml(ctx.res, '<h1>No active batch.</h1>', 404);
    // PHP reads the last of duplicate keys: `…&op=do_nojs&op=do` means do.
    const op = ctx.url.searchParams.getAll('op').at(-1);
    if (op === 'do') {
      try {
        await step(batch);
      } catch (error) {
        ctx.res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        ctx.res.end(String((error as Error).message));
        return;
      }
      return sendJson(ctx.res, {
        status: true,
        percentage: percentage(batch.done, batch.total),
        message: `Completed ${batch.done} of ${batch.total}.<br />Imported press release ${batch.done}.`,
        label: 'Importing press releases',
      });
    }
    if (op === 'do_nojs') {
      try {
        await step(batch);
      } catch {
        return redirect(ctx.res, `/batch?id=${batch.id}&op=finished`);
      }
      const next =
        batch.done >= batch.total
          ? `/batch?id=${batch.id}&op=finished`
          : `/batch?id=${batch.id}&op=do_nojs`;
      return sendHtml(ctx.res, progressPage(batch, { toolbar: toolbarFor(ctx) }, next));
    }
    if (op === 'finished') {
      batches.delete(batch.id);
      if (batch.failed)
        return sendHtml(
          ctx.res,
          page({
            title: 'Error',
            path: '/batch',
            bodyClass: 'path-batch user-logged-in',
            toolbar: toolbarFor(ctx),
            body: html`<h1>Error</h1>
              <div class="messages messages--error" role="alert">
                <h2 class="visually-hidden">Error message</h2>
                An error occurred while importing press releases: ${batch.done} of ${batch.total}
                were imported before an operation failed.
              </div>
              <p><a href="${batch.back}">Back to the import</a></p>`,
          }),
        );
      return redirect(ctx.res, `${batch.back}?imported=${batch.done}`);
    }
    // op=start (or none): the progress page.
    return sendHtml(
      ctx.res,
      progressPage(batch, { toolbar: toolbarFor(ctx) }, `/batch?id=${batch.id}&op=do_nojs`),
    );
  },
  'batch',
);

export function startPage(
  ctx: Ctx,
  options: Pick<PageOptions, 'toolbar' | 'path' | 'title'>,
): string {
  const imported = ctx.url.searchParams.get('imported');
  return page({
    title: options.title,
    path: options.path,
    bodyClass: 'path-admin user-logged-in',
    toolbar: options.toolbar,
    body: html`<h1>${options.title}</h1>
      ${
        imported
          ? html`<div class="messages messages--status" role="status">
              <h2 class="visually-hidden">Status message</h2>
              Imported ${imported} press releases.
            </div>`
          : ''
      }
      ${startForm(ctx.url.pathname)}`,
  });
}

export const demo: WidgetDemo = {
  slug: 'batch-progress',
  title: 'Batch progress',
  summary: "Drupal's batch page: a polling progress bar to completion or to an error",
  routes: [batchStartRoute('/widgets/batch-progress'), batchRoute],
  render: (ctx) => startPage(ctx, { path: '/widgets/batch-progress', title: 'Batch progress' }),
};

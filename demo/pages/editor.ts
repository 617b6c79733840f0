/**
 * Editor pages (`/admin/…`), behind the demo session: every one carries the admin toolbar. They
 * reuse the widget demos' markup builders: the media edit form, entity reference fields, the
 * select settings forms and the batch operation. Form submissions from the investor pages live
 * at /admin/submissions (the investor pages' route). The toolbar's other links land on plain
 * stand-in pages, so an editor following them never meets a 404.
 */
import { html, route, sendHtml, type Ctx, type Route } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { createSession, currentUser, requireEditor, users } from '../lib/session.ts';
import { editorToolbar, menuPaths } from '../widgets/admin-toolbar.ts';
import { notFoundPage } from './errors.ts';
import { EMPTY_MEDIA, mediaPage, readMediaForm } from '../widgets/media-file-helper.ts';
import { applyForm, demoFields, entityBrowserPage } from '../widgets/entity-browser.ts';
import { selectsPage, type Library } from '../widgets/enhanced-select.ts';
import { batchStartRoute, startPage } from '../widgets/batch-progress.ts';

const toolbar = (ctx: Ctx) => editorToolbar(ctx, { currentPathIsAdmin: true });

/** Drupal's local tasks block ("View / Edit / Delete") as the sidebar toggle shows it. */
const localTasks = (current: string) =>
  html`<div id="block-local-tasks" class="block block-core block-local-tasks-block">
    <nav class="tabs" role="navigation" aria-labelledby="primary-tabs-title">
      <h2 id="primary-tabs-title" class="visually-hidden">Primary tabs</h2>
      <ul class="tabs primary">
        ${[
          ['View', '/admin/content'],
          ['Edit', '/admin/media/7/edit'],
          ['Delete', '/admin/media/7/delete'],
        ].map(([label, href]) =>
          href === current
            ? html`<li class="is-active"><a href="${href}" aria-current="page">${label}</a></li>`
            : html`<li><a href="${href}">${label}</a></li>`,
        )}
      </ul>
    </nav>
  </div>`;

/** Runs `handler` for editors; everyone else gets the login redirect or a 403. */
const editor =
  (handler: (ctx: Ctx) => unknown) =>
  (ctx: Ctx): unknown =>
    requireEditor(ctx) ? handler(ctx) : undefined;

const EDITOR_PAGES: [string, string, string][] = [
  ['/admin/media/7/edit', 'Edit media', 'media file helper: file metadata fills the item fields'],
  ['/admin/content/related', 'Related content', 'entity browser fields in every selection mode'],
  ['/admin/config/selects', 'Select settings', 'enhanced selects, first configuration'],
  ['/admin/config/selects/alternative', 'Alternative select settings', 'second configuration'],
  ['/admin/config/system/batch', 'Batch operation', 'a progress bar to completion or to an error'],
  ['/admin/submissions', 'Form submissions', 'what visitors sent through the investor forms'],
];

function adminIndex(ctx: Ctx): string {
  return page({
    title: 'Administration',
    path: '/admin',
    bodyClass: 'path-admin user-logged-in',
    toolbar: toolbar(ctx),
    body: html`<h1>Administration</h1>
      <ul class="admin-list">
        ${EDITOR_PAGES.map(
          ([href, title, summary]) => html`<li><a href="${href}">${title}</a> — ${summary}</li>`,
        )}
      </ul>`,
  });
}

/** Drupal's admin pages the demo does not build: a title and a way back to those it does. */
function standInPage(ctx: Ctx): void {
  const path = ctx.url.pathname.replace(/\/+$/, '');
  const known = [...menuPaths(), 'admin/media/7/delete', 'admin/config/user-interface/shortcut'];
  if (!known.includes(path.slice(1))) {
    sendHtml(ctx.res, notFoundPage(path), 404);
    return;
  }
  const title = path
    .split('/')
    .pop()!
    .replace(/^\w/, (c) => c.toUpperCase());
  sendHtml(
    ctx.res,
    page({
      title,
      path,
      bodyClass: 'path-admin user-logged-in',
      toolbar: toolbar(ctx),
      body: html`<h1>${title}</h1>
        <p>
          In Drupal this is an administration page. The demo does not build it; its
          <a href="/admin">editor pages</a> show the widgets editors use.
        </p>`,
    }),
  );
}

function selectLibrary(ctx: Ctx, wanted: Library): Library {
  // The enhancement is for administrators only: the flags are sent to them alone.
  return currentUser(ctx)?.roles.includes('administrator') ? wanted : 'none';
}

export function editorRoutes(): Route[] {
  const media = (
    ctx: Ctx,
    values = {
      ...EMPTY_MEDIA,
      file: 'file:101',
      height: '1080',
      width: '1920',
      size: '52428800',
      format: 'video/mp4',
    },
    saved = false,
  ) =>
    mediaPage(ctx, values, saved, {
      path: '/admin/media/7/edit',
      title: 'Edit Multimedia Quarterly results webcast',
      toolbar: toolbar(ctx),
      localTasks: localTasks('/admin/media/7/edit'),
    });
  const selects = (library: Library, path: string, title: string) => [
    route(
      'GET',
      path,
      editor((ctx) =>
        sendHtml(
          ctx.res,
          selectsPage(ctx, selectLibrary(ctx, library), null, {
            path,
            title,
            toolbar: toolbar(ctx),
          }),
        ),
      ),
    ),
    route(
      'POST',
      path,
      editor(async (ctx) =>
        sendHtml(
          ctx.res,
          selectsPage(ctx, selectLibrary(ctx, library), await ctx.form(), {
            path,
            title,
            toolbar: toolbar(ctx),
          }),
        ),
      ),
    ),
  ];
  const related = (ctx: Ctx, fields = demoFields(), saved: string | null = null) =>
    entityBrowserPage(ctx, fields, saved, {
      path: '/admin/content/related',
      title: 'Related content',
      toolbar: toolbar(ctx),
    });
  const routes: Route[] = [
    route(
      'GET',
      '/admin',
      editor((ctx) => sendHtml(ctx.res, adminIndex(ctx))),
    ),
    route(
      'GET',
      '/admin/media/7/edit',
      editor((ctx) => sendHtml(ctx.res, media(ctx))),
    ),
    route(
      'POST',
      '/admin/media/7/edit',
      editor(async (ctx) => {
        const { values, saved } = readMediaForm(await ctx.form());
        sendHtml(ctx.res, media(ctx, values, saved));
      }),
    ),
    route(
      'GET',
      '/admin/content/related',
      editor((ctx) => sendHtml(ctx.res, related(ctx))),
    ),
    route(
      'POST',
      '/admin/content/related',
      editor(async (ctx) => {
        const fields = demoFields();
        const saved = applyForm(fields, await ctx.form());
        sendHtml(ctx.res, related(ctx, fields, saved));
      }),
    ),
    ...selects('select2', '/admin/config/selects', 'Select settings'),
    ...selects('chosen', '/admin/config/selects/alternative', 'Alternative select settings'),
    route(
      'GET',
      '/admin/config/system/batch',
      editor((ctx) =>
        sendHtml(
          ctx.res,
          startPage(ctx, {
            path: '/admin/config/system/batch',
            title: 'Batch operation',
            toolbar: toolbar(ctx),
          }),
        ),
      ),
    ),
    batchStartRoute('/admin/config/system/batch', (ctx) => !!requireEditor(ctx)),
    // Last: the pages above answer their own paths first.
    route('GET', '/admin/*', editor(standInPage)),
  ];
  // Browser tests log in without the login panel (DEMO_TEST_LOGIN=1 only, never in the demo).
  if (process.env.DEMO_TEST_LOGIN === '1')
    routes.push(
      route('POST', '/demo/test-login', async (ctx) => {
        const email = (await ctx.form()).get('email');
        const user = users.find((u) => u.email === email);
        if (!user) return sendHtml(ctx.res, 'No such demo user.', 404);
        createSession(ctx.res, user);
        ctx.res.writeHead(204);
        ctx.res.end();
      }),
    );
  return routes;
}

/**
 * The admin toolbar as Drupal renders it (spec drupal-ajax §5.1), its subtrees endpoint, its
 * stylesheet, and `/widgets/admin-toolbar`. Editor pages get the toolbar through
 * `editorToolbar(ctx)` (an opt-in of `page()`).
 */
import { createHash } from 'node:crypto';
import { html, raw, route, sendCommands, type Ctx, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { currentUser } from '../lib/session.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';
import { ANTI_FLICKER_SCRIPT } from '../../widgets/admin-toolbar/logic-storage.ts';

interface MenuLink {
  /** Menu link id as Drupal derives it from the route: `toolbar-link-<id>`. */
  id: string;
  title: string;
  path: string;
  children?: MenuLink[];
}

/** Drupal's standard administration menu, pointing at the demo's editor pages where they exist. */
export const ADMIN_MENU: MenuLink[] = [
  {
    id: 'system-admin_content',
    title: 'Content',
    path: 'admin/content',
    children: [
      { id: 'entity-media-edit_form', title: 'Edit media', path: 'admin/media/7/edit' },
      { id: 'entity-node-related', title: 'Related content', path: 'admin/content/related' },
      { id: 'view-submissions', title: 'Form submissions', path: 'admin/submissions' },
    ],
  },
  {
    id: 'system-admin_structure',
    title: 'Structure',
    path: 'admin/structure',
    children: [
      { id: 'block-admin_display', title: 'Block layout', path: 'admin/structure/block' },
      { id: 'entity-node_type-collection', title: 'Content types', path: 'admin/structure/types' },
      { id: 'entity-menu-collection', title: 'Menus', path: 'admin/structure/menu' },
    ],
  },
  { id: 'system-themes_page', title: 'Appearance', path: 'admin/appearance' },
  {
    id: 'system-modules_list',
    title: 'Extend',
    path: 'admin/modules',
    children: [
      { id: 'system-modules_uninstall', title: 'Uninstall', path: 'admin/modules/uninstall' },
    ],
  },
  {
    id: 'system-admin_config',
    title: 'Configuration',
    path: 'admin/config',
    children: [
      {
        id: 'user-admin_index',
        title: 'People',
        path: 'admin/config/people',
        children: [
          {
            id: 'entity-user-admin_form',
            title: 'Account settings',
            path: 'admin/config/people/accounts',
          },
        ],
      },
      {
        id: 'system-admin_config_system',
        title: 'System',
        path: 'admin/config/system',
        children: [
          {
            id: 'system-site_information_settings',
            title: 'Basic site settings',
            path: 'admin/config/system/site-information',
          },
          { id: 'system-batch_demo', title: 'Batch operation', path: 'admin/config/system/batch' },
        ],
      },
      {
        id: 'system-admin_config_ui',
        title: 'User interface',
        path: 'admin/config/user-interface',
        children: [
          { id: 'trellis-selects', title: 'Select settings', path: 'admin/config/selects' },
          {
            id: 'trellis-selects_alternative',
            title: 'Alternative select settings',
            path: 'admin/config/selects/alternative',
          },
        ],
      },
    ],
  },
  {
    id: 'entity-user-collection',
    title: 'People',
    path: 'admin/people',
    children: [
      { id: 'user-admin_permissions', title: 'Permissions', path: 'admin/people/permissions' },
      { id: 'entity-user_role-collection', title: 'Roles', path: 'admin/people/roles' },
    ],
  },
  {
    id: 'system-admin_reports',
    title: 'Reports',
    path: 'admin/reports',
    children: [{ id: 'system-status', title: 'Status report', path: 'admin/reports/status' }],
  },
];

/** Every path the menu links to (the editor pages answer each one). */
export function menuPaths(links: MenuLink[] = ADMIN_MENU): string[] {
  return links.flatMap((l) => [l.path, ...menuPaths(l.children ?? [])]);
}

function link(l: MenuLink): Raw {
  return html`<a
    href="/${l.path}"
    id="toolbar-link-${l.id}"
    class="toolbar-icon toolbar-icon-${l.id.replace(/_/g, '-')}"
    data-drupal-link-system-path="${l.path}"
    >${l.title}</a
  >`;
}

function subtree(links: MenuLink[]): Raw {
  return html`<ul class="toolbar-menu">
    ${links.map(
      (l) =>
        html`<li class="menu-item${l.children?.length ? ' menu-item--expanded' : ''}">
          ${link(l)}${l.children?.length ? subtree(l.children) : ''}
        </li>`,
    )}
  </ul>`;
}

/** The subtrees hash: varies with the menu (here: a version a test can bump with `?menu=`). */
export function subtreesHash(version: string): string {
  return createHash('sha256').update(`trellis-admin-menu:${version}`).digest('base64url');
}

/** What `toolbar/subtrees/{hash}` answers: link id → rendered child menu, '' without children. */
export function subtreesFor(version: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of ADMIN_MENU)
    out[l.id] = l.children?.length
      ? subtree(l.children).html.replace(/\s+/g, ' ').replace(/> </g, '><')
      : '';
  if (version !== '1')
    out['system-admin_reports'] = out['system-admin_reports']!.replace(
      'Status report',
      'Status report (v' + version.replace(/\W/g, '') + ')',
    );
  out.front = '';
  return out;
}

const VERSIONS = new Map<string, string>();
function versionOf(hash: string): string | undefined {
  return VERSIONS.get(hash);
}
function hashOf(version: string): string {
  const hash = subtreesHash(version);
  VERSIONS.set(hash, version);
  return hash;
}

export interface ToolbarOptions {
  userName: string;
  /** Menu version: changes the subtrees hash (`broken` makes the subtrees request fail). */
  menu?: string;
  currentPathIsAdmin?: boolean;
}

export function toolbarMarkup(options: ToolbarOptions): Raw {
  // The theme's page_top region is a labelled region, so the toolbar's named group sits in a
  // landmark (axe's region rule); the toolbar markup inside is Drupal's own.
  return html`${themeCssLinks('admin-toolbar')}
    <script>
      ${raw(ANTI_FLICKER_SCRIPT)};
    </script>
    <div class="region region-page-top" role="region" aria-label="Administration">
      <div
        id="toolbar-administration"
        class="toolbar"
        role="group"
        aria-label="Site administration toolbar"
      >
        <nav
          id="toolbar-bar"
          class="toolbar-bar clearfix"
          role="navigation"
          aria-label="Toolbar items"
        >
          <div class="home-toolbar-tab toolbar-tab">
            <a
              href="/"
              title="Return to site content"
              class="toolbar-icon toolbar-icon-escape-admin toolbar-item"
              data-toolbar-escape-admin
              >Back to site</a
            >
          </div>
          <div class="toolbar-tab">
            <a
              href="/admin"
              title="Admin menu"
              id="toolbar-item-administration"
              class="toolbar-icon toolbar-icon-menu trigger toolbar-item"
              role="button"
              aria-pressed="false"
              data-toolbar-tray="toolbar-item-administration-tray"
              data-drupal-subtrees=""
              >Manage</a
            >
            <div
              id="toolbar-item-administration-tray"
              class="toolbar-tray"
              data-toolbar-tray="toolbar-item-administration-tray"
            >
              <nav
                class="toolbar-lining clearfix"
                role="navigation"
                aria-label="Administration menu"
              >
                <h3 class="toolbar-tray-name visually-hidden">Administration menu</h3>
                <div class="toolbar-menu-administration">
                  <ul class="toolbar-menu">
                    ${ADMIN_MENU.map(
                      (l) =>
                        html`<li
                          class="menu-item${l.children?.length ? ' menu-item--expanded' : ''}"
                        >
                          ${link(l)}
                        </li>`,
                    )}
                  </ul>
                </div>
              </nav>
            </div>
          </div>
          <div class="toolbar-tab">
            <a
              href="/admin/config/user-interface/shortcut"
              id="toolbar-item-shortcuts"
              class="toolbar-icon toolbar-icon-shortcut trigger toolbar-item"
              role="button"
              aria-pressed="false"
              data-toolbar-tray="toolbar-item-shortcuts-tray"
              >Shortcuts</a
            >
            <div
              id="toolbar-item-shortcuts-tray"
              class="toolbar-tray"
              data-toolbar-tray="toolbar-item-shortcuts-tray"
            >
              <nav class="toolbar-lining clearfix" role="navigation" aria-label="Shortcuts">
                <h3 class="toolbar-tray-name visually-hidden">Shortcuts</h3>
                <ul class="toolbar-menu">
                  <li><a href="/admin/content">All content</a></li>
                  <li><a href="/admin/media/7/edit">Edit the demo video</a></li>
                </ul>
              </nav>
            </div>
          </div>
          <div class="toolbar-tab">
            <a
              href="/user"
              title="My account"
              id="toolbar-item-user"
              class="toolbar-icon toolbar-icon-user trigger toolbar-item"
              role="button"
              aria-pressed="false"
              data-toolbar-tray="toolbar-item-user-tray"
              >${options.userName}</a
            >
            <div
              id="toolbar-item-user-tray"
              class="toolbar-tray"
              data-toolbar-tray="toolbar-item-user-tray"
            >
              <nav
                class="toolbar-lining clearfix"
                role="navigation"
                aria-label="User account actions"
              >
                <h3 class="toolbar-tray-name visually-hidden">User account actions</h3>
                <ul class="toolbar-menu">
                  <li><a href="/user">View profile</a></li>
                  <li><a href="/user/logout">Log out</a></li>
                </ul>
              </nav>
            </div>
          </div>
        </nav>
      </div>
    </div>`;
}

export function toolbarSettings(options: ToolbarOptions): Record<string, unknown> {
  return {
    path: { currentPathIsAdmin: !!options.currentPathIsAdmin },
    toolbar: {
      breakpoints: {
        'toolbar.narrow': 'only screen and (min-width: 16.5em)',
        'toolbar.standard': 'only screen and (min-width: 38.125em)',
        'toolbar.wide': 'only screen and (min-width: 61em)',
      },
      subtreesHash: hashOf(options.menu ?? '1'),
    },
  };
}

/** The `page()` opt-in: the toolbar for a logged-in editor, nothing for anyone else. */
export function editorToolbar(
  ctx: Ctx,
  options: { currentPathIsAdmin?: boolean } = {},
): { markup: Raw; settings: Record<string, unknown>; bodyClass: string } | undefined {
  const user = currentUser(ctx);
  if (!user?.roles.includes('editor')) return undefined;
  const toolbarOptions: ToolbarOptions = {
    userName: user.name,
    menu: ctx.url.searchParams.get('menu') ?? '1',
    currentPathIsAdmin: options.currentPathIsAdmin,
  };
  return {
    markup: toolbarMarkup(toolbarOptions),
    settings: toolbarSettings(toolbarOptions),
    bodyClass: 'user-logged-in toolbar-loading',
  };
}

export const toolbarRoutes = [
  themeCssRoute('admin-toolbar'),
  // Drupal's route answers GET and the adapter's default POST alike.
  route(
    'ANY',
    '/toolbar/subtrees/:hash',
    ({ res, params }) => {
      const version =
        versionOf(params.hash ?? '') ?? (params.hash === subtreesHash('1') ? '1' : undefined);
      if (!version) {
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Access denied: the subtrees hash is not current.');
        return;
      }
      if (version === 'broken') {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The subtrees could not be rendered (demo failure).');
        return;
      }
      // Drupal marks it privately cacheable for a year; the hash changes when the menu does.
      res.setHeader('cache-control', 'private, max-age=31536000');
      sendCommands(res, [{ command: 'setToolbarSubtrees', subtrees: subtreesFor(version) }]);
    },
    'toolbar',
  ),
];

/** The demo's stand-in for a module asking for an orientation, and a log of the refusals (QA). */
const askScript = raw(`<script type="module">
const root = document.getElementById('toolbar-administration');
const log = document.getElementById('toolbar-events');
root?.addEventListener('admin-toolbar:invalid', (event) => {
  const item = document.createElement('li');
  item.textContent = event.detail.message;
  log.append(item);
});
document.getElementById('demo-ask-horizontal').addEventListener('click', () =>
  root?.dispatchEvent(
    new CustomEvent('admin-toolbar:set-orientation', { detail: { orientation: 'horizontal' } }),
  ),
);
</script>`);

export const demo: WidgetDemo = {
  slug: 'admin-toolbar',
  title: 'Admin toolbar',
  summary: 'tabs and trays, orientation by breakpoint and lock, subtrees, Show/Hide toggles',
  routes: toolbarRoutes,
  render: (ctx) => {
    // ?front=1 plays a site (non-admin) page; ?trail=admin/… plays a deep admin page.
    const options: ToolbarOptions = {
      userName: 'Erin Editor',
      menu: ctx.url.searchParams.get('menu') ?? '1',
      currentPathIsAdmin: !ctx.url.searchParams.has('front'),
    };
    const trail = ctx.url.searchParams.get('trail');
    return page({
      title: 'Admin toolbar',
      path: '/widgets/admin-toolbar',
      bodyClass: 'path-widgets',
      settings: {
        ...toolbarSettings(options),
        path: {
          currentPathIsAdmin: options.currentPathIsAdmin,
          ...(trail ? { currentPath: trail.replace(/[^\w/-]/g, '') } : {}),
        },
      },
      toolbar: { markup: toolbarMarkup(options), bodyClass: 'user-logged-in toolbar-loading' },
      body: html`<div id="block-local-tasks" class="block block-core block-local-tasks-block">
          <nav class="tabs" role="navigation" aria-labelledby="primary-tabs-title">
            <h2 id="primary-tabs-title" class="visually-hidden">Primary tabs</h2>
            <ul class="tabs primary">
              <li class="is-active">
                <a href="/widgets/admin-toolbar" aria-current="page">View</a>
              </li>
              <li><a href="/admin/media/7/edit">Edit</a></li>
              <li><a href="/admin/content">Revisions</a></li>
            </ul>
          </nav>
        </div>
        <h1>Admin toolbar</h1>
        <p>
          Drupal's toolbar markup, enhanced. Narrow screens get a vertical tray, standard widths a
          fixed bar, wide screens a horizontal tray unless the editor locked it vertical with the
          orientation toggle. The Manage tray loads its submenus from
          <code>toolbar/subtrees/{hash}</code> once per hash.
        </p>
        <p>
          Add <code>?menu=2</code> to change the hash, or <code>?menu=broken</code> to make it fail.
        </p>
        <p>
          A module's script may ask for an orientation; while the editor has locked the tray
          vertical (the orientation toggle on a wide screen), a horizontal request is refused:
          <button type="button" id="demo-ask-horizontal">Ask for a horizontal tray</button>
        </p>
        <h2 id="toolbar-events-title">Refusals</h2>
        <ol id="toolbar-events" aria-labelledby="toolbar-events-title"></ol>
        <form class="demo-focus-walk" action="/widgets/admin-toolbar" method="get">
          ${Array.from(
            { length: 12 },
            (_, i) =>
              html`<div class="form-item">
                <label for="walk-${i}">Field ${i + 1}</label>
                <input type="text" id="walk-${i}" name="f${i}" />
              </div>`,
          )}
        </form>`,
      tail: askScript,
    });
  },
};

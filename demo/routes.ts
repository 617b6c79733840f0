/** All routes of the harness: core pages, widget demo pages and the endpoint families. */
import { route, sendHtml, sendJson, redirect, type Route } from './lib/http.ts';
import { widgetDemos } from './widget-demos.ts';
import { widgetIndexPage, faultsPage } from './pages/index.ts';
import { families, setFault, FAULTS, resetFaults, type Fault } from './lib/faults.ts';
import { ajaxRoutes } from './api/ajax.ts';
import { siteRoutes } from './site-routes.ts';
import {
  HOST_COOKIE,
  HOST_MODES,
  hostMode,
  hostPage,
  inlineFileText,
  type HostMode,
} from './lib/drupal-host.ts';

export function allRoutes(): Route[] {
  const routes: Route[] = [
    route('GET', '/widgets', ({ res }) => redirect(res, '/widgets/', 301)),
    route('GET', '/widgets/', ({ res }) => sendHtml(res, widgetIndexPage(widgetDemos))),
    route('GET', '/demo/faults', ({ res, url }) =>
      sendHtml(res, faultsPage(url.searchParams.get('done'))),
    ),
    route('POST', '/demo/faults', async (ctx) => {
      const form = await ctx.form();
      const reset = !!form.get('reset');
      if (reset) resetFaults();
      for (const [family, fault] of form) {
        if (families.has(family) && (FAULTS as string[]).includes(fault))
          setFault(family, fault as Fault);
      }
      // The banner's reset returns to the page it was on (a local path only).
      const back = form.get('back') ?? '';
      if (reset && /^\/(?!\/)/.test(back)) return redirect(ctx.res, back);
      redirect(ctx.res, `/demo/faults?done=${reset ? 'reset' : 'saved'}`);
    }),
    // `?mode=drupal`: the pages as a Drupal site serves them (demo/lib/drupal-host.ts).
    route('GET', '/demo/host', ({ res, url, cookies }) => {
      const mode = url.searchParams.get('mode') as HostMode | null;
      if (!mode) return sendHtml(res, hostPage(hostMode(cookies)));
      const valid = HOST_MODES.includes(mode) ? mode : 'demo';
      const to = url.searchParams.get('to');
      redirect(res, to?.startsWith('/') && !to.startsWith('//') ? to : '/demo/host', 303, {
        'set-cookie': `${HOST_COOKIE}=${valid}; Path=/; SameSite=Lax`,
      });
    }),
    route('GET', '/demo/inline/:file', ({ res, url }) => {
      const text = inlineFileText(url.pathname);
      if (text === undefined) return sendHtml(res, '<h1>Not found</h1>', 404);
      res.writeHead(200, {
        'content-type': `${url.pathname.endsWith('.css') ? 'text/css' : 'text/javascript'}; charset=utf-8`,
      });
      res.end(text);
    }),
    ...ajaxRoutes,
    ...siteRoutes(),
  ];
  for (const demo of widgetDemos) {
    routes.push(
      route('GET', `/widgets/${demo.slug}`, async (ctx) =>
        sendHtml(ctx.res, await demo.render(ctx)),
      ),
    );
    routes.push(...(demo.routes ?? []));
  }
  routes.push(route('GET', '/demo/sitemap.json', ({ res }) => sendJson(res, sitemap(routes))));
  return routes;
}

/**
 * Every GET path without parameters: the e2e suite visits each one that answers HTML. A route
 * for any method is an endpoint a page calls, not a page.
 */
export function sitemap(routes: Route[] = allRoutes()): string[] {
  return routes
    .filter((r) => r.method === 'GET' && !/[:*]/.test(r.path) && !r.path.endsWith('.json'))
    .map((r) => r.path);
}

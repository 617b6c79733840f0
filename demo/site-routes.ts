/** The site pages (`/`, `/investors/…`, editor pages). Later issues add theirs here. */
import { route, sendHtml, type Route } from './lib/http.ts';
import { homePage } from './pages/home.ts';
import { corporateRoutes } from './pages/corporate.ts';
import { investorRoutes } from './pages/investors/routes.ts';
import { editorRoutes } from './pages/editor.ts';

export function siteRoutes(): Route[] {
  return [
    route('GET', '/', (ctx) => sendHtml(ctx.res, homePage(ctx))),
    ...corporateRoutes(),
    ...investorRoutes(),
    ...editorRoutes(),
  ];
}

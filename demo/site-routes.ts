/** The site pages (`/`, `/investors/…`, editor pages). Later issues add theirs here. */
import { route, sendHtml, type Route } from './lib/http.ts';
import { homePage } from './pages/home.ts';
import { investorRoutes } from './pages/investors/routes.ts';

export function siteRoutes(): Route[] {
  return [route('GET', '/', ({ res }) => sendHtml(res, homePage())), ...investorRoutes()];
}

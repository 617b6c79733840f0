/** Endpoints of the AJAX playground (filled in with the adapter). */
import type { Route } from '../lib/http.ts';

export const ajaxRoutes: Route[] = [];

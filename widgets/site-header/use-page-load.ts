/** The analytics page-load event (spec §7), pushed once a page by the first header. */
import { useLayoutEffect } from 'react';
import type { WidgetContext } from '../../src/runtime/widget';

/** The analytics page-load event (spec §7): empty page name, URL and site domain. */
const PAGE_LOAD_EVENT = { event: 'pageLoad', pageName: '', pageUrl: '', siteDomain: '' };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let pageLoadPushed = false;

/** The analytics page-load event (spec §7), once a page. */
function pushPageLoad(ctx: WidgetContext<unknown>): void {
  if (pageLoadPushed) return;
  pageLoadPushed = true;
  const layer = (window.dataLayer ??= []);
  if (Array.isArray(layer)) layer.push({ ...PAGE_LOAD_EVENT });
  else ctx.warn('window.dataLayer is not an array; the page-load event was not pushed.');
}

export function usePageLoadEvent(ctx: WidgetContext<unknown>): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => pushPageLoad(ctx), []);
}

/**
 * The stock quote's behaviour on its server nodes: the background refresh through the AJAX
 * adapter's request core, and the exchange selector (exchanges.ts) where the user toggle is on.
 */
import { useEffect, useLayoutEffect } from 'react';
import { send } from '../../src/ajax/send';
import { emit, requestTimeout, siteUrl, type WidgetContext } from '../../src/runtime';
import type { Props } from './define';
import { quotePath, refreshMs } from './logic';
import type { StockQuoteModel } from './parse';

/** The exchange selector's code (exchanges.ts, fetched where the user toggle is on). */
interface Exchanges {
  bindExchanges(model: StockQuoteModel, ctx: WidgetContext<Props>): () => void;
}

/** Blocks already requested on this page (their replacements must not ask again). */
const requested = new Set<string>();
/** Blocks whose last refresh failed and was reported (the next failures say nothing). */
const warned = new Set<string>();

/**
 * A page-builder editing tab is active or loading: Panels IPE's own model when Drupal's JS is
 * there, else its tab markup, else Layout Builder's UI on the page.
 */
export function isEditing(): boolean {
  const tab = (
    window as unknown as {
      Drupal?: { panels_ipe?: { app?: { get(k: string): { get(k: string): unknown } } } };
    }
  ).Drupal?.panels_ipe?.app?.get('editTab');
  if (tab) return !!(tab.get('active') || tab.get('loading'));
  // Two queries, each ending in a class: Chromium answers those without checking every element.
  return !!(
    document.querySelector('.ipe-tab[data-tab-id="edit"]:is(.active,.loading)') ||
    document.querySelector('.layout-builder')
  );
}

/**
 * Says how to find `el` again in a fresh copy of `block`: its id, else its name, else its place
 * among the block's elements (the platform numbers ids per response: quote-exchange-1, -2 …).
 */
function focusKey(block: Element, el: Element): (fresh: Element) => Element | null {
  const name = el.getAttribute('name');
  const index = [...block.querySelectorAll('*')].indexOf(el);
  return (fresh) => {
    const found =
      (el.id && fresh.querySelector(`#${CSS.escape(el.id)}`)) ||
      (name && fresh.querySelector(`[name="${CSS.escape(name)}"]`)) ||
      fresh.querySelectorAll('*')[index];
    return found && found.localName === el.localName ? found : null;
  };
}

function refresh(model: StockQuoteModel, ctx: WidgetContext<Props>, failed: () => void): void {
  const id = model.id!;
  const editing = isEditing();
  const url = siteUrl(quotePath(id, model.storageId, editing));
  requested.add(id);
  // The answer replaces the block: a keyboard visitor on its exchange select would be dropped
  // to the top of the page. What had focus when the old block went gets it back in the new one.
  let refocus: ((fresh: Element) => Element | null) | undefined;
  const whenReplaced = () => {
    const active = document.activeElement;
    if (active && active !== model.host && model.host.contains(active))
      refocus = focusKey(model.host, active);
  };
  ctx.signal.addEventListener('abort', whenReplaced, { once: true });
  // The request core alone: a background GET has no element, form or progress to handle.
  send({ url, httpMethod: 'GET', wrapper: id, timeoutMs: requestTimeout(15_000) })
    .then(
      () => (warned.delete(id), true),
      (error: unknown) => {
        // Quietly, and once until a refresh works again: a refresh failing on every tick adds
        // nothing the first warning and the note beside the quote did not say.
        if (!warned.has(id))
          ctx.warn(`the quote for #${id} could not be refreshed; the server's quote stays.`, error);
        warned.add(id);
        if (!ctx.signal.aborted && model.host.isConnected) failed();
        return false;
      },
    )
    .then((ok) => {
      // A status message list in loaded state is marked after each background request.
      for (const list of document.querySelectorAll('[data-drupal-messages]'))
        list.classList.add('stock-quote-loaded');
      document.body.classList.add('nmdbsq');
      // One listener per request, not one more for every refresh of a long visit.
      ctx.signal.removeEventListener('abort', whenReplaced);
      const fresh = document.getElementById(id);
      const target = fresh && refocus?.(fresh);
      if (target instanceof HTMLElement) {
        const active = document.activeElement;
        // Only if focus is still nowhere: the visitor may have moved on meanwhile.
        if (!active || active === document.body) target.focus({ preventScroll: true });
      }
      // From the fresh block when the answer replaced this one (a detached node reaches no one).
      emit(fresh ?? model.host, 'stock-quote:loaded', { blockId: id, ok });
      if (!ctx.signal.aborted) schedule(model, ctx, failed);
    });
}

/** The next background refresh: only with an interval, while visible and not editing. */
function schedule(model: StockQuoteModel, ctx: WidgetContext<Props>, failed: () => void): void {
  const ms = refreshMs(ctx.props.refresh);
  if (!ms) return;
  ctx.timeout(function tick() {
    if (isEditing()) return schedule(model, ctx, failed);
    if (document.visibilityState !== 'visible')
      return ctx.listen(document, 'visibilitychange', tick, { once: true });
    // Replacing the block under a visitor who is in it would close an open select under the
    // pointer: the refresh waits until focus leaves the block.
    if (!model.host.contains(document.activeElement)) return refresh(model, ctx, failed);
    const leave = new AbortController();
    ctx.signal.addEventListener('abort', () => leave.abort(), { once: true });
    model.host.addEventListener(
      'focusout',
      (event) => {
        if (model.host.contains(event.relatedTarget as Node | null)) return;
        leave.abort();
        tick();
      },
      { signal: leave.signal },
    );
  }, ms);
}

/** The exchange selector's code, once here: a refreshed block binds it before its paint. */
let exchanges: Exchanges | undefined;
/**
 * Each block's exchange code while it comes: the block's first refresh waits for it, so that a
 * choice made before the code came is read from the block before the answer replaces it.
 */
const binding = new WeakMap<StockQuoteModel, Promise<void>>();

/**
 * The exchange the visitor chose shows, and follows every change. Its code comes only where the
 * user toggle is on (without it nothing is bound); until it is here the theme shows the first
 * quote, and a choice made meanwhile is taken up when it lands.
 */
export function useExchanges(model: StockQuoteModel, ctx: WidgetContext<Props>): void {
  useLayoutEffect(() => {
    if (!model.id || !document.querySelector('.user-toggle-on')) return;
    let undo: (() => void) | undefined;
    const bind = (code: Exchanges) => {
      exchanges = code;
      if (!ctx.signal.aborted) undo = code.bindExchanges(model, ctx);
    };
    if (exchanges) bind(exchanges);
    else
      binding.set(
        model,
        import('./exchanges').then(bind, (error: unknown) =>
          ctx.warn('the exchange selector could not load; the first quote stays.', error),
        ),
      );
    return () => undo?.();
  }, [model, ctx]);
}

/**
 * Asks for the live quote once per block on the page (a replacement schedules its next refresh
 * instead); `failed` hears of a request that did not bring it.
 */
export function useRefresh(
  model: StockQuoteModel,
  ctx: WidgetContext<Props>,
  failed: () => void,
): void {
  useEffect(() => {
    // React may run a first effect as the root unmounts, after the block left: nothing to ask.
    if (!model.id || ctx.signal.aborted) return;
    const ask = () => {
      if (ctx.signal.aborted) return;
      if (requested.has(model.id!)) schedule(model, ctx, failed);
      else refresh(model, ctx, failed);
    };
    const waiting = binding.get(model);
    if (waiting) void waiting.then(ask);
    else ask();
  }, [model, ctx, failed]);
}

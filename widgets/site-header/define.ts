/**
 * `<site-header>`: mega menu (disclosure navigation), language / search / login panels (modal
 * dialogs, one open at a time), and the page-load data layer event.
 */
import { attr, type WidgetContext, type WidgetDefinition } from '../../src/runtime/define';
import { enhanceHeader, type Props } from './header';
import { parse, VALIDATED_FORMS, type Model, type PanelOrMenu } from './parse';
import css from './style.css?inline';

declare module '../../src/runtime/events' {
  interface TrellisEventMap {
    'site-header:panel-open': { panel: PanelOrMenu };
    'site-header:panel-close': { panel: PanelOrMenu };
    /** Cancelable: a host page may handle the search itself. */
    'site-header:search': { term: string; url: string };
    /** Cancelable: the FBGA form is about to submit. */
    'site-header:fbga': { code: string };
    /** `success` is cancelable (the page then stays); `failure` = Success false; `error` = no usable answer. */
    'site-header:login': { outcome: 'success' | 'failure' | 'error' };
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The analytics page-load event (spec §7): empty page name, URL and site domain. */
export const PAGE_LOAD_EVENT = { event: 'pageLoad', pageName: '', pageUrl: '', siteDomain: '' };

let pageLoadPushed = false;
let ids = 0;

function pushPageLoad(ctx: WidgetContext<Props>): void {
  if (pageLoadPushed) return;
  pageLoadPushed = true;
  const layer = (window.dataLayer ??= []);
  if (Array.isArray(layer)) layer.push({ ...PAGE_LOAD_EVENT });
  else ctx.warn('window.dataLayer is not an array; the page-load event was not pushed.');
}

function setup(model: Model, ctx: WidgetContext<Props>): void {
  const undo: (() => void)[] = [];
  ctx.signal.addEventListener('abort', () => undo.reverse().forEach((fn) => fn()), { once: true });

  /** Sets (or with `keep`, only remembers) an attribute; teardown puts the server's value back. */
  const set = (el: Element | null | undefined, name: string, value: string | null | false) => {
    if (!el) return;
    const old = el.getAttribute(name);
    if (value !== false) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    undo.push(() => (old === null ? el.removeAttribute(name) : el.setAttribute(name, old)));
  };
  const slot = (place: (slot: HTMLElement) => void) => {
    const el = document.createElement('trellis-slot');
    el.style.display = 'contents';
    place(el);
    undo.push(() => el.remove());
    return el;
  };
  const id = (el: HTMLElement) => el.id || set(el, 'id', `site-header-${++ids}`);

  for (const control of [...model.toggles, ...model.closers, ...model.categories]) {
    control.slot = slot((s) => control.link.after(s));
    set(control.link, 'hidden', '');
  }
  for (const [name, panel] of Object.entries(model.panels)) {
    id(panel);
    set(panel, 'hidden', false);
    set(panel, 'class', false);
    if (name !== 'main') {
      set(panel, 'role', 'dialog');
      set(panel, 'aria-modal', 'true');
    }
  }
  for (const category of model.categories) {
    set(category.section, 'hidden', false);
    category.backSlot = slot((s) => category.section.prepend(s));
  }
  for (const flyout of model.flyouts) {
    id(flyout.list);
    set(flyout.list, 'hidden', false);
    flyout.slot = slot((s) => flyout.link.after(s));
  }
  set(model.level1, 'hidden', false);
  set(model.nav, 'data-layout', false);

  // The FBGA form shows only once "fbga" is typed into the search box (SearchForm.tsx).
  set(ctx.host.querySelector('form[data-fbga-form]'), 'hidden', '');
  // Our messages replace the browser's bubbles while enhanced. Set here, not in the forms chunk:
  // a submit while that chunk loads must reach the header's hold, and the browser's validation
  // would stop it first (an invalid form fires no submit event).
  for (const form of ctx.host.querySelectorAll(VALIDATED_FORMS)) set(form, 'novalidate', '');

  // Drupal's active-link behaviour, the accessible way: the link to this page, once.
  const here = location.pathname.replace(/\/+$/, '') || '/';
  for (const link of model.nav?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []) {
    if (link.getAttribute('href')!.startsWith('#') || link.origin !== location.origin) continue;
    if ((link.pathname.replace(/\/+$/, '') || '/') !== here) continue;
    set(link, 'aria-current', 'page');
    set(link, 'class', false);
    link.classList.add('is-active');
    break;
  }

  pushPageLoad(ctx);
  // The controls, after the markup is ready for them; their teardown follows setup's undo.
  enhanceHeader(model, ctx);
}

export const definition: WidgetDefinition<Model, Props> = {
  tag: 'site-header',
  props: { platform: attr.string('data-platform') },
  parse,
  setup,
  styles: css,
};

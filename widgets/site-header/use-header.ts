/**
 * The header's behaviour: its state (logic.ts's reducer), the work a change does on the server
 * nodes, the focus moves, events and group calls, in the order they have always followed: what
 * the closed menu or panel undoes, then the server nodes' visibility, then what the opened one
 * does, then focus. Apart from the forms (hooks.ts), which load on intent.
 */
import { useLayoutEffect, useReducer, useState } from 'react';
import { focusElement, isRendered } from '../../src/runtime/focus-element';
import type { FocusTrap } from '../../src/runtime/focus';
import { joinGroup, type GroupMember } from '../../src/runtime/group';
import { mediaQuery, watchMedia } from '../../src/runtime/media';
import { holdPresses, type PressHold } from '../../src/runtime/presses';
import { afterPaint } from '../../src/runtime/timing';
import type { WidgetContext } from '../../src/runtime/widget';
import { heldPresses } from './define';
import type { HeaderForms } from './HeaderForms';
import {
  ALL_PANELS,
  PANELS,
  VALIDATED_FORMS,
  type Category,
  type Flyout,
  type Model,
  type PanelName,
  type PanelOrMenu,
  type Toggle,
} from './parse';

/** The analytics page-load event (spec §7): empty page name, URL and site domain. */
const PAGE_LOAD_EVENT = { event: 'pageLoad', pageName: '', pageUrl: '', siteDomain: '' };

/**
 * What the header shows: the wide layout or the narrow one, the main menu, its open section
 * and flyout, and the open panel. Sections and flyouts are whatever the caller keys them by.
 */
export interface HeaderState<S = unknown, F = unknown> {
  wide: boolean;
  menu: boolean;
  section: S | null;
  flyout: F | null;
  panel: string | null;
}

/** A change to the header; a key left out keeps its value. `shut` closes that panel only. */
export type HeaderChange<S, F> = Partial<HeaderState<S, F>> & { shut?: string };

/**
 * The header's rules over a change: a closed menu closes its section and flyout, a new section
 * closes the flyout, the wide layout shows a panel or the menu (the later of the two), and the
 * state stays the same object when nothing changes. Pure, but here rather than in logic.ts: the
 * forms' rules there would come with it into the chunk every page loads.
 */
export function reduceHeader<S, F>(
  s: HeaderState<S, F>,
  { shut, ...change }: HeaderChange<S, F>,
): HeaderState<S, F> {
  const next = { ...s, ...change };
  if (shut && shut === s.panel) next.panel = null;
  if ('section' in change) next.flyout = null;
  if (next.wide && next.panel && (next.panel !== s.panel || !s.wide)) next.menu = false;
  if (!next.menu) next.section = next.flyout = null;
  return (Object.keys(next) as (keyof HeaderState)[]).some((key) => next[key] !== s[key])
    ? next
    : s;
}

export interface Props {
  platform: string;
}

/** What host scripts may call on the enhanced `<site-header>` (README: public methods). */
export interface SiteHeaderElement {
  /** Opens a panel, or the main menu, as the toggle this screen width shows would. */
  open(panel: PanelOrMenu): void;
  /** Closes what is open, as the backdrop does. */
  close(): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type State = HeaderState<Category, Flyout> & { panel: PanelName | null };
type Ctx = WidgetContext<Props>;

/** Focus traps: only the modal panels need them, and only once one opens. */
const loadTrap = () => import('../../src/runtime/focus');

let pageLoadPushed = false;
let ids = 0;

/** The analytics page-load event (spec §7), once a page. */
function pushPageLoad(ctx: Ctx): void {
  if (pageLoadPushed) return;
  pageLoadPushed = true;
  const layer = (window.dataLayer ??= []);
  if (Array.isArray(layer)) layer.push({ ...PAGE_LOAD_EVENT });
  else ctx.warn('window.dataLayer is not an array; the page-load event was not pushed.');
}

/**
 * The markup the controls need, set before the first paint and given back on teardown: boxes
 * for the buttons beside the links they replace, the panels' ids and dialog roles, the links
 * hidden, our form messages in place of the browser's, the link to this page marked current.
 */
function serverMarkup(model: Model, ctx: Ctx, slot: (of: unknown) => HTMLElement): void {
  const undo: (() => void)[] = [];
  ctx.signal.addEventListener('abort', () => undo.reverse().forEach((fn) => fn()), { once: true });

  /** Sets (or with `false`, only remembers) an attribute; teardown puts the server's value back. */
  const set = (el: Element | null | undefined, name: string, value: string | false) => {
    if (!el) return;
    const old = el.getAttribute(name);
    if (value !== false) el.setAttribute(name, value);
    undo.push(() => (old === null ? el.removeAttribute(name) : el.setAttribute(name, old)));
  };
  const place = (of: unknown, put: (slot: HTMLElement) => void) => {
    const el = slot(of);
    put(el);
    undo.push(() => el.remove());
  };
  const id = (el: HTMLElement) => el.id || set(el, 'id', `site-header-${++ids}`);

  for (const control of [...model.toggles, ...model.closers, ...model.categories]) {
    place(control, (s) => control.link.after(s));
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
    place(category.section, (s) => category.section.prepend(s));
  }
  for (const flyout of model.flyouts) {
    id(flyout.list);
    set(flyout.list, 'hidden', false);
    place(flyout, (s) => flyout.link.after(s));
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
}

export function useHeader(model: Model, ctx: Ctx) {
  const [s, dispatch] = useReducer(
    reduceHeader as (s: State, change: HeaderChange<Category, Flyout>) => State,
    null,
    (): State => ({
      wide: mediaQuery('large').matches,
      menu: false,
      section: null,
      flyout: null,
      panel: null,
    }),
  );
  const [Forms, setForms] = useState<typeof HeaderForms>();
  // The menu's buttons, mounted ahead of its first opening (`warm`), not inside that click.
  const [primed, prime] = useState(false);
  const [header] = useState(() => controller(model, ctx, dispatch, setForms, prime));
  // The markup and the first pass before the listeners: a held press and `?login` act on them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => header.commit(s), [s]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => header.mount(), []);
  return { s, Forms, primed, ...header };
}

/** Everything the header does that is not rendering, made once per mount. */
function controller(
  model: Model,
  ctx: Ctx,
  act: (change: HeaderChange<Category, Flyout>) => void,
  setForms: (forms: () => typeof HeaderForms) => void,
  prime: (primed: boolean) => void,
) {
  const { host, signal } = ctx;
  /** What the DOM shows; null before the first commit. */
  let view: State | null = null;

  /** The rendered buttons, by what they stand for (a control, a section…). */
  const nodes = new Map<unknown, HTMLElement>();
  const button = (key: unknown) => nodes.get(key) ?? null;
  /** The boxes the buttons render into, made on first use and placed by `serverMarkup`. */
  const slots = new Map<unknown, HTMLElement>();
  const slot = (of: unknown) => {
    let el = slots.get(of);
    if (!el) {
      slots.set(of, (el = document.createElement('trellis-slot')));
      el.style.display = 'contents';
    }
    return el;
  };
  const mainToggle = model.toggles.find((tg) => tg.panel === 'main');
  const shown = (el: HTMLElement | null): el is HTMLElement => !!el && isRendered(el);

  let opener: HTMLElement | null = null;
  let returnFocus = false;
  let focusNext: (() => HTMLElement | null | undefined) | undefined;
  let focusLater = false;
  /**
   * Focus moving within the narrow screen's drill-down menu waits for the frame that shows the
   * section: focus() lays the page out to scroll the control into view, and the tap's frame
   * should not wait for that.
   */
  const focusAfterPaint = (target: () => HTMLElement | null) => {
    focusNext = target;
    focusLater = true;
  };
  let closeOpenPanel: (() => void) | null = null;
  /** The open panel's focus trap, once its chunk is here. */
  let trap: FocusTrap | null = null;
  // The forms chunk: 0 not asked for, 1 loading, 2 ready (its listeners attached), 3 failed.
  let forms = 0;
  // What lost focus before the forms' listeners came: the login flags a field left empty.
  const left = new Set<EventTarget>();
  /** The open panel's submit that came before the forms' chunk: sent again once it is here. */
  let submits: PressHold<HTMLFormElement> | undefined;

  // Our own group calls must not close the main menu (on narrow screens it stays under a panel).
  let ours = false;
  const members = {} as Record<PanelOrMenu, GroupMember>;
  members.main = { close: () => !ours && act({ menu: false }) };
  for (const name of PANELS) {
    members[name] = { close: () => act({ shut: name }) };
    joinGroup('site-header', members[name], signal);
  }
  const group = joinGroup('site-header', members.main, signal);
  const claim = (member: GroupMember) => {
    ours = true;
    try {
      group.opened(member);
    } finally {
      ours = false;
    }
  };

  const openPanel = (panel: PanelName, via: HTMLElement | null) => {
    opener = via;
    returnFocus = false;
    act({ panel });
  };
  const closePanel = () => {
    returnFocus = true;
    act({ panel: null });
  };
  const closeAll = () => {
    if (view!.panel) returnFocus = true;
    else focusNext = () => button(mainToggle);
    group.closeAll();
    act({ menu: false });
  };

  /** What a press on each kind of button does; stable, so the buttons stay memoised. */
  const on = {
    toggle: (tg: object) => {
      const { panel } = tg as Toggle;
      if (panel === 'main') act({ menu: !view!.menu });
      else if (view!.panel === panel) closePanel();
      else openPanel(panel, button(tg));
    },
    close: closePanel,
    category: (c: object) => {
      const opening = view!.section !== c;
      act({ section: opening ? (c as Category) : null });
      if (opening && !view!.wide) focusAfterPaint(() => button((c as Category).section));
    },
    back: (section: object) => {
      act({ section: null });
      focusAfterPaint(() => button(model.categories.find((c) => c.section === section)));
    },
    flyout: (f: object) => act({ flyout: view!.flyout === f ? null : (f as Flyout) }),
    closeAll,
  };

  /** Visibility of the server nodes (serverMarkup restores the originals on teardown). */
  function show(s: State): void {
    const hide = (el: HTMLElement | null | undefined, hidden: boolean) => {
      if (el && el.hidden !== hidden) el.hidden = hidden;
    };
    for (const name of ALL_PANELS)
      hide(model.panels[name], name === 'main' ? !s.menu : s.panel !== name);
    for (const c of model.categories) hide(c.section, c !== s.section);
    for (const f of model.flyouts) hide(f.list, f !== s.flyout);
    hide(model.level1, !s.wide && !!s.section);
    const layout = s.wide ? 'flipbook' : 'inline';
    if (model.nav?.getAttribute('data-layout') !== layout)
      model.nav?.setAttribute('data-layout', layout);
    model.panels.main?.classList.toggle('is-open', s.menu);
  }

  /* The main menu: a disclosure, not a dialog (no trap). It joins the group so that other
     widgets' "one open at a time" includes it. */

  function menuClosed(): void {
    group.closed(members.main);
    ctx.emit('site-header:panel-close', { panel: 'main' });
  }

  /* Language, search and login: modal dialogs with focus trapped and the page inert (from just
     after the frame that shows the panel: inertOutside). Both are a chunk (`loadTrap`). */

  function panelOpened(panel: PanelName): void {
    const el = model.panels[panel]!;
    claim(members[panel]);
    // Both wait for the frame that shows the panel; focus first, so it does not also wait for
    // the page's restyle under `inert`. Their chunk is asked for when a visitor first points
    // into the header (`warm`), so it is here by the click; until it is, Escape is ours (below).
    const initialFocus = el.querySelector<HTMLElement>(
      '[aria-current], input:not([type="hidden"])',
    );
    let open = true;
    let undoInert = () => {};
    loadTrap().then(
      ({ trapFocus, inertOutside }) => {
        if (!open) return;
        trap = trapFocus(el, signal, {
          initialFocus,
          returnFocus: false,
          onEscape: closePanel,
          focusAfterPaint: true,
        });
        undoInert = inertOutside(host);
      },
      (error: unknown) => {
        if (!open) return;
        ctx.warn(
          'the panel could not keep focus inside it; Escape and its button close it.',
          error,
        );
        focusElement(initialFocus);
      },
    );
    el.classList.add('is-open');
    ctx.emit('site-header:panel-open', { panel });
    if (panel !== 'language' && !forms) loadForms();
    // A submit before the chunk is there waits for it; without it, the browser's own submit.
    const hold = (submits = holdPresses(signal, ({ target }) => target.requestSubmit()));
    el.addEventListener(
      'submit',
      (event) => forms === 1 && hold.keep(event.target as HTMLFormElement, event, true),
      { signal: hold.signal },
    );
    closeOpenPanel = () => {
      closeOpenPanel = null;
      hold.take();
      left.clear();
      open = false;
      trap?.release({ returnFocus: false });
      trap = null;
      undoInert();
      el.classList.remove('is-open');
      group.closed(members[panel]);
      // Closing forgets what was typed (spec §4).
      el.querySelectorAll('form').forEach((form) => form.reset());
      ctx.emit('site-header:panel-close', { panel });
      if (returnFocus)
        focusNext = () => {
          if (shown(opener)) return opener;
          // The screen crossed a breakpoint while it was open, and the trigger that opened it
          // is hidden now: the one this width shows for the same panel.
          const now = model.toggles.filter((tg) => tg.panel === panel).map(button);
          return now.find(shown) ?? opener;
        };
      returnFocus = false;
    };
  }

  /** One pass from the shown state to `s`, after the buttons are in place. */
  function commit(next: State): void {
    if (signal.aborted) return;
    const prev = view;
    if (!prev) serverMarkup(model, ctx, slot);
    view = next;
    if (prev?.menu && !next.menu) menuClosed();
    if (prev?.panel && next.panel !== prev.panel) closeOpenPanel?.();
    show(next);
    if (next.menu && !prev?.menu) {
      claim(members.main);
      ctx.emit('site-header:panel-open', { panel: 'main' });
    }
    if (next.panel && next.panel !== prev?.panel) panelOpened(next.panel);
    // Focus last, once the buttons it may go to are in place.
    const target = focusNext;
    focusNext = undefined;
    if (focusLater) {
      focusLater = false;
      afterPaint(() => target?.()?.focus(), signal);
    } else target?.()?.focus();
  }

  /*
   * The forms chunk: loaded when a visitor points at or focuses the search or login button, or
   * on the first such panel, and rendered in the header's tree.
   */

  function formsFailed(error?: unknown): void {
    forms = 3;
    if (error)
      ctx.warn('the search and login behaviour failed; the forms submit without it.', error);
    // Without our messages, the browser's own validation is the fallback again.
    host
      .querySelectorAll<HTMLFormElement>(VALIDATED_FORMS)
      .forEach((form) => (form.noValidate = false));
    submits?.release();
  }

  function loadForms(): void {
    forms = 1;
    import('./HeaderForms').then(
      (m) => !signal.aborted && setForms(() => m.HeaderForms),
      (error: unknown) => {
        if (signal.aborted) return;
        ctx.warn(
          'the search and login behaviour could not load; the forms submit without it.',
          error,
        );
        formsFailed();
      },
    );
  }
  const onReady = () => {
    forms = 2;
    submits?.take()?.target.requestSubmit();
  };

  /** Listeners for the life of the header, its markup, and a press held while it loaded. */
  function mount(): void {
    pushPageLoad(ctx);
    watchMedia('large', (wide) => act({ wide }), signal);

    // Escape in the menu closes the innermost open level and focuses its button; focus leaving
    // the header closes the menu (APG disclosure navigation).
    ctx.listen(document, 'keydown', (event: KeyboardEvent) => {
      const { menu, section, flyout, panel } = view!;
      // An Escape something inside already answered (a tooltip, a list box) is not the menu's.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A panel whose trap has not come (its chunk is late or failed): Escape still closes it,
      // from anywhere, as the trap would (a click on the panel's padding leaves focus on <body>).
      if (panel && !trap) return closePanel();
      const target = event.target as Node;
      if (!menu || panel || !host.contains(target)) return;
      let next: unknown = mainToggle;
      if (flyout?.list.parentElement?.contains(target)) {
        act({ flyout: null });
        next = flyout;
      } else if (section && (section.section.contains(target) || button(section) === target)) {
        act({ section: null });
        next = section;
      } else act({ menu: false });
      focusNext = () => button(next);
    });
    ctx.listen(host, 'focusout', (event: FocusEvent) => {
      if (forms < 2) left.add(event.target!);
      const next = event.relatedTarget;
      if (next instanceof Node && !host.contains(next)) act({ menu: false });
    });

    // What a click is likely to follow: a mouse pointing at the header, keyboard focus coming
    // into it. A finger's pointerover comes with the tap itself: the work waits for the frame
    // that answers the touch, and lands while the finger is still down. Focus that a press
    // moves is the click's own moment: the pointer's arrival has done the work by then.
    // `pending` says whether the work is still to do, so a tap after it schedules nothing.
    const foreseen =
      (fn: (event: Event) => void, pending: () => boolean) =>
      (event: Event): void => {
        if (!pending()) return;
        if (event.type === 'focusin') {
          if ((event.target as Element).matches(':focus-visible')) fn(event);
        } else if ((event as PointerEvent).pointerType === 'touch')
          afterPaint(() => fn(event), signal);
        else fn(event);
      };

    // A panel's first showing pays for what the browser then caches: its form controls' inner
    // parts, font lookup, matched styles (half of a search click's own work, in traces). The
    // closed panels are laid out once, out of flow and invisible, and hidden again before any
    // frame, when the visitor first points at or focuses into the header: a click follows that
    // by a hundred milliseconds or more. Not at idle: every visitor would pay for that layout.
    let warmed = false;
    const warm = () => {
      if (warmed) return;
      warmed = true;
      prime(true);
      loadTrap().catch(() => {}); // its failure is the panel's to report
      const closed = PANELS.map((name) => model.panels[name]).filter(
        (el): el is HTMLElement => !!el?.hidden,
      );
      const styles = closed.map((el) => el.getAttribute('style'));
      for (const el of closed) {
        el.style.position = 'absolute';
        el.style.visibility = 'hidden';
        el.hidden = false;
      }
      // A call, not a bare property read: minifiers may drop `el?.offsetHeight` as pure.
      closed[0]?.getBoundingClientRect();
      closed.forEach((el, i) => {
        el.hidden = true;
        if (styles[i] === null) el.removeAttribute('style');
        // CSSOM, not setAttribute: a strict CSP refuses style attributes set from script.
        else el.style.cssText = styles[i]!;
      });
    };
    // Pointing at or focusing the search or login button is the surest sign of its click: the
    // forms' chunk comes then, so the panel's first showing does not also pay for evaluating it
    // (and, in the React build, react-dom's first render).
    const formsIntent = (event: Event) => {
      const target = event.target as Node;
      const asked = model.toggles.some(
        (tg) => (tg.panel === 'search' || tg.panel === 'login') && button(tg)?.contains(target),
      );
      if (asked && !forms) loadForms();
    };
    for (const type of ['pointerover', 'focusin'])
      ctx.listen(
        host,
        type,
        foreseen(
          (event) => {
            warm();
            formsIntent(event);
          },
          () => !warmed || !forms,
        ),
        { passive: true },
      );

    const api: SiteHeaderElement = {
      open(panel) {
        if (!model.panels[panel] || (panel === 'main' ? view!.menu : view!.panel === panel)) return;
        const toggles = model.toggles.filter((tg) => tg.panel === panel);
        const trigger = toggles.find((tg) => tg.desktop === view!.wide) ?? toggles[0];
        if (panel === 'main') act({ menu: true });
        else openPanel(panel, button(trigger));
      },
      close: () => void ((view!.menu || view!.panel) && closeAll()),
    };
    // A header taken off the page leaves them behind as no-ops; one put back gets its own.
    Object.assign(host, api);

    // Teardown, at once (the page is never left inert or trapped): what the open menu and panel
    // undo. The markup's own undo has run by then (registered first).
    signal.addEventListener(
      'abort',
      () => {
        if (view?.menu) menuClosed();
        closeOpenPanel?.();
      },
      { once: true },
    );

    // A press on a toggle link before the code came: the button that stands for it now.
    const link = heldPresses.take(host);
    button(model.toggles.find((tg) => tg.link === link))?.click();

    // `?login` opens the login panel at start, from the trigger this screen width shows.
    if (new URLSearchParams(location.search).has('login')) api.open('login');
  }

  return { on, nodes, slot, left, onReady, formsFailed, mount, commit };
}

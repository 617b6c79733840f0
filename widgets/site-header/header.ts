/**
 * The header's controls, in plain DOM: disclosure buttons in place of the toggle links, back and
 * close buttons, the backdrop. Panels, menu links and forms stay the server's nodes; this only
 * shows, hides and labels them. The header is at the top of every page, so nothing here needs a
 * component runtime; the forms (HeaderForms.tsx, React) load lazily into a root of its own.
 *
 * One state object, one `sync()` that brings the DOM in line with it. A change's work runs in a
 * fixed order, the one the header's events, focus moves and group calls have always followed:
 * buttons first, then what the closed menu or panel undoes, then the server nodes' visibility,
 * then what the opened one does, then focus.
 */
import { appendContainer, type WidgetContext } from '../../src/runtime/define';
import { focusElement, isRendered } from '../../src/runtime/focus-element';
import type { FocusTrap } from '../../src/runtime/focus';
import { joinGroup, type GroupMember } from '../../src/runtime/group';
import { watchMedia } from '../../src/runtime/media';
import { holdPresses, type PressHold } from '../../src/runtime/presses';
import { t } from '../../src/runtime/t';
import { afterPaint } from '../../src/runtime/timing';
import type { FormsHandle } from './HeaderForms';
import {
  ALL_PANELS,
  PANELS,
  VALIDATED_FORMS,
  type Category,
  type Control,
  type Flyout,
  type Model,
  type PanelName,
  type PanelOrMenu,
  type Toggle,
} from './parse';

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

/** Focus traps: only the modal panels need them, and only once one opens. */
const loadTrap = () => import('../../src/runtime/focus');

interface State {
  wide: boolean;
  menu: boolean;
  section: Category | null;
  flyout: Flyout | null;
  panel: PanelName | null;
}

/** The backdrop's key among the rendered nodes. */
const BACKDROP = {};

export function enhanceHeader(model: Model, ctx: WidgetContext<Props>): void {
  const { host, signal } = ctx;
  const state: State = {
    wide: watchMedia('large', (wide) => act(() => (state.wide = wide)), signal),
    menu: false,
    section: null,
    flyout: null,
    panel: null,
  };
  /** What the DOM shows; null before the first sync. */
  let view: State | null = null;
  /** Changes made inside a handler (or while syncing) wait for one sync at its end. */
  let depth = 0;
  const act = (change: () => void) => {
    depth++;
    try {
      change();
    } finally {
      if (!--depth) sync();
    }
  };

  /** The nodes this controller renders, by what they stand for (a control, a section…). */
  const nodes = new Map<unknown, HTMLElement>();
  const button = (key: unknown) => nodes.get(key) ?? null;
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
  let formsRoot: FormsHandle | undefined;
  // What lost focus before the forms' listeners came: the login flags a field left empty.
  const left = new Set<EventTarget>();
  /** The open panel's submit that came before the forms' chunk: sent again once it is here. */
  let submits: PressHold<HTMLFormElement> | undefined;

  // Holds the backdrop.
  const root = appendContainer(host);

  // Our own group calls must not close the main menu (on narrow screens it stays under a panel).
  let ours = false;
  const members = {} as Record<PanelOrMenu, GroupMember>;
  members.main = { close: () => !ours && act(() => (state.menu = false)) };
  for (const name of PANELS) {
    members[name] = { close: () => act(() => state.panel === name && (state.panel = null)) };
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

  const openPanel = (name: PanelName, via: HTMLElement | null) => {
    opener = via;
    returnFocus = false;
    state.panel = name;
    if (state.wide) state.menu = false;
  };
  const closePanel = () => {
    returnFocus = true;
    state.panel = null;
  };
  const closeAll = () => {
    if (state.panel) returnFocus = true;
    else focusNext = () => button(mainToggle);
    group.closeAll();
    state.menu = false;
  };
  const onToggle = (toggle: Toggle) => {
    if (toggle.panel === 'main') state.menu = !state.menu;
    else if (state.panel === toggle.panel) closePanel();
    else openPanel(toggle.panel, button(toggle));
  };

  /* Rendering: each node made once when it is due, removed when it is not. */

  /** Keeps the node for `key` in `slot` while `on` holds, made by `make`. */
  const keep = (
    key: unknown,
    slot: HTMLElement | undefined,
    on: boolean,
    make: () => HTMLElement,
  ) => {
    let el = nodes.get(key) ?? null;
    if (on && slot && !el) {
      nodes.set(key, (el = make()));
      slot.append(el);
    } else if (!(on && slot) && el) {
      el.remove();
      nodes.delete(key);
      el = null;
    }
    return el;
  };
  const expanded = (el: HTMLElement | null, open: boolean) => {
    if (el && el.getAttribute('aria-expanded') !== String(open))
      el.setAttribute('aria-expanded', String(open));
  };
  const make = (attrs: Record<string, string>, onClick: () => void, control?: Control) => {
    const el = document.createElement('button');
    el.type = 'button';
    if (control) {
      el.className = control.link.className;
      // The server link's own markup as the label, so nothing moves on enhancement.
      el.innerHTML = control.link.innerHTML;
    }
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    el.addEventListener('click', () => act(onClick));
    return el;
  };

  function render(s: State): void {
    for (const tg of model.toggles) {
      const open = tg.panel === 'main' ? s.menu : s.panel === tg.panel;
      const el = keep(tg, tg.slot, true, () =>
        make(
          { 'aria-expanded': String(open), 'aria-controls': model.panels[tg.panel]!.id },
          () => onToggle(tg),
          tg,
        ),
      );
      expanded(el, open);
    }
    // Controls inside closed panels are not rendered at all: fewer nodes, nothing hidden for
    // other scripts (or tests) to trip over.
    for (const closer of model.closers)
      keep(closer, closer.slot, s.panel === closer.panel, () => make({}, closePanel, closer));
    for (const c of model.categories) {
      const open = s.section === c;
      const el = keep(c, c.slot, s.menu, () =>
        make(
          { 'aria-expanded': String(open), 'aria-controls': c.section.id },
          () => {
            const opening = state.section !== c;
            state.section = opening ? c : null;
            state.flyout = null;
            if (opening && !state.wide) focusAfterPaint(() => button(c.section));
          },
          c,
        ),
      );
      expanded(el, open);
      const back = keep(c.section, c.backSlot, s.menu, () => {
        const el = make({ class: 'mega-menu__back' }, () => {
          state.section = null;
          focusAfterPaint(() => button(c));
        });
        el.hidden = s.wide;
        el.textContent = t('Back');
        return el;
      });
      if (back && back.hidden !== s.wide) back.hidden = s.wide;
    }
    for (const f of model.flyouts) {
      const open = s.flyout === f;
      const el = keep(f, f.slot, s.menu, () =>
        make(
          {
            class: 'menu-toggle',
            'aria-expanded': String(open),
            'aria-controls': f.list.id,
            'aria-label': t('More @label pages', { '@label': f.link.textContent!.trim() }),
          },
          () => (state.flyout = state.flyout === f ? null : f),
        ),
      );
      expanded(el, open);
    }
    keep(BACKDROP, root, s.menu || !!s.panel, () => {
      const el = document.createElement('div');
      el.className = 'site-header__backdrop';
      el.addEventListener('click', () => act(closeAll));
      return el;
    });
  }

  /** Visibility of the server nodes (setup restores the originals on teardown). */
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

  function menuOpened(): void {
    claim(members.main);
    ctx.emit('site-header:panel-open', { panel: 'main' });
  }
  function menuClosed(): void {
    group.closed(members.main);
    state.section = null;
    state.flyout = null;
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
          onEscape: () => act(closePanel),
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

  /** One pass from the shown state to `state`. */
  function commit(): void {
    const prev = view;
    const next = (view = { ...state });
    // The forms first: their own cleanups (messages, the busy mark) precede the panel's reset.
    if (prev && next.panel !== prev.panel) formsRoot?.update(next.panel);
    render(next);
    if (prev?.menu && !next.menu) menuClosed();
    if (prev?.panel && next.panel !== prev.panel) closeOpenPanel?.();
    show(next);
    if (next.menu && !prev?.menu) menuOpened();
    if (next.panel && next.panel !== prev?.panel) panelOpened(next.panel);
    // The narrow screen keeps the menu under a panel; the wide one shows one or the other. A
    // screen that widens with both open keeps the panel, the later of the two.
    if (prev && next.wide && !prev.wide && next.panel) state.menu = false;
    // Focus last, once the buttons it may go to are in place.
    const target = focusNext;
    focusNext = undefined;
    if (focusLater) {
      focusLater = false;
      afterPaint(() => target?.()?.focus(), signal);
    } else target?.()?.focus();
  }

  function sync(): void {
    depth++;
    try {
      // Work a pass does (a closed menu closes its section, the group closes a panel) can
      // change the state again: passes follow until nothing changes.
      while (!signal.aborted && (!view || changed(view, state))) commit();
    } finally {
      depth--;
    }
  }

  /*
   * The forms chunk: loaded when a visitor points at or focuses the search or login button, or
   * on the first such panel, and mounted into its own root.
   */

  function formsFailed(): void {
    forms = 3;
    // Without our messages, the browser's own validation is the fallback again.
    host
      .querySelectorAll<HTMLFormElement>(VALIDATED_FORMS)
      .forEach((form) => (form.noValidate = false));
    submits?.release();
  }

  function loadForms(): void {
    forms = 1;
    import('./HeaderForms').then(
      (m) => {
        if (signal.aborted) return;
        formsRoot = m.mountForms(host, {
          ctx,
          panel: view!.panel,
          left,
          onReady: () => {
            forms = 2;
            submits?.take()?.target.requestSubmit();
          },
          // The chunk has reported it and taken itself out.
          onFail: formsFailed,
        });
      },
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

  /* Listeners for the life of the header. */

  // Escape in the menu closes the innermost open level and focuses its button; focus leaving
  // the header closes the menu (APG disclosure navigation).
  ctx.listen(document, 'keydown', (event: KeyboardEvent) => {
    const { menu, section, flyout, panel } = state;
    // An Escape something inside already answered (a tooltip, a list box) is not the menu's.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A panel whose trap has not come (its chunk is late or failed): Escape still closes it,
    // from anywhere, as the trap would (a click on the panel's padding leaves focus on <body>).
    if (panel && !trap) return act(closePanel);
    const target = event.target as Node;
    if (!menu || panel || !host.contains(target)) return;
    let next: unknown = mainToggle;
    act(() => {
      if (flyout?.list.parentElement?.contains(target)) {
        state.flyout = null;
        next = flyout;
      } else if (section && (section.section.contains(target) || button(section) === target)) {
        state.section = null;
        next = section;
      } else state.menu = false;
      focusNext = () => button(next);
    });
  });
  ctx.listen(host, 'focusout', (event: FocusEvent) => {
    if (forms < 2) left.add(event.target!);
    const next = event.relatedTarget;
    if (next instanceof Node && !host.contains(next)) act(() => (state.menu = false));
  });

  // What a click is likely to follow: a mouse pointing at the header, keyboard focus coming into
  // it. A finger's pointerover comes with the tap itself: the work waits for the frame that
  // answers the touch, and lands while the finger is still down. Focus that a press moves is
  // the click's own moment: the pointer's arrival has done the work by then. `pending` says
  // whether the work is still to do, so a tap after it schedules nothing.
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
  // frame, when the visitor first points at or focuses into the header: a click follows that by
  // a hundred milliseconds or more. Not at idle: every visitor would pay for that layout.
  const intent = new AbortController();
  const warm = () => {
    if (intent.signal.aborted) return;
    intent.abort();
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
  for (const type of ['pointerover', 'focusin'])
    host.addEventListener(
      type,
      foreseen(warm, () => !intent.signal.aborted),
      {
        signal: intent.signal,
        passive: true,
      },
    );

  // Pointing at or focusing the search or login button is the surest sign of its click: the
  // forms' chunk comes then, so the panel's first showing does not also pay for evaluating it
  // (and, in the React build, react-dom's first render).
  const formsIntent = (event: Event) => {
    if (forms) return;
    const target = event.target as Node;
    const asked = model.toggles.some(
      (tg) => (tg.panel === 'search' || tg.panel === 'login') && button(tg)?.contains(target),
    );
    if (asked) loadForms();
  };
  for (const type of ['pointerover', 'focusin'])
    ctx.listen(
      host,
      type,
      foreseen(formsIntent, () => !forms),
      { passive: true },
    );

  const api: SiteHeaderElement = {
    open(panel) {
      if (!model.panels[panel] || (panel === 'main' ? state.menu : state.panel === panel)) return;
      const toggles = model.toggles.filter((tg) => tg.panel === panel);
      const trigger = toggles.find((tg) => tg.desktop === state.wide) ?? toggles[0];
      act(() => (panel === 'main' ? (state.menu = true) : openPanel(panel, button(trigger))));
    },
    close: () => void ((state.menu || state.panel) && act(closeAll)),
  };
  // A header taken off the page leaves them behind as no-ops; one put back gets its own.
  Object.assign(host, api);

  // Teardown, at once (the page is never left inert or trapped): what the open menu and panel
  // undo, the forms' root, our containers. Setup's own undo has run by then (registered first).
  signal.addEventListener(
    'abort',
    () => {
      intent.abort();
      if (view?.menu) menuClosed();
      closeOpenPanel?.();
      formsRoot?.unmount();
      root.remove();
    },
    { once: true },
  );

  sync();

  // `?login` opens the login panel at start, from the trigger this screen width shows.
  if (new URLSearchParams(location.search).has('login')) api.open('login');
}

function changed(a: State, b: State): boolean {
  return (Object.keys(a) as (keyof State)[]).some((key) => a[key] !== b[key]);
}

/**
 * The header's behaviour: its state (logic-state.ts), the work a change does on the server
 * nodes, the focus moves, events and group calls, in the order they have always followed: what
 * the closed menu or panel undoes, then the server nodes' visibility, then what the opened one
 * does, then focus. Beside it: the markup and the buttons' boxes (use-server-markup.ts), the
 * panels' focus trap (use-panel-trap.ts), the first signs of intent (use-intent.ts), and the
 * menu's and the forms' chunks (use-parts.ts), which load on intent.
 */
import { useLayoutEffect, useReducer, useState } from 'react';
import { isRendered } from '../../src/runtime/focus-element';
import { joinGroup, type GroupMember } from '../../src/runtime/group';
import { mediaQuery, watchMedia } from '../../src/runtime/media';
import { afterPaint } from '../../src/runtime/timing';
import type { WidgetContext } from '../../src/runtime/widget';
import { heldPresses, type Props, type SiteHeaderElement } from './define';
import { reduceHeader, type HeaderChange, type State } from './logic-state';
import {
  ALL_PANELS,
  PANELS,
  type Category,
  type Model,
  type PanelName,
  type PanelOrMenu,
  type Toggle,
} from './parse';
import type { Flyout } from './parse-menu';
import type { MenuHost } from './use-mega-menu';
import { isTouch, useIntent, warmPanels } from './use-intent';
import { usePageLoadEvent } from './use-page-load';
import { focus as loadTrap } from '../../src/runtime/on-demand';
import { trapPanel, type PanelTrap } from './use-panel-trap';
import {
  holdCategoryPresses,
  holdSubmits,
  useParts,
  type FormsPart,
  type MenuPart,
} from './use-parts';
import { hide, useServerMarkup, type Boxes } from './use-server-markup';

type Ctx = WidgetContext<Props>;

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
  const { Forms, forms, Menu, menu } = useParts(ctx, () => header.reshow());
  const boxes = useServerMarkup(model, ctx);
  const [header] = useState(() => controller(model, ctx, boxes, forms, menu, dispatch));
  // The first pass before the listeners: a held press and `?login` act on it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => header.commit(s), [s]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => header.mount(), []);
  useIntent(ctx, header.intent, header.intentPending);
  usePageLoadEvent(ctx);
  return { s, Forms, forms, Menu, menu, nodes: boxes.nodes, slot: boxes.slot, ...header };
}

/** Everything the header does that is not rendering, made once per mount. */
function controller(
  model: Model,
  ctx: Ctx,
  { nodes, button, slot, edits }: Boxes,
  forms: FormsPart,
  menu: MenuPart,
  act: (change: HeaderChange<Category, Flyout>) => void,
) {
  const { host, signal } = ctx;
  /** What the DOM shows; null before the first commit. */
  let view: State | null = null;

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
  /** What lost focus before the forms' listeners came: the login flags a field left empty. */
  const left = new Set<EventTarget>();
  /** The open panel's focus trap. */
  let trap: PanelTrap | null = null;

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
    closeAll,
  };

  const menuHost: MenuHost = {
    view: () => view!,
    act,
    button,
    focusAfterPaint,
    slot,
    nodes,
    edits,
    ready() {
      const link = menu.ready();
      if (link) button(model.categories.find((c) => c.link === link))?.click();
    },
  };

  /** Visibility of the server nodes (serverMarkup restores the originals on teardown). */
  function show(s: State): void {
    for (const name of ALL_PANELS)
      hide(model.panels[name], name === 'main' ? !s.menu : s.panel !== name);
    for (const c of model.categories) hide(c.section, c !== s.section && menu.status < 3);
    model.panels.main?.classList.toggle('is-open', s.menu);
  }

  /* The main menu: a disclosure, not a dialog (no trap). It joins the group so that other
     widgets' "one open at a time" includes it. */

  function menuClosed(): void {
    group.closed(members.main);
    ctx.emit('site-header:panel-close', { panel: 'main' });
  }

  /* Language, search and login: modal dialogs (use-panel-trap.ts). */

  function panelOpened(panel: PanelName): void {
    const el = model.panels[panel]!;
    claim(members[panel]);
    const opened = (trap = trapPanel(el, ctx, closePanel));
    el.classList.add('is-open');
    ctx.emit('site-header:panel-open', { panel });
    if (panel !== 'language') forms.load();
    const hold = holdSubmits(el, forms);
    closeOpenPanel = () => {
      closeOpenPanel = null;
      hold.take();
      left.clear();
      opened.release();
      trap = null;
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
    view = next;
    if (prev?.menu && !next.menu) menuClosed();
    if (prev?.panel && next.panel !== prev.panel) closeOpenPanel?.();
    show(next);
    if (next.menu && !prev?.menu) {
      claim(members.main);
      ctx.emit('site-header:panel-open', { panel: 'main' });
      menu.load();
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

  // Pointing at or focusing the search or login button is the surest sign of its click: the
  // forms' chunk comes then, so the panel's first showing does not also pay for evaluating it
  // (and, in the React build, react-dom's first render).
  let warmed = false;
  const intent = (event: Event) => {
    if (!warmed) {
      warmed = true;
      menu.load();
      loadTrap().catch(() => {}); // its failure is the panel's to report
      if (!isTouch(event)) warmPanels(PANELS.map((name) => model.panels[name]));
    }
    const target = event.target as Node;
    const asked = model.toggles.some(
      (tg) => (tg.panel === 'search' || tg.panel === 'login') && button(tg)?.contains(target),
    );
    if (asked) forms.load();
  };
  const intentPending = () => !warmed || !forms.status;

  /** Listeners for the life of the header, its markup, and a press held while it loaded. */
  function mount(): void {
    watchMedia('large', (wide) => act({ wide }), signal);
    holdCategoryPresses(host, model, menu);

    // Escape in the menu closes the innermost open level and focuses its button; focus leaving
    // the header closes the menu (APG disclosure navigation).
    ctx.listen(document, 'keydown', (event: KeyboardEvent) => {
      const { menu: open, panel } = view!;
      // An Escape something inside already answered (a tooltip, a list box) is not the menu's.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A panel whose trap has not come (its chunk is late or failed): Escape still closes it,
      // from anywhere, as the trap would (a click on the panel's padding leaves focus on <body>).
      if (panel && !trap?.trapped) return closePanel();
      const target = event.target as Node;
      if (!open || panel || !host.contains(target)) return;
      // The innermost open level, if the menu's code knows one; else the menu itself.
      const next = menuHost.escape?.(target) ?? (act({ menu: false }), mainToggle);
      focusNext = () => button(next);
    });
    ctx.listen(host, 'focusout', (event: FocusEvent) => {
      if (forms.status < 2) left.add(event.target!);
      const next = event.relatedTarget;
      if (next instanceof Node && !host.contains(next)) act({ menu: false });
    });

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

  return {
    on,
    left,
    /** Shows the server nodes again as the state says (the menu's sections, once it failed). */
    reshow: () => void (view && show(view)),
    menuHost,
    intent,
    intentPending,
    mount,
    commit,
  };
}

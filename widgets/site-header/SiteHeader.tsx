/**
 * The controls React owns in the header: disclosure buttons in place of the toggle links, back
 * and close buttons, the backdrop. Panels, menu links and forms stay the server's nodes; this
 * component only shows, hides and labels them. Form behaviour loads lazily (forms.tsx).
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
import {
  inertOutside,
  joinGroup,
  t,
  trapFocus,
  isRendered,
  useMedia,
  type GroupMember,
  type WidgetProps,
} from '../../src/runtime';
import type { FormsProps } from './forms';
import {
  VALIDATED_FORMS,
  type Category,
  type Control,
  type Flyout,
  type Model,
  type PanelName,
  type Toggle,
} from './parse';

export interface Props {
  platform: string;
}

const PANELS: PanelName[] = ['language', 'search', 'login'];

/** The server link's own markup as the button's label, so nothing moves on enhancement. */
const label = (link: HTMLAnchorElement) => ({ __html: link.innerHTML });

export function SiteHeader({ model, ctx }: WidgetProps<Model, Props>) {
  const wide = useMedia('large');
  const [menu, setMenu] = useState(false);
  const [section, setSection] = useState<Category | null>(null);
  const [flyout, setFlyout] = useState<Flyout | null>(null);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [Forms, setForms] = useState<ComponentType<FormsProps> | null>(null);

  const buttons = useRef(new Map<unknown, HTMLButtonElement | null>()).current;
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  const focusNext = useRef<() => HTMLElement | null | undefined>(undefined);
  // The forms chunk: 0 not asked for, 1 loading, 2 ready (its listeners attached), 3 failed.
  const forms = useRef(0);
  const held = useRef<HTMLFormElement | null>(null);
  // Our own group calls must not close the main menu (on narrow screens it stays under a panel).
  const ours = useRef(false);
  const live = useRef({ menu, section, flyout, panel, wide });
  live.current = { menu, section, flyout, panel, wide };

  const [members] = useState(() => {
    const m: Partial<Record<PanelName | 'main', GroupMember>> = {
      main: { close: () => !ours.current && setMenu(false) },
    };
    for (const name of PANELS) m[name] = { close: () => setPanel((p) => (p === name ? null : p)) };
    return m as Record<PanelName | 'main', GroupMember>;
  });
  const [group] = useState(() => {
    for (const name of PANELS) joinGroup('site-header', members[name], ctx.signal);
    return joinGroup('site-header', members.main, ctx.signal);
  });
  const claim = (member: GroupMember) => {
    ours.current = true;
    group.opened(member);
    ours.current = false;
  };

  const mainToggle = model.toggles.find((tg) => tg.panel === 'main');
  const shown = (el: HTMLElement | null): el is HTMLElement => !!el && isRendered(el);
  const button = (c: unknown) => buttons.get(c) ?? null;

  const openPanel = (name: PanelName, via: HTMLElement | null) => {
    opener.current = via;
    returnFocus.current = false;
    setPanel(name);
    if (live.current.wide) setMenu(false);
  };
  const closePanel = () => {
    returnFocus.current = true;
    setPanel(null);
  };
  const closeAll = () => {
    if (live.current.panel) returnFocus.current = true;
    else focusNext.current = () => button(mainToggle);
    group.closeAll();
    setMenu(false);
  };
  const onToggle = (toggle: Toggle) => {
    if (toggle.panel === 'main') setMenu((open) => !open);
    else if (panel === toggle.panel) closePanel();
    else openPanel(toggle.panel, button(toggle));
  };

  // Visibility of the server nodes follows state (setup restores the originals on teardown).
  useLayoutEffect(() => {
    for (const name of ['main', ...PANELS] as const) {
      const el = model.panels[name];
      if (el) el.hidden = name === 'main' ? !menu : panel !== name;
    }
    for (const c of model.categories) c.section.hidden = c !== section;
    for (const f of model.flyouts) f.list.hidden = f !== flyout;
    if (model.level1) model.level1.hidden = !wide && !!section;
    model.nav?.setAttribute('data-layout', wide ? 'flipbook' : 'inline');
    model.panels.main?.classList.toggle('is-open', menu);
  });

  // The narrow screen keeps the menu under a panel; the wide one shows one or the other. A
  // screen that widens with both open keeps the panel, the later of the two.
  useEffect(() => {
    if (wide && live.current.panel) setMenu(false);
  }, [wide]);

  useEffect(() => {
    const el = focusNext.current?.();
    focusNext.current = undefined;
    el?.focus();
  });

  // `?login` opens the login panel at start, from the trigger this screen width shows.
  useEffect(() => {
    if (!model.panels.login || !new URLSearchParams(location.search).has('login')) return;
    const logins = model.toggles.filter((tg) => tg.panel === 'login');
    const trigger = logins.find((tg) => tg.desktop === wide) ?? logins[0];
    openPanel('login', button(trigger));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A panel's first showing pays for what the browser then caches: its form controls' inner
  // parts, font lookup, matched styles (about 4 ms of the bench page's search click, trace). The
  // closed panels are laid out once, out of flow and invisible, and hidden again before any
  // frame, when the visitor first points at or focuses into the header: a click follows that by
  // a hundred milliseconds or more. Not at idle: that cost every visitor 7 ms of layout (bench).
  useEffect(() => {
    const intent = new AbortController();
    const warm = () => {
      intent.abort();
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
        else el.setAttribute('style', styles[i]!);
      });
    };
    for (const type of ['pointerover', 'focusin'])
      ctx.host.addEventListener(type, warm, { signal: intent.signal, passive: true });
    return () => intent.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Layout effects from here on: their cleanups run at once when the header is removed, so the
  // page is never left inert or trapped (passive cleanups would wait for the next paint).

  // The main menu: a disclosure, not a dialog (no trap). It joins the group so that other
  // widgets' "one open at a time" includes it.
  useLayoutEffect(() => {
    if (!menu) return;
    claim(members.main);
    ctx.emit('site-header:panel-open', { panel: 'main' });
    return () => {
      group.closed(members.main);
      setSection(null);
      setFlyout(null);
      ctx.emit('site-header:panel-close', { panel: 'main' });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu]);

  // Language, search and login: modal dialogs with focus trapped and the page inert (from just
  // after the frame that shows the panel: inertOutside).
  useLayoutEffect(() => {
    if (!panel) return;
    const el = model.panels[panel]!;
    claim(members[panel]);
    // Both wait for the frame that shows the panel; focus first, so it does not also wait for
    // the page's restyle under `inert`.
    const trap = trapFocus(el, ctx.signal, {
      initialFocus: el.querySelector<HTMLElement>('[aria-current], input:not([type="hidden"])'),
      returnFocus: false,
      onEscape: closePanel,
      focusAfterPaint: true,
    });
    const undoInert = inertOutside(ctx.host);
    el.classList.add('is-open');
    ctx.emit('site-header:panel-open', { panel });
    if (panel !== 'language' && !forms.current) {
      forms.current = 1;
      import('./forms').then(
        (m) => setForms(() => m.Forms),
        (error: unknown) => {
          forms.current = 3;
          ctx.warn(
            'the search and login behaviour could not load; the forms submit without it.',
            error,
          );
          // Without our messages, the browser's own validation is the fallback again.
          ctx.host
            .querySelectorAll<HTMLFormElement>(VALIDATED_FORMS)
            .forEach((form) => (form.noValidate = false));
          held.current?.requestSubmit();
        },
      );
    }
    // A submit before the chunk is there waits for it (then it is sent again).
    const hold = (event: Event) => {
      if (forms.current !== 1) return;
      event.preventDefault();
      held.current = event.target as HTMLFormElement;
    };
    el.addEventListener('submit', hold);
    return () => {
      el.removeEventListener('submit', hold);
      held.current = null;
      trap.release({ returnFocus: false });
      undoInert();
      el.classList.remove('is-open');
      group.closed(members[panel]);
      // Closing forgets what was typed (spec §4).
      el.querySelectorAll('form').forEach((form) => form.reset());
      ctx.emit('site-header:panel-close', { panel });
      // After the commit: React restores the focus it saw before a commit, so focus moved
      // during one would be taken back.
      if (returnFocus.current)
        focusNext.current = () => {
          if (shown(opener.current)) return opener.current;
          // The screen crossed a breakpoint while it was open, and the trigger that opened it
          // is hidden now: the one this width shows for the same panel.
          const now = model.toggles.filter((tg) => tg.panel === panel).map(button);
          return now.find(shown) ?? opener.current;
        };
      returnFocus.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel]);

  // Escape in the menu closes the innermost open level and focuses its button; focus leaving
  // the header closes the menu (APG disclosure navigation).
  useLayoutEffect(() => {
    const host = ctx.host;
    const onKey = (event: KeyboardEvent) => {
      const { menu, section, flyout, panel } = live.current;
      // An Escape something inside already answered (a tooltip, a list box) is not the menu's.
      if (event.key !== 'Escape' || event.defaultPrevented || !menu || panel) return;
      const target = event.target as Node;
      let next: unknown = mainToggle;
      if (flyout?.list.parentElement?.contains(target)) {
        setFlyout(null);
        next = flyout;
      } else if (section && (section.section.contains(target) || button(section) === target)) {
        setSection(null);
        next = section;
      } else setMenu(false);
      focusNext.current = () => button(next);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !host.contains(next)) setMenu(false);
    };
    host.addEventListener('keydown', onKey);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      host.removeEventListener('keydown', onKey);
      host.removeEventListener('focusout', onFocusOut);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const portal = (node: ReactElement, slot: HTMLElement | undefined, key: string) =>
    slot ? createPortal(node, slot, key) : null;
  const controlButton = (
    c: Control,
    key: string,
    props: { 'aria-expanded'?: boolean; 'aria-controls'?: string; onClick(): void },
  ) =>
    portal(
      <button
        type="button"
        ref={(b) => void buttons.set(c, b)}
        className={c.link.className}
        dangerouslySetInnerHTML={label(c.link)}
        {...props}
      />,
      c.slot,
      key,
    );

  return (
    <>
      {model.toggles.map((toggle, i) =>
        controlButton(toggle, `t${i}`, {
          'aria-expanded': toggle.panel === 'main' ? menu : panel === toggle.panel,
          'aria-controls': model.panels[toggle.panel]!.id,
          onClick: () => onToggle(toggle),
        }),
      )}
      {/* Controls inside closed panels are not rendered at all: fewer nodes, nothing hidden
          for other scripts (or tests) to trip over. */}
      {model.closers.map(
        (closer, i) =>
          panel === closer.panel && controlButton(closer, `x${i}`, { onClick: closePanel }),
      )}
      {menu &&
        model.categories.map((c, i) => [
          controlButton(c, `c${i}`, {
            'aria-expanded': section === c,
            'aria-controls': c.section.id,
            onClick: () => {
              const opening = section !== c;
              setSection(opening ? c : null);
              setFlyout(null);
              if (opening && !wide) focusNext.current = () => button(c.section);
            },
          }),
          portal(
            <button
              type="button"
              className="mega-menu__back"
              ref={(b) => void buttons.set(c.section, b)}
              hidden={wide}
              onClick={() => {
                setSection(null);
                focusNext.current = () => button(c);
              }}
            >
              {t('Back')}
            </button>,
            c.backSlot,
            `b${i}`,
          ),
        ])}
      {menu &&
        model.flyouts.map((f, i) =>
          portal(
            <button
              type="button"
              ref={(b) => void buttons.set(f, b)}
              className="menu-toggle"
              aria-expanded={flyout === f}
              aria-controls={f.list.id}
              aria-label={t('More @label pages', { '@label': f.link.textContent!.trim() })}
              onClick={() => setFlyout(flyout === f ? null : f)}
            />,
            f.slot,
            `f${i}`,
          ),
        )}
      {Forms && (
        <Forms
          ctx={ctx}
          panel={panel}
          onReady={() => {
            forms.current = 2;
            held.current?.requestSubmit();
            held.current = null;
          }}
        />
      )}
      {(menu || panel) && <div className="site-header__backdrop" onClick={closeAll} />}
    </>
  );
}

/**
 * The controls the investor menu adds: the responsive menu button, the right-side slide-in menu
 * (a modal dialog holding the server's own nav, moved in while open), and the sub-menu triggers
 * that toggle `open-sub` on their parent item.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  joinGroup,
  prefersReducedMotion,
  t,
  type Group,
  type GroupMember,
  type WidgetProps,
} from '../../src/runtime';
import { inertOutside } from '../../src/runtime/inert';
import { trapFocus } from '../../src/runtime/focus';
import { useMedia } from '../../src/runtime/hooks';
import { useSlots } from './hooks';
import { keepingOnly, linkText, SIDE_MENU_MS, toggled } from './logic';
import type { SideMenuModel } from './parse';

type CloseReason = 'user' | 'exclusive' | 'desktop';

let panels = 0;

export function SideMenu({ model, ctx }: WidgetProps<SideMenuModel, Record<string, never>>) {
  // First: its layout effect places the slots before the others use them.
  const slots = useSlots(model, ctx);
  const desktop = useMedia('large');
  // The no-JS Menu link (#block) may have opened the menu in the page before this code came:
  // that visitor's menu opens here, as the tap asked.
  const [open, setOpen] = useState(() => !desktop && model.block.matches(':target'));
  const [openSubs, setOpenSubs] = useState<ReadonlySet<HTMLLIElement>>(() => new Set());
  const [panelId] = useState(() => `ir-side-menu-${++panels}`);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const reason = useRef<CloseReason>('user');
  const focusAfterCommit = useRef<HTMLElement | null>(null);
  const groupRef = useRef<Group | null>(null);
  const member = useRef<GroupMember>({
    close(why) {
      reason.current = why === 'exclusive' ? 'exclusive' : 'user';
      setOpen(false);
    },
  });

  const close = useCallback((why: CloseReason) => {
    reason.current = why;
    setOpen(false);
  }, []);

  // Closed at first; afterwards only the open/close effect touches `hidden`.
  useLayoutEffect(() => {
    if (panelRef.current) panelRef.current.hidden = true;
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    groupRef.current = joinGroup('side-menu', member.current, controller.signal);
    return () => controller.abort();
  }, []);

  // The nav moves into the panel while it is open and back once the slide-out has finished.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const slot = slotRef.current;
    if (!open || !panel || !slot) return;
    // Opened again during the last slide-out: that closing's pending put-back runs now, or it
    // would fire into this opening (hiding the panel, leaving the page inert).
    model.restoreNav?.();
    let placeholder: Comment | null = null;
    let finishTimer: (() => void) | undefined;
    const restore = () => {
      finishTimer?.();
      panel.hidden = true;
      placeholder?.replaceWith(model.nav);
      placeholder = null;
      model.restoreNav = undefined;
    };
    placeholder = document.createComment(' investor menu (in the side menu) ');
    model.nav.before(placeholder);
    slot.append(model.nav);
    model.restoreNav = restore;
    panel.hidden = false;
    void panel.offsetWidth; // commit the off-screen position so the slide-in runs
    panel.classList.add('is-open');
    const undoInert = inertOutside(slots.panel);
    const trap = trapFocus(panel, ctx.signal, {
      initialFocus: closeRef.current,
      returnFocus: false,
      onEscape: () => close('user'),
    });
    const self = member.current;
    const toggle = toggleRef.current;
    groupRef.current?.opened(self);
    ctx.emit('ir-side-menu:toggle', { open: true });
    return () => {
      panel.classList.remove('is-open');
      trap.release({ returnFocus: false });
      undoInert();
      groupRef.current?.closed(self);
      ctx.emit('ir-side-menu:toggle', { open: false });
      const why = reason.current;
      reason.current = 'user';
      if (why === 'desktop' || prefersReducedMotion() || ctx.signal.aborted) {
        restore();
      } else {
        finishTimer = ctx.timeout(() => {
          finishTimer = undefined;
          restore();
        }, SIDE_MENU_MS);
      }
      // Focus moves in the next layout effect: React restores the focus it saw before the
      // commit after running cleanups like this one, which would undo a move made here.
      if (why === 'user') focusAfterCommit.current = toggle;
      else if (why === 'desktop')
        focusAfterCommit.current = model.nav.querySelector<HTMLElement>('a[href]');
    };
  }, [open, model, ctx, close, slots]);

  useLayoutEffect(() => {
    const target = focusAfterCommit.current;
    focusAfterCommit.current = null;
    if (target?.isConnected && !ctx.signal.aborted) target.focus();
  });

  // Reaching the desktop layout closes the side menu (and never leaves the page inert).
  useEffect(() => {
    if (desktop && open) close('desktop');
  }, [desktop, open, close]);

  // Sub-menus: the trigger toggles `open-sub` on its parent item.
  useLayoutEffect(() => {
    for (const { item } of model.expandable) item.classList.toggle('open-sub', openSubs.has(item));
  }, [openSubs, model]);

  // A layout effect: its listeners are there when the drop-down shows open, so an outside click
  // that comes before the next frame still closes it.
  useLayoutEffect(() => {
    if (!openSubs.size) return;
    const controller = new AbortController();
    const { signal } = controller;
    const closeSubs = (except?: Node | null) =>
      setOpenSubs((current) => keepingOnly(current, (item) => !!except && item.contains(except)));
    // Outside click, Escape and focus leaving the menu close an open drop-down of the horizontal
    // menu (APG disclosure navigation): a drop-down left open would cover the focused content.
    document.addEventListener('click', (e) => closeSubs(e.target as Node), { signal });
    model.nav.addEventListener(
      'focusout',
      (e) => {
        const next = e.relatedTarget;
        if (
          next instanceof Node &&
          !model.nav.contains(next) &&
          !model.nav.closest('.ir-side-menu')
        )
          closeSubs();
      },
      { signal },
    );
    model.nav.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Escape' || model.nav.closest('.ir-side-menu')) return;
        const item = [...openSubs].find((li) => li.contains(document.activeElement));
        closeSubs();
        if (item) slots.triggers.get(item)?.querySelector('button')?.focus();
      },
      { signal },
    );
    return () => controller.abort();
  }, [openSubs, model, slots]);

  const toggleSub = (item: HTMLLIElement) => setOpenSubs((current) => toggled(current, item));

  const label = t('Menu');
  return (
    <>
      {createPortal(
        <button
          ref={toggleRef}
          type="button"
          className="ir-menu-toggle responsive-menu-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close('user') : setOpen(true))}
        >
          <span className="ir-menu-toggle__icon" aria-hidden="true" />
          {label}
        </button>,
        slots.toggle,
      )}
      {model.expandable.map(({ item, link }) => {
        const slot = slots.triggers.get(item);
        return slot
          ? createPortal(
              <button
                type="button"
                className="mobile-menu-trigger"
                aria-expanded={openSubs.has(item)}
                aria-controls={slots.subIds.get(item)}
                aria-label={t('@title submenu', { '@title': linkText(link?.textContent) })}
                onClick={() => toggleSub(item)}
              >
                <span className="mobile-menu-trigger__icon" aria-hidden="true" />
              </button>,
              slot,
            )
          : null;
      })}
      {createPortal(
        <>
          {open && <div className="ir-side-menu__backdrop" onClick={() => close('user')} />}
          <div
            ref={panelRef}
            id={panelId}
            className="ir-side-menu"
            role="dialog"
            aria-modal="true"
            aria-label={label}
          >
            <button
              ref={closeRef}
              type="button"
              className="ir-side-menu__close"
              onClick={() => close('user')}
            >
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('Close menu')}</span>
            </button>
            <div ref={slotRef} className="ir-side-menu__body" />
          </div>
        </>,
        slots.panel,
      )}
    </>
  );
}

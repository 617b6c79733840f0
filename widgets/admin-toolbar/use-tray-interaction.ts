/** Pointer, keyboard and focus on the bar and trays, the set-orientation event, dialogs. */
import { useLayoutEffect } from 'react';
import type { WidgetContext } from '../../src/runtime';
import type { ToolbarStore } from './use-toolbar-store';
import { tabById, type ToolbarDom } from './parse';

/** Tabs open and close their trays; Space on a link-button, Escape, focus leaving an overlay. */
export function useTrayInteraction(
  dom: ToolbarDom,
  ctx: WidgetContext<unknown>,
  store: ToolbarStore,
): void {
  useLayoutEffect(() => {
    const stop = new AbortController();
    const listen = (target: EventTarget, type: string, fn: (event: never) => void) =>
      target.addEventListener(type, fn as EventListener, { signal: stop.signal });
    const closeTray = (focusTab: boolean) => {
      const tab = tabById(dom, store.state.activeTab);
      if (!tab) return;
      store.toggleTab(tab.link.id, tab.trayName);
      if (focusTab) tab.link.focus();
    };
    listen(dom.root, 'click', (event: MouseEvent) => {
      const target = event.target as Element;
      const link = target.closest<HTMLElement>('.toolbar-item[data-toolbar-tray]');
      if (link && dom.bar.contains(link)) {
        event.preventDefault();
        event.stopPropagation();
        const tab = dom.tabs.find((tab) => tab.link === link);
        if (tab) store.toggleTab(tab.link.id, tab.trayName);
        return;
      }
      // A menu link closes an overlaying tray on its way to the next page.
      const { state } = store;
      if (target.closest('.toolbar-tray a[href]') && !state.isFixed && state.activeTab)
        store.closeTray();
    });
    listen(dom.root, 'keydown', (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      // A link with role="button" answers Space as a button does.
      if (
        (event.key === ' ' || event.key === 'Spacebar') &&
        target.matches('a.toolbar-item[role="button"]')
      ) {
        event.preventDefault();
        target.click();
        return;
      }
      if (event.key !== 'Escape' || !store.state.activeTab || store.view.hidden) return;
      const tab = tabById(dom, store.state.activeTab);
      if (!tab || !(tab.link === target || tab.tray?.contains(target))) return;
      event.preventDefault();
      closeTray(true);
    });
    // A tray that overlays the page (not fixed) closes when focus moves on into the page, so it
    // never hides the focused element.
    listen(dom.root, 'focusout', (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      const { state } = store;
      if (!next || dom.root.contains(next) || state.isFixed || !state.activeTab) return;
      if (state.orientation === 'vertical') closeTray(false);
    });
    listen(ctx.host, 'admin-toolbar:set-orientation', (event: CustomEvent) => {
      const orientation = (event.detail as { orientation?: unknown } | null)?.orientation;
      if (orientation === 'horizontal' || orientation === 'vertical')
        store.setOrientation(orientation);
    });
    // Dialogs sit over the bar: no margin while one is open, the off-canvas top tray's height
    // when that is where it opens.
    listen(
      window,
      'dialog:aftercreate',
      (event: Event & { settings?: { drupalOffCanvasPosition?: string } }) => {
        const top = event.settings?.drupalOffCanvasPosition === 'top';
        const wrapper = top
          ? (event.target as HTMLElement | null)?.closest<HTMLElement>('.ui-dialog')
          : null;
        dom.bar.style.marginTop = top && wrapper ? `${wrapper.offsetHeight}px` : '0';
      },
    );
    listen(window, 'dialog:beforeclose', () => {
      dom.bar.style.marginTop = '0';
    });
    return () => {
      stop.abort();
      dom.bar.style.marginTop = '';
    };
  }, [dom, ctx, store]);
}

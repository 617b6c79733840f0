/** The tabs, trays and bar as the state says, taken over from the anti-flicker snippet. */
import { useLayoutEffect } from 'react';
import { trayOrientation, type ToolbarView } from './logic';
import { ANTI_FLICKER_CLASSES, ANTI_FLICKER_MARK } from './logic-storage';
import type { ToolbarDom } from './parse';
import { useOnChange } from './use-on-change';

/** The server's anti-flicker classes and style have done their job once the toolbar renders. */
export function useAntiFlicker(): void {
  useLayoutEffect(() => {
    document.querySelector('style[data-toolbar-anti-flicker-loading]')?.remove();
    const sheets = document.adoptedStyleSheets ?? [];
    const snippets = (sheet: CSSStyleSheet) =>
      (sheet as unknown as Record<string, unknown>)[ANTI_FLICKER_MARK] === true;
    if (sheets.some(snippets)) document.adoptedStyleSheets = sheets.filter((s) => !snippets(s));
    document.documentElement.classList.remove(...ANTI_FLICKER_CLASSES);
    document.body.classList.remove('toolbar-loading');
  }, []);
}

/** Tabs and trays: the active one, the trays' orientation, the bar oriented or hidden. */
export function useTrayMarkup(dom: ToolbarDom, view: ToolbarView): void {
  const { activeTab, activeTray, isOriented } = view.state;
  const orientation = trayOrientation(view.state);
  useLayoutEffect(() => {
    for (const tab of dom.tabs) {
      const active = tab.link.id !== '' && tab.link.id === activeTab;
      tab.link.classList.toggle('is-active', active);
      if (tab.trayName) tab.link.setAttribute('aria-pressed', String(active));
    }
    for (const tray of dom.trays)
      tray.classList.toggle('is-active', tray.getAttribute('data-toolbar-tray') === activeTray);
  }, [dom, activeTab, activeTray]);
  useLayoutEffect(() => {
    for (const tray of dom.trays) {
      tray.classList.toggle('toolbar-tray-vertical', orientation === 'vertical');
      tray.classList.toggle('toolbar-tray-horizontal', orientation === 'horizontal');
    }
    dom.root.classList.toggle('toolbar-oriented', isOriented);
    dom.root.classList.toggle('toolbar-hidden', view.hidden);
  }, [dom, orientation, isOriented, view.hidden]);
  // The bar fades back in when shown again; the class stays until the next hide.
  useOnChange(view.hidden, (hidden) => dom.root.classList.toggle('toolbar-fade-in', !hidden));
  useLayoutEffect(
    () => () => {
      for (const tab of dom.tabs) {
        tab.link.classList.remove('is-active');
        if (tab.trayName) tab.link.setAttribute('aria-pressed', 'false');
      }
      for (const tray of dom.trays)
        tray.classList.remove('is-active', 'toolbar-tray-vertical', 'toolbar-tray-horizontal');
      dom.root.classList.remove('toolbar-oriented', 'toolbar-hidden', 'toolbar-fade-in');
    },
    [dom],
  );
}

/** The element's public methods, the host scripts' way to turn the trays. */
import { useLayoutEffect } from 'react';
import type { Orientation } from './logic';
import type { ToolbarStore } from './use-toolbar-store';
import { firstTab, tabById, type ToolbarDom } from './parse';

/** What an enhanced toolbar offers host scripts. */
export interface AdminToolbarElement {
  /** Asks for an orientation, validated as any request (refused while locked vertical). */
  setOrientation(orientation: Orientation): boolean;
  /** As a click on `tab` (its id or link); no tab: the open one, else the first (Manage). */
  toggleTray(tab?: string | HTMLElement): void;
}

/** `setOrientation()` and `toggleTray()` on the element, for host scripts, while enhanced. */
export function usePublicMethods(dom: ToolbarDom, host: HTMLElement, store: ToolbarStore): void {
  useLayoutEffect(() => {
    const api: AdminToolbarElement = {
      setOrientation: (orientation) => store.setOrientation(orientation),
      toggleTray(tab) {
        const ref =
          tab === undefined
            ? (tabById(dom, store.state.activeTab) ?? firstTab(dom))
            : dom.tabs.find((ref) => ref.link === tab || (ref.link.id && ref.link.id === tab));
        if (ref) store.toggleTab(ref.link.id, ref.trayName);
      },
    };
    Object.assign(host, api);
    return () => {
      const el = host as Partial<AdminToolbarElement>;
      delete el.setOrientation;
      delete el.toggleTray;
    };
  }, [dom, host, store]);
}

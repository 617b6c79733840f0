/** Drupal's toolbar events, Trellis' events and the announcements, for each change. */
import { useLayoutEffect, useRef } from 'react';
import { t, type WidgetContext } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import { trayAnnouncement, type ToolbarView } from './logic';
import { tabById, type ToolbarDom } from './parse';
import { useOnChange } from './use-on-change';

function fire(name: string, detail: unknown): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
  // Drupal modules listen with jQuery and read the second handler argument.
  const jq = (
    window as unknown as { jQuery?: (el: unknown) => { trigger(n: string, a: unknown[]): void } }
  ).jQuery;
  if (typeof jq === 'function') jq(document).trigger(name, [detail]);
}

const trayName = (tray: HTMLElement | null | undefined): string | null =>
  tray?.querySelector('.toolbar-tray-name')?.textContent?.trim() || null;

/** Drupal's events, Trellis' and the announcements, for each change after the first render. */
export function useToolbarEvents(
  dom: ToolbarDom,
  ctx: WidgetContext<unknown>,
  view: ToolbarView,
): void {
  const { state } = view;
  useOnChange(view.hidden, (hidden) => {
    if (!ctx.signal.aborted) ctx.emit('admin-toolbar:visibility-change', { hidden });
  });
  const previous = useRef(state);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before === state || ctx.signal.aborted) return;
    if (before.orientation !== state.orientation) {
      const { orientation } = state;
      announce(t('Tray orientation changed to @orientation.', { '@orientation': orientation }));
      fire('drupalToolbarOrientationChange', orientation);
      ctx.emit('admin-toolbar:orientation-change', { orientation });
    }
    if (before.activeTab !== state.activeTab) {
      const tab = tabById(dom, state.activeTab)?.link ?? null;
      fire('drupalToolbarTabChange', tab);
      ctx.emit('admin-toolbar:tab-change', { tab });
    }
    if (before.activeTray !== state.activeTray) {
      const was = tabById(dom, before.activeTab)?.tray ?? null;
      const tray = tabById(dom, state.activeTab)?.tray ?? null;
      const message = trayAnnouncement(
        was ? { name: trayName(was) } : null,
        tray ? { name: trayName(tray) } : null,
      );
      // t(): strings marked translatable() in logic.ts.
      if (message) announce(t(message.template, { '@tray': message.name ?? '' }));
      fire('drupalToolbarTrayChange', tray);
      ctx.emit('admin-toolbar:tray-change', { tray });
    }
  }, [dom, ctx, state]);
}

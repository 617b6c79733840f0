/**
 * The mega menu's buttons: one per category in place of its link, Back at the top of each
 * section (narrow screens), and one after each second-level item with pages of its own. A lazy
 * chunk (use-header.ts says when); until it is here the open menu lists its categories, and a
 * press on one waits for it.
 */
import { memo } from 'react';
import { t } from '../../src/runtime/t';
import type { Model } from './parse';
import { ControlButton, type ButtonProps } from './SiteHeader';
import type { MenuView } from './logic-state';
import { useMegaMenu, type MenuHost } from './use-mega-menu';

export interface MenuProps {
  model: Model;
  s: MenuView;
  header: MenuHost;
}

/** Renders again only when its view changes: not when a panel opens or closes. */
export const MegaMenu = memo(function MegaMenu({ model, s, header }: MenuProps) {
  const { on, flyouts } = useMegaMenu(model, s, header);
  const button = (key: string, props: Omit<ButtonProps, 'nodes' | 'at'>) => (
    <ControlButton key={key} nodes={header.nodes} at={header.slot(props.of)} {...props} />
  );
  return (
    <>
      {model.categories.map((c, i) => [
        button(`c${i}`, {
          of: c,
          link: c.link,
          on: on.category,
          'aria-expanded': s.section === c,
          'aria-controls': c.section.id,
        }),
        button(`b${i}`, {
          of: c.section,
          on: on.back,
          className: 'mega-menu__back',
          hidden: s.wide,
          children: t('Back'),
        }),
      ])}
      {flyouts.map((f, i) =>
        button(`f${i}`, {
          of: f,
          on: on.flyout,
          className: 'menu-toggle',
          'aria-expanded': s.flyout === f,
          'aria-controls': f.list.id,
          'aria-label': t('More @label pages', { '@label': f.link.textContent!.trim() }),
        }),
      )}
    </>
  );
});

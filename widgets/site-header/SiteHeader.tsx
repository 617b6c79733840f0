/**
 * The header's controls: disclosure buttons in place of the toggle links, close buttons, the
 * backdrop, and the menu's buttons and the forms once their chunks are here. Panels, menu links and forms stay the
 * server's nodes; the buttons render into boxes beside the links they replace, so nothing moves
 * on enhancement. Each button re-renders only when what it shows changes.
 */
import { memo, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Boundary } from '../../src/runtime/render';
import type { WidgetProps } from '../../src/runtime/widget';
import type { Model } from './parse';
import type { Props } from './define';
import { useHeader } from './use-header';

export interface ButtonProps {
  /** What the button stands for: its key among the rendered nodes, and what a press passes on. */
  of: object;
  at: HTMLElement;
  /** The server link it replaces: its class and markup, so nothing moves. */
  link?: HTMLAnchorElement;
  on(of: object): void;
  nodes: Map<unknown, HTMLElement>;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-label'?: string;
  className?: string;
  hidden?: boolean;
  children?: ReactNode;
}

export const ControlButton = memo(function ControlButton({
  of,
  at,
  link,
  on,
  nodes,
  ...rest
}: ButtonProps) {
  return createPortal(
    <button
      type="button"
      ref={(el) => void (el ? nodes.set(of, el) : nodes.delete(of))}
      className={link?.className}
      onClick={() => on(of)}
      dangerouslySetInnerHTML={link && { __html: link.innerHTML }}
      {...rest}
    />,
    at,
  );
});

export function SiteHeader({ model, ctx }: WidgetProps<Model, Props>) {
  const { s, on, left, nodes, slot, Forms, forms, Menu, menu, menuHost } = useHeader(model, ctx);
  const button = (key: string, props: Omit<ButtonProps, 'nodes' | 'at'>) => (
    <ControlButton key={key} nodes={nodes} at={slot(props.of)} {...props} />
  );
  const { wide, section, flyout } = s;
  const menuView = useMemo(() => ({ wide, section, flyout }), [wide, section, flyout]);
  return (
    <>
      {model.toggles.map((tg, i) =>
        button(`t${i}`, {
          of: tg,
          link: tg.link,
          on: on.toggle,
          'aria-expanded': tg.panel === 'main' ? s.menu : s.panel === tg.panel,
          'aria-controls': model.panels[tg.panel]!.id,
        }),
      )}
      {/* Inside their panels, hidden with them: made once, not by the press that opens one. */}
      {model.closers.map((c, i) => button(`x${i}`, { of: c, link: c.link, on: on.close }))}
      {Menu && (
        <Boundary onError={menu.failed}>
          <Menu model={model} s={menuView} header={menuHost} />
        </Boundary>
      )}
      {(s.menu || s.panel) && <div className="site-header__backdrop" onClick={on.closeAll} />}
      {Forms && (
        <Boundary onError={forms.failed}>
          <Forms
            ctx={ctx}
            panel={s.panel}
            left={left}
            onReady={() => forms.ready()?.requestSubmit()}
          />
        </Boundary>
      )}
    </>
  );
}

/**
 * The sticky investor menu: the server's block and links are the content; the component adds a
 * back-to-top link only where the server has none, after the block's own nodes.
 */
import { useRef } from 'react';
import { t, type WidgetProps } from '../../src/runtime';
import { useSticky, type IrMenuProps } from './hooks';
import type { IrMenuModel } from './parse';

export function IrMenu({ model, ctx }: WidgetProps<IrMenuModel, IrMenuProps>) {
  const link = useRef<HTMLAnchorElement>(null);
  useSticky(model, ctx, link);
  return model.backToTop ? null : (
    <a ref={link} href="#top" className="back-to-top">
      {t('Back to top')}
    </a>
  );
}

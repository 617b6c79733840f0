import type { WidgetContext } from '../../src/runtime';
import { sameOrigin } from './logic';

/** The modal link; null for a link to another origin, which stays a plain link. */
export type ModalLinkModel = HTMLAnchorElement | null;

export function parse(host: HTMLElement, ctx: WidgetContext<unknown>): ModalLinkModel {
  const link = host as HTMLAnchorElement;
  if (sameOrigin(link.href)) return link;
  ctx.warn('links to another origin are not loaded into a dialog; left as a plain link.', link);
  return null;
}

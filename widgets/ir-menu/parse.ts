import { BLOCK } from './define';

export interface IrMenuModel {
  host: HTMLElement;
  /** The element that is absolutely placed and becomes fixed (the block). */
  bar: HTMLElement;
  backToTop: HTMLElement | null;
}

export function parse(host: HTMLElement): IrMenuModel {
  const next = host.nextElementSibling;
  return {
    host,
    bar: host.matches(BLOCK) ? host : (host.querySelector<HTMLElement>(BLOCK) ?? host),
    // Inside <ir-menu>, or right after the bare block.
    backToTop:
      host.querySelector<HTMLElement>('.back-to-top') ??
      (next instanceof HTMLElement && next.matches('.back-to-top') ? next : null),
  };
}

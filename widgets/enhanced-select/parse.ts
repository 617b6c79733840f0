import { MarkupError } from '../../src/runtime/errors';

export interface SelectModel {
  select: HTMLSelectElement;
}

/** The host is the server's `<select>` itself: the form's field and, without JS, the control. */
export function parse(host: HTMLElement): SelectModel {
  if (!(host instanceof HTMLSelectElement)) throw new MarkupError('is not a <select>.');
  return { select: host };
}

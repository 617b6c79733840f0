import { MarkupError } from '../../src/runtime/errors';

export interface CtaModalModel {
  host: HTMLElement;
  id: string;
  /** Names the dialog (aria-labelledby). */
  title: HTMLElement;
  /** The theme's no-JS close link (`.cta-modal__close`), if any. */
  serverClose: HTMLElement | null;
}

export function parse(host: HTMLElement): CtaModalModel {
  if (!host.id) throw new MarkupError('needs an id for its call-to-action buttons to name.');
  const title = host.querySelector<HTMLElement>('.cta-modal__title, h1, h2, h3, h4, h5, h6');
  if (!title) throw new MarkupError('needs a title (.cta-modal__title or a heading) to name it.');
  return { host, id: host.id, title, serverClose: host.querySelector('.cta-modal__close') };
}

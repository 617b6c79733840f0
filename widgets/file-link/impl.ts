import { t, type WidgetImplementation } from '../../src/runtime';
import { FILE_TYPES } from './logic';

const FILE_PATH = new RegExp(`\\.(?:${FILE_TYPES.join('|')})$`, 'i');

/** Whether the link's path (not its query or fragment) ends in a document extension. */
export function isFileUrl(href: string, base = location.href): boolean {
  try {
    const url = new URL(href, base);
    return /^https?:$/.test(url.protocol) && FILE_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

/** The lazy part of file-link: decides per link and marks it up. */
export const implementation: WidgetImplementation<HTMLAnchorElement | null> = {
  parse: (host) => {
    const link = host as HTMLAnchorElement;
    const target = link.getAttribute('target');
    // Downloads and links the author pointed elsewhere stay as they are.
    const skip = link.hasAttribute('download') || (target !== null && target !== '_blank');
    return skip || !isFileUrl(link.href) ? null : link;
  },
  setup(link, ctx) {
    if (!link) return;
    const target = link.getAttribute('target');
    const rel = link.getAttribute('rel');
    link.target = '_blank';
    link.relList.add('noopener');
    const hint = document.createElement('span');
    hint.className = 'visually-hidden';
    hint.textContent = ` ${t('(opens in a new tab)')}`;
    link.append(hint);
    ctx.signal.addEventListener(
      'abort',
      () => {
        hint.remove();
        if (target === null) link.removeAttribute('target');
        if (rel === null) link.removeAttribute('rel');
        else link.setAttribute('rel', rel);
      },
      { once: true },
    );
  },
};

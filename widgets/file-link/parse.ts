import { FILE_TYPES } from './logic';

/** The document link; null for one left alone (a download, another target, not a document). */
export type FileLinkModel = HTMLAnchorElement | null;

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

export function parse(host: HTMLElement): FileLinkModel {
  const link = host as HTMLAnchorElement;
  const target = link.getAttribute('target');
  // Downloads and links the author pointed elsewhere stay as they are.
  const skip = link.hasAttribute('download') || (target !== null && target !== '_blank');
  return skip || !isFileUrl(link.href) ? null : link;
}

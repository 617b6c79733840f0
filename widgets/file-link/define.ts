import type { WidgetDefinition } from '../../src/runtime';
import { FILE_LINKS } from './logic';
import type { FileLinkModel } from './parse';

/**
 * Links to documents (PDF, Word, Excel, ZIP…) open in a new tab, with `rel="noopener"` and a
 * visually hidden "(opens in a new tab)". Nothing visible changes, so the code is a small lazy
 * chunk fetched when the first document link is on the page.
 */
export const definition: WidgetDefinition<FileLinkModel> = {
  tag: 'file-link',
  selector: FILE_LINKS,
  element: false,
  load: () => import('./impl').then((m) => m.implementation),
};

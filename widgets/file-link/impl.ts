import { t, type WidgetImplementation } from '../../src/runtime';
import { parse, type FileLinkModel } from './parse';

/** The lazy part of file-link: decides per link and marks it up. */
export const implementation: WidgetImplementation<FileLinkModel> = {
  parse,
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

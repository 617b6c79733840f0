import { t, type WidgetContext } from '../../src/runtime';
import type { FileLinkModel } from './parse';

/** Marks a document link up to open in a new tab, and says so to assistive technology. */
export function setup(link: FileLinkModel, ctx: WidgetContext): void {
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
}

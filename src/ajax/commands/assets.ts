/**
 * The `add_css` and `add_js` commands' loader: each stylesheet or script once, in order, as
 * Drupal's loadjs does.
 */
import { t } from '../../runtime';
import { escapeHtml } from '../ui';
import { str } from './core';

/**
 * Each file asked for, loading or loaded: whether it loaded. A second response that names a file
 * still loading for the first waits for it too, as loadjs does for Drupal.
 */
const loaded = new Map<string, Promise<boolean>>();

/** Loads stylesheets or scripts once each, in order; rejects naming the files that failed. */
export async function loadAssets(
  kind: 'link' | 'script',
  items: unknown,
  parent: Element,
): Promise<void> {
  const failed: string[] = [];
  await Promise.all(
    (Array.isArray(items) ? items : []).map(async (item: Record<string, unknown>) => {
      const key = str(kind === 'link' ? item.href : item.src);
      if (!key) return;
      let done = loaded.get(key);
      if (!done) loaded.set(key, (done = fetchOne(kind, item, key, parent)));
      if (!(await done)) failed.push(key);
    }),
  );
  // The message itself, not an Error: the console line reads as Drupal's, with no "Error: ".
  if (failed.length)
    return Promise.reject(
      t('The following files could not be loaded: @dependencies', {
        '@dependencies': escapeHtml(failed.join(', ')),
      }),
    );
}

function fetchOne(
  kind: 'link' | 'script',
  item: Record<string, unknown>,
  key: string,
  parent: Element,
): Promise<boolean> {
  const el = document.createElement(kind);
  if (el instanceof HTMLLinkElement) el.rel = 'stylesheet';
  else el.async = false;
  for (const [name, value] of Object.entries(item))
    if (!/^on/i.test(name) && value != null && value !== false)
      el.setAttribute(name, value === true ? '' : String(value));
  // A browser with modules skips a nomodule script without a load or error event: waiting
  // for one left the response, and the busy trigger, waiting for good.
  if (el instanceof HTMLScriptElement && el.noModule && 'noModule' in HTMLScriptElement.prototype) {
    parent.append(el);
    return Promise.resolve(true);
  }
  return new Promise<boolean>((resolve) => {
    el.onload = () => resolve(true);
    el.onerror = () => {
      // Forgotten, so that a later response can try the file again.
      loaded.delete(key);
      el.remove();
      resolve(false);
    };
    parent.append(el);
  });
}

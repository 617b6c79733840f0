import { setting, type WidgetContext } from '../../src/runtime';
import { readBatchSettings, type BatchSettings } from './logic';

export interface BatchProgressModel {
  /** The no-JS progress markup's box (`[data-drupal-progress]`). */
  host: HTMLElement;
  /** The page's `drupalSettings.batch`; null without a uri (the page refreshes itself). */
  batch: BatchSettings | null;
  /** `#wait`, which the page hides when the batch fails; null when it has none. */
  wait: HTMLElement | null;
}

export function parse(host: HTMLElement, ctx: WidgetContext<unknown>): BatchProgressModel {
  const batch = readBatchSettings(setting('batch'));
  if (!batch)
    ctx.warn('drupalSettings.batch has no uri; the page refreshes itself without JavaScript.');
  return { host, batch, wait: document.getElementById('wait') };
}

/**
 * Errors stay local: one widget's failure is reported once and the page goes on.
 */
const reported = new WeakMap<object, Set<string>>();
const pageKey = {};

/** Reports a widget failure once per host and tag, as a console warning and a `trellis:error` event. */
export function reportWidgetError(tag: string, host: Element | null, error: unknown): void {
  const key = host ?? pageKey;
  let tags = reported.get(key);
  if (!tags) reported.set(key, (tags = new Set()));
  if (tags.has(tag)) return;
  tags.add(tag);
  console.warn(`[trellis] <${tag}> failed and was left as server markup:`, error, host);
  host?.setAttribute('data-trellis-error', '');
  (host ?? document).dispatchEvent(
    new CustomEvent('trellis:error', { bubbles: true, detail: { tag, error } }),
  );
}

/** Missing or malformed server markup: a warning, never an exception that stops other widgets. */
export class MarkupError extends Error {
  override name = 'MarkupError';
}

/** Logs a non-fatal problem with the widget's tag prefixed. */
export function warn(tag: string, message: string, ...details: unknown[]): void {
  console.warn(`[trellis] <${tag}> ${message}`, ...details);
}

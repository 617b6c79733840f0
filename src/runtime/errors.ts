/**
 * Errors stay local: one widget's failure is reported once and the page goes on.
 */
const reported = new WeakMap<object, Set<string>>();
const pageKey = {};

/** A script file that could not be loaded, as bundlers report one (`code` MODULE_NOT_FOUND). */
export class ModuleNotFoundError extends Error {
  override name = 'ModuleNotFoundError';
  code = 'MODULE_NOT_FOUND';
}

/** A failed `import()`: Chromium and Firefox name the file in a TypeError's message. */
function asModuleNotFound(error: unknown): unknown {
  const file = error instanceof TypeError && /\S+\.js\b/.exec(error.message);
  return file
    ? new ModuleNotFoundError(`Cannot find module '${file[0]}'`, { cause: error })
    : error;
}

/** Reports a widget failure once per host and tag, as a console warning and a `trellis:error` event. */
export function reportWidgetError(tag: string, host: Element | null, error: unknown): void {
  error = asModuleNotFound(error);
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

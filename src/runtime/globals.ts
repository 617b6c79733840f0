/**
 * A global that a script set. Markup names globals too: an element's id, or a form's or an
 * image's name, is a property of `window` (named access on the Window object), so editor content
 * with `<div id="Trellis">` or `<form id="Drupal">` would pass for the bundle's own copy or for
 * Drupal's JS. Only a plain object counts; an element or a collection is not one.
 */
export function scriptGlobal<T extends object>(name: string): T | undefined {
  const value: unknown = (window as unknown as Record<string, unknown>)[name];
  return value && Object.getPrototypeOf(value) === Object.prototype ? (value as T) : undefined;
}

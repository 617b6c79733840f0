/**
 * Drupal settings: the `drupal-settings-json` script the CMS emits, or `window.drupalSettings`
 * when Drupal's own JS has defined it (then both share one object, so a `settings` command
 * seen by either is seen by both).
 */
import { scriptGlobal } from './globals';

export type Settings = Record<string, unknown> & {
  path?: { baseUrl?: string; pathPrefix?: string; currentPath?: string; currentLanguage?: string };
  ajaxPageState?: { theme?: string; theme_token?: string; libraries?: string };
  ajaxTrustedUrl?: Record<string, boolean>;
  trellis?: Record<string, unknown>;
};

declare global {
  interface Window {
    drupalSettings?: Settings;
  }
}

let cached: Settings | undefined;

export function getSettings(): Settings {
  const shared = scriptGlobal<Settings>('drupalSettings');
  if (shared) return shared;
  if (cached) return cached;
  cached = {};
  const script = document.querySelector<HTMLScriptElement>(
    'script[type="application/json"][data-drupal-selector="drupal-settings-json"]',
  );
  if (script?.textContent) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        cached = parsed as Settings;
      else console.warn('[trellis] drupal-settings-json is not an object; ignored.');
    } catch (error) {
      console.warn('[trellis] drupal-settings-json is not valid JSON; ignored.', error);
    }
  }
  return cached;
}

/** Forgets the parsed settings (tests, and pages that replace the settings script). */
export function resetSettings(): void {
  cached = undefined;
}

/** Reads `a.b.c` from the settings; `undefined` when any step is missing. */
export function setting<T = unknown>(path: string, from: Settings = getSettings()): T | undefined {
  let node: unknown = from;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node as T;
}

/**
 * How long a request a visitor waits on may take (`drupalSettings.trellis.requestTimeout`, ms;
 * `fallback`, 30 s, when the site sets none): a server that never answers must not hold a
 * control busy forever.
 */
export function requestTimeout(fallback = 30_000): number {
  const ms = setting<number>('trellis.requestTimeout');
  return ms! > 0 ? Math.min(ms!, 2 ** 31 - 1) : fallback;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * jQuery deep-extend semantics (Drupal's `settings` command with merge): plain objects merge
 * recursively, arrays merge by index, `undefined` is skipped. Prototype keys are refused so a
 * response cannot pollute Object.prototype.
 */
export function deepMerge(
  target: Record<string, unknown>,
  source: unknown,
): Record<string, unknown> {
  if (!source || typeof source !== 'object') return target;
  for (const key of Object.keys(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const value = (source as Record<string, unknown>)[key];
    if (value === undefined || value === target) continue;
    const current = target[key];
    if (Array.isArray(value)) {
      const base = Array.isArray(current) ? current : [];
      target[key] = deepMerge(base as unknown as Record<string, unknown>, value);
    } else if (isPlainObject(value)) {
      const base = isPlainObject(current) ? current : {};
      target[key] = deepMerge(base, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

/** Percent-decodes a URL part; keeps it as it is when it is not valid percent-encoding. */
export function decodeOrKeep(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The site's base path, always ending in `/` (Drupal's `path.baseUrl`). */
export function baseUrl(): string {
  const base = setting<string>('path.baseUrl') ?? '/';
  return base.endsWith('/') ? base : `${base}/`;
}

/** `Drupal.url(path)`: base path + language prefix + path. */
export function siteUrl(path: string): string {
  return baseUrl() + (setting<string>('path.pathPrefix') ?? '') + path.replace(/^\//, '');
}

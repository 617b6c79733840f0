import { readFileSync } from 'node:fs';

/** The lines of a corpus file in ./corpus: one entry a line, `#` comments and blanks skipped. */
export function corpus(name: string): string[] {
  return readFileSync(new URL(`./corpus/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
}

/** True once anything in the page ran a payload (every payload sets `window.__pwned`). */
export const PWNED = () => (window as { __pwned?: unknown }).__pwned;

/** The globals Trellis reads, each of which markup could try to stand in for. */
export const GLOBALS = ['Trellis', 'Drupal', 'drupalSettings', 'drupalTranslations', 'dataLayer'];

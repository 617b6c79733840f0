import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// From the repository root, where Playwright and vitest both run (vitest's DOM environments
// give import.meta.url no file URL).
const DIR = join(process.cwd(), 'test/security/corpus');

/** The lines of a corpus file in ./corpus: one entry a line, `#` comments and blanks skipped. */
export function corpus(name: string): string[] {
  return readFileSync(join(DIR, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
}

/** True once anything in the page ran a payload (every payload sets `window.__pwned`). */
export const PWNED = () => (window as { __pwned?: unknown }).__pwned;

/** The globals Trellis reads, each of which markup could try to stand in for. */
export const GLOBALS = ['Trellis', 'Drupal', 'drupalSettings', 'drupalTranslations', 'dataLayer'];

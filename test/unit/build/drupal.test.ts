// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('the Drupal module (drupal/trellis)', () => {
  const libraries = read('drupal/trellis/trellis.libraries.yml');
  const { version } = JSON.parse(read('package.json')) as { version: string };

  it('prints the package’s version as ?v= on every file', () => {
    const versions = [...libraries.matchAll(/^\s+version:\s*(\S+)/gm)].map((m) => m[1]);
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) expect(v).toBe(version);
  });

  it('lists files the build writes, the entry as a module printed on its own', () => {
    const files = [...libraries.matchAll(/^\s+(dist\/\S+):/gm)].map((m) => m[1]!);
    expect(files).toEqual([
      'dist/trellis.strings.js',
      'dist/trellis.js',
      'dist/react/trellis.strings.js',
      'dist/react/trellis.js',
    ]);
    expect(libraries).toMatch(
      /dist\/trellis\.js: \{ attributes: \{ type: module \}, preprocess: false, minified: true \}/,
    );
    // After `npm run build` (the test command builds first), each file is there.
    if (existsSync(new URL('dist/trellis.js', root)))
      for (const file of files) expect(existsSync(new URL(file, root)), file).toBe(true);
  });

  it('depends on core/drupalSettings, without which Drupal prints no settings', () => {
    const trellis = libraries.slice(0, libraries.indexOf('trellis.react:'));
    expect(trellis).toMatch(/dependencies:\s+(?:#.*\s+)*- core\/drupalSettings/);
  });
});

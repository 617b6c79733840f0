// @vitest-environment node
/**
 * `dist/manifest.json` (rollup.config.mjs, `stableEntryAndManifest`): every file the build wrote,
 * with the SRI hash and size of its bytes as written. Plugins that change a file in
 * `generateBundle` (the compile hint) must run before the manifest is made. Checks the files
 * `npm run build` wrote (the test command builds first).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtDirs, inBuild } from '../../support/builds';

const builds = builtDirs();

describe.each(builds)('%s/manifest.json', (dir) => {
  it('gives each file the hash and size of its bytes', () => {
    const { files } = JSON.parse(readFileSync(inBuild(dir, 'manifest.json'), 'utf8')) as {
      files: Record<string, { integrity: string; bytes: number }>;
    };
    expect(Object.keys(files)).toContain('trellis.js');
    for (const [file, { integrity, bytes }] of Object.entries(files)) {
      const source = readFileSync(inBuild(dir, file));
      const hash = `sha384-${createHash('sha384').update(source).digest('base64')}`;
      expect({ file, integrity, bytes }).toEqual({ file, integrity: hash, bytes: source.length });
    }
  });
});

// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFile } from '../../../demo/server.ts';

describe("the demo server's static files", () => {
  const root = mkdtempSync(join(tmpdir(), 'trellis-static-'));
  const dist = join(root, 'dist');
  // A sibling whose name starts with the served folder's: a string-prefix check let it through.
  for (const dir of [dist, join(root, 'dist-probe')]) {
    mkdirSync(dir);
    writeFileSync(join(dir, 'file.js'), '');
  }
  const dirs: [string, string][] = [['/trellis/', dist]];
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves a file inside the folder', () => {
    expect(staticFile('/trellis/file.js', dirs)).toBe(join(dist, 'file.js'));
  });

  it('never a sibling folder, a parent or an absolute path, encoded or not', () => {
    for (const path of [
      '/trellis/..%2fdist-probe/file.js',
      '/trellis/../dist-probe/file.js',
      '/trellis/..%2f..%2fetc%2fpasswd',
      '/trellis/%2fetc%2fpasswd',
      '/trellis/..',
      '/trellis/',
      '/trellis/%E0%A4%A',
    ])
      expect(staticFile(path, dirs), path).toBeNull();
  });
});

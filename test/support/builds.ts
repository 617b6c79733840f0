/**
 * The builds `npm run build` wrote, for tests that read its files: the default build always (the
 * test command builds first), the React 19 build when it is there.
 */
import { existsSync } from 'node:fs';

const root = new URL('../../', import.meta.url);

/** `dir`'s `path`, as a file URL from the repository's root. */
export const inBuild = (dir: string, path: string) => new URL(`${dir}/${path}`, root);

export function builtDirs(): string[] {
  if (!existsSync(inBuild('dist', 'manifest.json')))
    throw new Error('dist/manifest.json is missing: run `npm run build` first');
  return ['dist', 'dist/react'].filter((dir) => existsSync(inBuild(dir, 'manifest.json')));
}

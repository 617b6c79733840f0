// @vitest-environment node
/**
 * V8's compile hint (rollup.config.mjs, `compileEagerly`): the first line of the entry and of
 * every built file that holds only our own code, of no file with library code in it; each hinted
 * file's source map moved down a line with it. Checks the files `npm run build` wrote (the test
 * command builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtDirs, inBuild } from '../../support/builds';
import { decodeMappings } from '../../support/source-map';

const HINT = '//# allFunctionsCalledOnLoad';

interface Built {
  file: string;
  code: string;
  sources: string[];
  sourcesContent: (string | null)[];
  mappings: string;
  entry: boolean;
}

function build(dir: string): Built[] {
  const at = (path: string) => inBuild(dir, path);
  const { entry } = JSON.parse(readFileSync(at('manifest.json'), 'utf8')) as { entry: string };
  const chunks = readdirSync(at('chunks')).filter((f) => f.endsWith('.js'));
  return [entry, ...chunks.map((f) => `chunks/${f}`)].map((file) => {
    const map = JSON.parse(readFileSync(at(`${file}.map`), 'utf8'));
    return { file, code: readFileSync(at(file), 'utf8'), ...map, entry: file === entry };
  });
}

const builds = builtDirs();

describe.each(builds)('%s', (dir) => {
  const files = build(dir);

  it('hints the entry and every file of our own code, no file with library code', () => {
    const own = (f: Built) =>
      f.entry || (f.sources.length > 0 && f.sources.every((s) => !s.includes('node_modules/')));
    for (const f of files) expect(f.code.startsWith(`${HINT}\n`), f.file).toBe(own(f));
    expect(files.some((f) => !own(f))).toBe(true);
  });

  it('maps a hinted file’s code to its sources a line down', () => {
    for (const f of files.filter((file) => file.code.startsWith(HINT))) {
      const lines = f.code.split('\n');
      const mapped = decodeMappings(f.mappings);
      expect(mapped[0], f.file).toEqual([]);
      // A string literal in the output maps to the same literal in its source.
      let checked = 0;
      let found = 0;
      mapped.forEach((segments, line) => {
        for (const [column, source, originalLine, originalColumn] of segments) {
          const literal = /^(["'`])([\w -]{6,}?)\1/.exec(lines[line]!.slice(column));
          if (!literal) continue;
          checked++;
          const text = f.sourcesContent[source]?.split('\n')[originalLine] ?? '';
          // Quoted in the source, or a JSX tag or attribute name.
          if (
            text
              .slice(originalColumn)
              .replace(/^["'`]/, '')
              .startsWith(literal[2]!)
          )
            found++;
        }
      });
      if (checked) expect(found / checked, f.file).toBeGreaterThan(0.95);
    }
  });
});

// @vitest-environment node
// @ts-expect-error: plain ESM build script
import * as build from '../../../scripts/strings.mjs';
import { describe, expect, it } from 'vitest';
import { decodeVlq } from '../../support/source-map';

const { bundleSources, extractStrings, potFile, stringsFile, stringsMap } = build;

interface Extracted {
  kind: 't' | 'plural';
  source: string;
  plural?: string;
  context: string;
}

/**
 * What Drupal's locale module finds in a library file (../shared/spec/drupal-host.md): literal
 * `Drupal.t('…')` and `Drupal.formatPlural(n, '…', '…')` calls, the quotes stripped, nothing
 * unescaped. Written from those facts, not from Drupal's code.
 */
function localeFinds(js: string): Set<string> {
  const str = `(?:'[^']*'|"[^"]*")`;
  const found = new Set<string>();
  const strip = (s: string) => s.slice(1, -1);
  for (const m of js.matchAll(new RegExp(`Drupal\\s*\\.\\s*t\\s*\\(\\s*(${str})`, 'g')))
    found.add(strip(m[1]!));
  const plural = new RegExp(
    `Drupal\\s*\\.\\s*formatPlural\\s*\\(\\s*[^,]+?\\s*,\\s*(${str})\\s*,\\s*(${str})`,
    'g',
  );
  for (const m of js.matchAll(plural)) found.add(`${strip(m[1]!)}\x03${strip(m[2]!)}`);
  return found;
}

const key = (s: Extracted) => (s.kind === 'plural' ? `${s.source}\x03${s.plural}` : s.source);

describe('the strings file for Drupal’s locale module', () => {
  const { strings, problems } = extractStrings() as { strings: Extracted[]; problems: string[] };

  it('finds every t() and formatPlural() string of the source as a literal', () => {
    expect(problems).toEqual([]);
    // An independent count: every literal first argument of t( in the bundle's source.
    const literals = new Set<string>();
    for (const { text } of bundleSources() as { text: string }[])
      for (const m of text.matchAll(/(?<![\w.])t\(\s*'((?:[^'\\]|\\.)*)'/g))
        literals.add(m[1]!.replace(/\\'/g, "'"));
    const found = localeFinds(stringsFile(strings, 'test'));
    for (const literal of literals) expect(found, literal).toContain(literal);
    expect(literals.size).toBeGreaterThan(100);
  });

  it('gives the locale module back exactly the strings extracted', () => {
    expect(localeFinds(stringsFile(strings, 'test'))).toEqual(new Set(strings.map(key)));
  });

  it('maps each call in the file to the first source line that shows its string', () => {
    const file = (stringsFile(strings, 'test', 'trellis.strings.js.map') as string).split('\n');
    const map = JSON.parse(stringsMap(strings, 'trellis.strings.js', '..')) as {
      sources: string[];
      sourcesContent: string[];
      mappings: string;
    };
    expect(file.at(-2)).toBe('//# sourceMappingURL=trellis.strings.js.map');
    const lines = map.mappings.split(';');
    let source = 0;
    let line = 0;
    strings.forEach((s, i) => {
      // After the three comment lines and the function's first line.
      const generated = 4 + i;
      expect(file[generated]).toContain(s.source);
      const [column, dSource, dLine] = decodeVlq(lines[generated]!);
      source += dSource!;
      line += dLine!;
      expect(column).toBe(2);
      const [path, at] = (s as Extracted & { where: string[] }).where[0]!.split(':');
      expect(map.sources[source], `string ${i}`).toBe(`../${path}`);
      expect(line + 1).toBe(Number(at));
      expect(map.sourcesContent[source]!.split('\n')[line]).toMatch(/\S/);
    });
  });

  it('refuses a computed string, and lists translatable() and plurals', () => {
    const result = extractStrings([
      {
        file: 'x.ts',
        text: [
          't(label);',
          "t('Plain');",
          "formatPlural(n, '@count row', '@count rows');",
          "const m = translatable('Marked');",
          '// t(): strings marked translatable() in x.ts.',
          't(m);',
          "t('In context', {}, { context: 'menu' });",
        ].join('\n'),
      },
    ]) as { strings: Extracted[]; problems: string[] };
    expect(result.problems).toEqual(['x.ts:1: t() needs a literal string (and context)']);
    expect(result.strings.map(key)).toEqual([
      'Plain',
      '@count row\x03@count rows',
      'Marked',
      'In context',
    ]);
    expect(stringsFile(result.strings, 'test')).toContain(
      "Drupal.t('In context', {}, { context: 'menu' });",
    );
    const pot = potFile(result.strings, 'test') as string;
    expect(pot).toContain('msgctxt "menu"\nmsgid "In context"');
    expect(pot).toContain('msgid "@count row"\nmsgid_plural "@count rows"');
  });
});

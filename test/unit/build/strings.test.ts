// @vitest-environment node
// @ts-expect-error: plain ESM build script
import { bundleSources, extractStrings, potFile, stringsFile } from '../../../scripts/strings.mjs';
import { describe, expect, it } from 'vitest';

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

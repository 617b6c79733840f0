/**
 * Every widget folder follows the one contract widgets/README.md documents. Folders not yet on
 * it are listed in NOT_YET with the files they hold beyond it; the list only shrinks: a listed
 * folder may lose files, not gain them, and one that meets the contract must leave the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WIDGETS = join(import.meta.dirname, '..', '..', '..', 'widgets');

/** Not yet React-backed in the contract's shape: the files each holds beyond it. */
const NOT_YET: Record<string, string[]> = {};

/**
 * Behaviours that add no controls (they set attributes, text or the scroll on server nodes):
 * their `setup.ts` takes the component's place.
 */
const BEHAVIOURS = ['anchor-links', 'file-link', 'heading-rules'];

/** The contract's files: what each must hold, and what it may. */
const required = (tag: string) => [
  'define.ts',
  'parse.ts',
  'logic.ts',
  'README.md',
  `${tag}.test.ts`,
  `${tag}.spec.ts`,
];
const COMPONENT = /^[A-Z][A-Za-z]*\.tsx$/;
/** A hook module per concern (`use-subtrees.ts`), where one hooks.ts would outgrow a sitting. */
const HOOK_MODULE = /^use-[a-z][a-z0-9-]*\.tsx?$/;
/**
 * Pure logic of one concern (`logic-order.ts`) beside logic.ts, where one logic.ts would outgrow
 * a sitting: named so, it reads as logic (pure, unit-tested), not as a module loaded on intent.
 */
const LOGIC_MODULE = /^logic-[a-z][a-z0-9-]*\.ts$/;
/** The markup a lazy part reads when it loads (`parse-menu.ts`), kept out of parse.ts's chunk. */
const PARSE_MODULE = /^parse-[a-z][a-z0-9-]*\.ts$/;
// A widget's demo page is demo/widgets/<tag>.ts, outside the bundle folders.
const OPTIONAL = ['impl.ts', 'hooks.ts', 'style.css', 'theme.css'];

const folders = readdirSync(WIDGETS, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const filesOf = (tag: string) => readdirSync(join(WIDGETS, tag));
const read = (tag: string, file: string) => readFileSync(join(WIDGETS, tag, file), 'utf8');

/**
 * The folder's modules that only a dynamic `import()` brings: code a visitor's intent fetches
 * (the back-to-top scroll), which stays out of the widget's chunk until then.
 */
function onIntent(tag: string): string[] {
  const sources = filesOf(tag)
    .filter((f) => /\.tsx?$/.test(f) && !outsideBundle(f))
    .map((f) => read(tag, f));
  const imported = (how: RegExp) => sources.some((s) => how.test(s));
  return filesOf(tag).filter((file) => {
    const name = file.match(/^([\w-]+)\.tsx?$/)?.[1];
    if (!name) return false;
    const spec = `['"]\\./${name}(?:\\.tsx?)?['"]`;
    return (
      imported(new RegExp(`import\\(\\s*${spec}\\s*\\)`)) &&
      !imported(new RegExp(`(?:from|^import)\\s*${spec}`, 'm'))
    );
  });
}

/** What the folder holds beyond the contract, and what the contract wants that it lacks. */
function gaps(tag: string): { extra: string[]; missing: string[] } {
  const files = filesOf(tag);
  const behaviour = BEHAVIOURS.includes(tag);
  const allowed = new Set([...required(tag), ...OPTIONAL, ...onIntent(tag)]);
  if (behaviour) allowed.add('setup.ts');
  const hasComponent = files.some((f) => COMPONENT.test(f));
  return {
    extra: files
      .filter(
        (f) =>
          !allowed.has(f) &&
          !HOOK_MODULE.test(f) &&
          !LOGIC_MODULE.test(f) &&
          !PARSE_MODULE.test(f) &&
          (behaviour || !COMPONENT.test(f)),
      )
      .sort(),
    missing: [
      ...required(tag).filter((f) => !files.includes(f)),
      ...(behaviour ? (files.includes('setup.ts') ? [] : ['setup.ts']) : []),
      ...(behaviour || hasComponent ? [] : ['<Name>.tsx']),
    ],
  };
}

/** The module specifiers a file imports statically (`import type` left out). */
function valueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\b)[^'"]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}
const allImports = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

/** Demo-server and test code, which the bundle never imports. */
const outsideBundle = (file: string) =>
  /^demo(-[\w-]+)?\.ts$/.test(file) || /\.(spec|test)\.tsx?$/.test(file);

describe('the widget folder contract', () => {
  it('lists only folders that exist', () => {
    expect(Object.keys(NOT_YET).filter((tag) => !folders.includes(tag))).toEqual([]);
  });

  for (const tag of folders) {
    const listed = NOT_YET[tag];
    if (listed) {
      it(`${tag} (not yet on the contract) gains no file beyond it, and leaves the list once on it`, () => {
        const { extra, missing } = gaps(tag);
        expect(
          extra.filter((f) => !listed.includes(f)),
          'files added beyond the contract',
        ).toEqual([]);
        expect(
          extra.length + missing.length,
          `${tag} meets the contract: take it off NOT_YET`,
        ).toBeGreaterThan(0);
      });
      continue;
    }

    it(`${tag} holds the contract's files and nothing else`, () => {
      expect(gaps(tag)).toEqual({ extra: [], missing: [] });
    });

    it(`${tag}'s define.ts registers only: no parse, component, hooks or styles in the entry`, () => {
      const define = read(tag, 'define.ts');
      const imports = valueImports(define);
      const own = imports.filter((s) => s.startsWith('./'));
      // A behaviour the first paint needs (no `load`) is registered with its parse and setup.
      const eager = BEHAVIOURS.includes(tag) && !/\bload:/.test(define);
      const entryMay = eager ? ['./logic', './parse', './setup'] : ['./logic'];
      // Pure logic may come along (a lazy widget's test of whether it has anything to do).
      const logic = (s: string) => entryMay.includes(s) || LOGIC_MODULE.test(`${s.slice(2)}.ts`);
      expect(own.filter((s) => !logic(s))).toEqual([]);
      expect(imports.filter((s) => !s.startsWith('./') && !s.includes('/src/runtime'))).toEqual([]);
    });

    if (filesOf(tag).includes('impl.ts'))
      it(`${tag}'s impl.ts only assembles the lazy implementation`, () => {
        const source = read(tag, 'impl.ts');
        expect(source).toMatch(/export const implementation\b/);
        expect(source).not.toMatch(/\bfunction\b|=>\s*\{/);
      });
  }

  it('nothing the bundle can import in widgets/ imports demo/ or a demo module', () => {
    const edges: string[] = [];
    for (const tag of folders)
      for (const file of filesOf(tag).filter((f) => /\.tsx?$/.test(f) && !outsideBundle(f)))
        for (const spec of allImports(read(tag, file)))
          if (/(^|\/)demo(\/|$)/.test(spec) || /\/demo(-[\w-]+)?(\.ts)?$/.test(spec))
            edges.push(`widgets/${tag}/${file} → ${spec}`);
    expect(edges).toEqual([]);
  });
});

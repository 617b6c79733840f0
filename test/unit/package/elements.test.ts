/**
 * The Custom Elements Manifest and the public declarations (scripts/package.mjs) against the
 * bundle itself: the widgets src/widgets.ts registers, and the events TypeScript merges into
 * TrellisEventMap from every augmentation.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../../../src/widgets';
// @ts-expect-error: plain ESM build script
import * as generate from '../../../scripts/package.mjs';

const { elementsManifest, entryDeclarations, registrations, trellisEvents } = generate;
const root = join(import.meta.dirname, '../../..');
const read = (path: string) => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return '';
  }
};

interface Declaration {
  name: string;
  tagName?: string;
  summary: string;
  description: string;
  attributes: { name: string }[];
  events: { name: string; type: { text: string } }[];
}
interface Manifest {
  schemaVersion: string;
  modules: { declarations: Declaration[]; exports: { name: string }[] }[];
}

/** The keys of TrellisEventMap as the compiler sees them, augmentations merged. */
function eventMapKeys(): string[] {
  const program = ts.createProgram([join(root, 'src/index.ts'), join(root, 'types/assets.d.ts')], {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const events = program.getSourceFile(join(root, 'src/runtime/events.ts'))!;
  const map = checker
    .getExportsOfModule(checker.getSymbolAtLocation(events)!)
    .find((s) => s.name === 'TrellisEventMap')!;
  return checker
    .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(map))
    .map((p) => p.name)
    .sort();
}

describe('custom-elements.json', () => {
  const events = trellisEvents() as { name: string; detail: string }[];
  const input = { definitions: widgets, registered: registrations(), events, read, version: 't' };
  const manifest = elementsManifest(input) as Manifest;
  const [module] = manifest.modules;
  const declarations = module!.declarations;
  let keys: string[];
  beforeAll(() => {
    keys = eventMapKeys();
  }, 60_000);

  // Runs the TypeScript compiler: seconds on a loaded 2-core machine, past the default 5 s.
  it('is a Custom Elements Manifest by the schema’s own types: nothing missing, nothing unknown', () => {
    // A typed object literal: TypeScript refuses a missing field and an unknown one.
    mkdirSync(join(root, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(root, '.tmp/manifest-'));
    try {
      const file = join(dir, 'manifest.ts');
      writeFileSync(
        file,
        "import type { Package } from 'custom-elements-manifest/schema';\n" +
          `export const manifest: Package = ${JSON.stringify(manifest, null, 1)};\n`,
      );
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        types: [],
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('is schema 2.x and lists every widget the bundle registers, element or selector upgrade', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(declarations).toHaveLength(widgets.length);
    widgets.forEach((def, i) => {
      const declaration = declarations[i]!;
      if (def.element === false) expect(declaration.tagName, def.tag).toBeUndefined();
      else expect(declaration.tagName).toBe(def.tag);
      if (def.selector) expect(declaration.summary).toContain(`\`${def.selector}\``);
      for (const codec of Object.values(def.props ?? {}) as { attribute: string }[])
        expect(declaration.attributes.map((a) => a.name)).toContain(codec.attribute);
      expect(declaration.description.split('\n')[0], def.tag).not.toBe('');
    });
    expect(module!.exports.map((e) => e.name)).toEqual(
      widgets.filter((d) => d.element !== false).map((d) => d.tag),
    );
  });

  it('lists the attributes a widget reads from its host directly, not only its codecs', () => {
    const attributesOf = (tag: string) =>
      declarations[widgets.findIndex((d) => d.tag === tag)]!.attributes.map((a) => a.name);
    expect(attributesOf('faq-list')).toEqual(
      expect.arrayContaining(['data-label', 'data-heading-level', 'data-mode', 'data-show-all']),
    );
    expect(attributesOf('percent-ring')).toContain('data-percent');
    // A read, not a write: the runtime's own marks are not the widget's options.
    expect(attributesOf('faq-list')).not.toContain('data-enhanced');
  });

  it('has the events of TrellisEventMap, each on the widget its prefix names', () => {
    const listed = declarations.flatMap((d) => d.events.map((e) => e.name)).sort();
    // trellis:error comes from the runtime for any widget, not from one.
    expect(listed).toEqual(keys.filter((k) => !k.startsWith('trellis:')));
    declarations.forEach((d, i) => {
      for (const event of d.events) {
        expect(event.name.startsWith(`${widgets[i]!.tag}:`)).toBe(true);
        expect(event.type.text).toMatch(/^CustomEvent<.+>$/);
      }
    });
  });

  it('types every element and every event for a consumer (dist/types/trellis.d.ts)', () => {
    const dts = entryDeclarations(input) as string;
    for (const def of widgets.filter((d) => d.element !== false))
      expect(dts).toContain(`'${def.tag}': HTMLElement;`);
    for (const key of keys)
      expect(dts).toContain(`'${key}': CustomEvent<TrellisEventMap['${key}']>;`);
  });
});

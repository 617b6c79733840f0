/**
 * The adapter's shape: its modules import each other without a loop (lazy `import()` included),
 * and at most two of them are lazy doors, so a command crosses few files to run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../../src/ajax');

interface Edge {
  to: string;
  lazy: boolean;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A relative specifier as a file of src/ajax, or null when it leaves the folder. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
  return file && !relative(ROOT, file).startsWith('..') ? file : null;
}

/** Runtime imports of one module: type-only imports and exports are erased, so they are none. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): Edge[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, lazy: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const to = resolveSpecifier(file, specifier.text);
    if (to) edges.push({ to, lazy });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) add(node.moduleSpecifier, false);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) add(node.moduleSpecifier, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The first loop found, as the files around it, or null. */
export function findCycle(graph: Map<string, Edge[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const walk = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const { to } of graph.get(file) ?? []) {
      const cycle = walk(to);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = walk(file);
    if (cycle) return cycle;
  }
  return null;
}

const name = (file: string) => relative(ROOT, file);
const graph = new Map(sources(ROOT).map((file) => [file, importsOf(file)]));

describe('the import graph of src/ajax', () => {
  it('has no loop, lazy imports included', () => {
    expect(findCycle(graph)?.map(name) ?? null).toBeNull();
  });

  it('has at most two lazy doors', () => {
    const doors = new Set(
      [...graph.values()].flatMap((edges) => edges.filter((e) => e.lazy).map((e) => name(e.to))),
    );
    expect(doors.size, [...doors].join(', ')).toBeLessThanOrEqual(2);
  });

  it('is read as the bundler reads it: type-only imports are no edges, import() is lazy', () => {
    const file = join(ROOT, 'index.ts');
    const edges = importsOf(
      file,
      `import type { A } from './load-engine';
       import { type B } from './send';
       export type { C } from './request';
       import { d } from './drupal';
       const e = () => import('./engine');`,
    ).map((edge) => [name(edge.to), edge.lazy]);
    expect(edges).toEqual([
      ['drupal.ts', false],
      ['engine.ts', true],
    ]);
  });

  it('finds a loop', () => {
    const [a, b, c] = ['a', 'b', 'c'];
    const loop = new Map([
      [a, [{ to: b, lazy: false }]],
      [b, [{ to: c, lazy: true }]],
      [c, [{ to: a, lazy: false }]],
    ]);
    expect(findCycle(loop)).toEqual([a, b, c, a]);
    expect(findCycle(new Map([[a, [{ to: b, lazy: false }]]]))).toBeNull();
  });
});

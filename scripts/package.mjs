// What a package user reads beside the bundle, generated from the source so it cannot drift:
//
// - dist/types/: the declarations. `trellis.d.ts` is what the package's exports point `types` at.
//   The bundle module exports nothing, so it declares globals only: `window.Trellis` (and the
//   bare `Trellis`), every custom element in `HTMLElementTagNameMap`, and every event of
//   `TrellisEventMap` with its `detail` in `GlobalEventHandlersEventMap`, as GitHub's elements
//   do. Beside it are the declarations TypeScript emits for the source it needs (the runtime's
//   types, the widgets' event augmentations), nothing more.
// - dist/custom-elements.json: the Custom Elements Manifest (schema 2.1) that editors, Storybook
//   and linters read: each widget's element or selector upgrade, the attributes it reads (its
//   props' codecs, and what its code reads from the host directly),
//   its events, the custom properties its README documents, and its README's first paragraph.
//
// `npm run build` runs it after rollup; the widget definitions are evaluated as the bundle
// evaluates them (the entry's modules, in a DOM), not parsed, so a selector built from
// constants is the selector the page sees.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { bundleSources } from './strings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const posix = (path) => path.split('\\').join('/');

const jsDoc = (node) =>
  (node.jsDoc ?? [])
    .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
    .join('\n')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/**
 * Every event of `TrellisEventMap`, from the interface and its augmentations: name, the detail
 * type as its author wrote it, and the member's doc comment.
 */
export function trellisEvents() {
  const events = [];
  for (const { file, text } of bundleSources()) {
    if (!text.includes('TrellisEventMap')) continue;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'TrellisEventMap') {
        for (const member of node.members) {
          if (!ts.isPropertySignature(member) || !member.type) continue;
          events.push({
            name: member.name.text ?? member.name.getText(sf),
            detail: member.type.getText(sf).replace(/\s*\n\s*/g, ' '),
            description: jsDoc(member),
            file: posix(file),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return events.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The registrations `src/widgets.ts` lists, in its order: where each comes from (folder, export)
 * and the doc comment on that export.
 */
export function registrations() {
  const file = join(root, 'src/widgets.ts');
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imported = new Map();
  let order = [];
  for (const node of sf.statements) {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const from = resolve(dirname(file), node.moduleSpecifier.text);
      for (const spec of node.importClause?.namedBindings?.elements ?? [])
        imported.set(spec.name.text, { module: from, name: (spec.propertyName ?? spec.name).text });
    }
    if (ts.isVariableStatement(node)) {
      const list = node.declarationList.declarations[0]?.initializer;
      if (list && ts.isArrayLiteralExpression(list))
        order = list.elements.map((e) => imported.get(e.getText(sf)));
    }
  }
  return order.map(({ module, name }) => {
    const path = `${module}.ts`;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
    const statement = source.statements.find(
      (s) =>
        ts.isVariableStatement(s) &&
        s.declarationList.declarations.some((d) => d.name.text === name),
    );
    return {
      module: posix(relative(root, module)),
      folder: posix(relative(root, dirname(module))),
      name,
      doc: statement ? jsDoc(statement) : '',
    };
  });
}

/** The widget definitions as the entry builds them: its modules evaluated in a DOM. */
export async function evaluatedDefinitions() {
  const { build } = await import('esbuild');
  const { Window } = await import('happy-dom');
  const window = new Window({ url: 'https://example.com/' });
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis) continue;
    const value = window[key];
    globalThis[key] =
      typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(window) : value;
  }
  globalThis.window = window;
  const result = await build({
    entryPoints: [join(root, 'src/widgets.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { __TRELLIS_VERSION__: '"0"', __TRELLIS_BUILD__: '"types"' },
    plugins: [
      {
        // Implementations are never loaded here; CSS is text to the definitions.
        name: 'registrations-only',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
          b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
            path: join(args.resolveDir, args.path.replace(/\?inline$/, '')),
            namespace: 'css-text',
          }));
          b.onLoad({ filter: /.*/, namespace: 'css-text' }, (args) => ({
            contents: readFileSync(args.path, 'utf8'),
            loader: 'text',
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0].text;
  const { widgets } = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return widgets;
}

/** The first paragraph of prose in a widget README (after its title and opening example). */
export function firstParagraph(markdown) {
  let fenced = false;
  const lines = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      fenced = !fenced;
      continue;
    }
    if (fenced || line.startsWith('#') || line.startsWith('|') || line.startsWith('<')) {
      if (lines.length) break;
      continue;
    }
    if (!line.trim()) {
      if (lines.length) break;
      continue;
    }
    lines.push(line.trim());
  }
  return lines.join(' ');
}

/** The last cell of an options table row whose first cell names `attribute`. */
function attributeDoc(markdown, attribute) {
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line.split(/(?<!\\)\|/).slice(1, -1);
    if (cells.length > 1 && cells[0].includes(`\`${attribute}\``)) return cells.at(-1).trim();
  }
  return undefined;
}

/**
 * Custom properties a theme sets: named in the README and read in the widget's CSS. The
 * sentence that names one is its description.
 */
function cssProperties(markdown, css) {
  const prose = markdown.replace(/\s*\n\s*/g, ' ');
  const names = new Set(prose.match(/`--[a-z][\w-]*`/g)?.map((n) => n.slice(1, -1)) ?? []);
  return [...names]
    .filter((name) => css.includes(`var(${name}`))
    .sort()
    .map((name) => ({
      name,
      description: prose.split(/(?<=\.) /).find((s) => s.includes(`\`${name}\``)),
    }));
}

const className = (tag) => `${tag.replace(/(^|-)([a-z])/g, (_m, _d, c) => c.toUpperCase())}Element`;

/** The defer attribute every host honours, whatever its widget. */
const DEFER_ATTRIBUTE = {
  name: 'data-trellis-defer',
  type: { text: "'near-viewport' | 'none'" },
  description:
    '`near-viewport`: the host waits until it is within a viewport height of the visible area; `none`: enhanced at once, whatever the widget\u2019s default.',
};

/**
 * The attributes a widget's code reads from its host element directly rather than through a
 * props codec: `host.getAttribute('x')`, `host.hasAttribute('x')`, `host.dataset.x` (the
 * receiver named `host`, or `….host`), in the folder's source files. Writes are left out.
 */
export function hostAttributeReads(folder, sources = bundleSources()) {
  const names = new Set();
  const isHost = (node) =>
    (ts.isIdentifier(node) && node.text === 'host') ||
    (ts.isPropertyAccessExpression(node) && node.name.text === 'host');
  const kebab = (camel) => `data-${camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  for (const { file, text } of sources) {
    if (!posix(file).startsWith(`${folder}/`)) continue;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['getAttribute', 'hasAttribute'].includes(node.expression.name.text) &&
        isHost(node.expression.expression) &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        names.add(node.arguments[0].text);
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'dataset' &&
        isHost(node.expression.expression)
      ) {
        const parent = node.parent;
        const written =
          (ts.isBinaryExpression(parent) &&
            parent.left === node &&
            parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) ||
          ts.isDeleteExpression(parent);
        if (!written) names.add(kebab(node.name.text));
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return [...names].sort();
}

/**
 * The Custom Elements Manifest. `definitions` are the widgets the entry registers (in the order
 * of `registrations`), `events` every `TrellisEventMap` member; `read(path)` reads a file of the
 * repository, or returns '' when it is not there.
 */
export function elementsManifest({ definitions, registered, events, read, version }) {
  const declarations = definitions.map((def, i) => {
    const { folder, name, doc } = registered[i];
    const readme = read(`${folder}/README.md`);
    const css = ['style.css', 'theme.css'].map((f) => read(`${folder}/${f}`)).join('\n');
    const element = def.element !== false;
    const upgrades = [element && `\`<${def.tag}>\``, def.selector && `\`${def.selector}\``]
      .filter(Boolean)
      .join(' and markup matching ');
    const description = name === 'definition' ? firstParagraph(readme) : doc;
    const attributes = Object.values(def.props ?? {}).map((codec) => {
      const fallback = codec.parse(null);
      return {
        name: codec.attribute,
        type: { text: typeof fallback === 'object' ? 'string (JSON)' : typeof fallback },
        // The value itself, as attributes are strings; an attribute that is off has none.
        ...(fallback !== '' &&
          fallback !== false && {
            default: typeof fallback === 'string' ? fallback : JSON.stringify(fallback),
          }),
        ...(attributeDoc(readme, codec.attribute) && {
          description: attributeDoc(readme, codec.attribute),
        }),
      };
    });
    const known = new Set([...attributes.map((a) => a.name), DEFER_ATTRIBUTE.name]);
    for (const name of hostAttributeReads(folder)) {
      if (known.has(name)) continue;
      attributes.push({
        name,
        type: { text: 'string' },
        ...(attributeDoc(readme, name) && { description: attributeDoc(readme, name) }),
      });
    }
    return {
      kind: 'class',
      name: className(def.tag),
      customElement: true,
      ...(element && { tagName: def.tag }),
      summary: `Upgrades ${element ? upgrades : `markup matching \`${def.selector}\` (no custom element)`}.`,
      description: `${description}\n\nDocumentation: \`${folder}/README.md\`.`,
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes: [...attributes, DEFER_ATTRIBUTE],
      events: events
        .filter((event) => event.name.startsWith(`${def.tag}:`))
        .map((event) => ({
          name: event.name,
          type: { text: `CustomEvent<${event.detail}>` },
          ...(event.description && { description: event.description }),
        })),
      cssProperties: cssProperties(readme, css),
    };
  });
  return {
    schemaVersion: '2.1.0',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/trellis.js',
        summary: `Trellis ${version}: every widget, registered when the bundle loads.`,
        description:
          'Loading `dist/trellis.js` (or `dist/react/trellis.js`, the same widgets on React 19) defines every element below and upgrades the markup each names, now and whenever it is inserted later. Widgets without a tag name are selector upgrades only.',
        declarations,
        exports: declarations
          .filter((d) => d.tagName)
          .map((d) => ({
            kind: 'custom-element-definition',
            name: d.tagName,
            declaration: { name: d.name, module: 'dist/trellis.js' },
          })),
      },
    ],
  };
}

/**
 * The declarations TypeScript emits for the bundle's source, in memory, keyed by their path
 * under dist/types/. Fails on any error the compiler reports.
 */
function emitDeclarations() {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) };
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, host);
  const out = join(root, 'dist/types');
  const program = ts.createProgram({
    rootNames: [join(root, 'src/index.ts'), join(root, 'types/assets.d.ts')],
    options: {
      ...config.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationDir: out,
      rootDir: root,
    },
  });
  const files = new Map();
  const result = program.emit(undefined, (path, text) =>
    files.set(posix(relative(out, path)), text),
  );
  fail([...ts.getPreEmitDiagnostics(program), ...result.diagnostics]);
  return files;
}

function fail(diagnostics) {
  if (!diagnostics.length) return;
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  throw new Error(ts.formatDiagnostics(diagnostics, host));
}

/** The public declaration file: globals only, from the registrations and the event map. */
export function entryDeclarations({ definitions, registered, events, version }) {
  const tags = definitions.filter((d) => d.element !== false).map((d) => d.tag);
  const quote = (s) => `'${s}'`;
  const comment = (text, indent) =>
    text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
  return [
    `// Trellis ${version}: the globals the bundle defines. Generated by scripts/package.mjs from`,
    '// the source; the bundle module itself exports nothing.',
    "import type { TrellisEventMap } from './src/runtime/events';",
    "import type { TrellisGlobal } from './src/index';",
    "import './src/index';",
    '// The widgets add their events to TrellisEventMap:',
    ...[...new Set(registered.map((r) => r.module))].map((m) => `import './${m}';`),
    '',
    'export type { TrellisEventMap, TrellisGlobal };',
    "export type { WidgetDefinition, WidgetContext, PropCodec } from './src/runtime';",
    '',
    'declare global {',
    '  /** The bundle’s API for host scripts, set when the bundle runs (also `window.Trellis`). */',
    '  var Trellis: TrellisGlobal;',
    '',
    '  interface HTMLElementTagNameMap {',
    ...tags.map((tag) => `    ${quote(tag)}: HTMLElement;`),
    '  }',
    '',
    '  interface GlobalEventHandlersEventMap {',
    ...events.map(
      (e) =>
        `${comment(e.description, '    ')}    ${quote(e.name)}: CustomEvent<TrellisEventMap[${quote(e.name)}]>;`,
    ),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The emitted files the entry needs, following relative imports from it. */
function reachable(files, entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const path = queue.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    const { importedFiles } = ts.preProcessFile(files.get(path), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = posix(join(dirname(path), fileName)).replace(/\.js$/, '');
      const found = [`${base}.d.ts`, `${base}/index.d.ts`].find((f) => files.has(f));
      if (!found) throw new Error(`${path} imports ${fileName}, which was not emitted`);
      queue.push(found);
    }
  }
  return [...seen].sort();
}

async function main() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const read = (path) => {
    try {
      return readFileSync(join(root, path), 'utf8');
    } catch {
      return '';
    }
  };
  const registered = registrations();
  const definitions = await evaluatedDefinitions();
  if (definitions.length !== registered.length)
    throw new Error('src/widgets.ts: the list and its evaluation differ in length');
  const events = trellisEvents();
  const input = { definitions, registered, events, read, version: pkg.version };

  const files = emitDeclarations();
  files.set('trellis.d.ts', entryDeclarations(input));
  const kept = reachable(files, 'trellis.d.ts');
  for (const path of kept) {
    const target = join(root, 'dist/types', path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, files.get(path));
  }
  const manifest = elementsManifest(input);
  writeFileSync(join(root, 'dist/custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const elements = manifest.modules[0].declarations;
  console.info(
    `dist/types: ${kept.length} declaration files; dist/custom-elements.json: ` +
      `${elements.length} widgets (${elements.filter((d) => d.tagName).length} elements), ` +
      `${events.length} events`,
  );
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) await main();

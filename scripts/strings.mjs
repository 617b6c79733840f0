// The bundle's translatable strings, read from the source so the list cannot drift:
//
// - dist/trellis.strings.js: each string as a literal `Drupal.t('…')` / `Drupal.formatPlural(…)`
//   call, the form Drupal's locale module looks for in the library files a site prints (the
//   minified bundle has none: its `t()` is renamed and its chunks are never printed). The calls
//   sit in a function nobody calls, so the file costs a parse and nothing else.
// - dist/trellis.pot: the same strings as a gettext template for translators.
//
// Every call of `t()` and `formatPlural()` in src/ and widgets/ must pass literal strings; a call
// with a computed string fails the build, since no translator could ever see it, unless the line
// above it says `// t(): strings marked translatable() in <file>` and that file wraps each of its
// literals in `translatable('…')`.
//
// The build (rollup.config.mjs) writes both files; `node scripts/strings.mjs` only checks.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(e.name) || /\.(spec|test|d)\.tsx?$/.test(e.name)) return [];
    if (e.name === 'demo.ts' || e.name.startsWith('demo-')) return [];
    return [path];
  });
}

/** A string literal's value, or a concatenation of literals with `+`; undefined otherwise. */
function literal(node) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literal(node.left);
    const right = literal(node.right);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  if (ts.isParenthesizedExpression(node)) return literal(node.expression);
  return undefined;
}

/** `{ context: 'x' }` → 'x'; no options → ''; anything else → undefined. */
function contextOf(node) {
  if (!node) return '';
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const prop = node.properties.find(
    (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'context',
  );
  return prop ? literal(prop.initializer) : '';
}

function calleeName(call) {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
}

/** The source files that can hold strings the bundle shows: path → text. */
export function bundleSources() {
  return [...sourceFiles('src'), ...sourceFiles('widgets')]
    .sort()
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/** Every translatable string of `sources`, and every call that is not extractable. */
export function extractStrings(sources = bundleSources()) {
  const strings = new Map(); // key → { kind, context, source, plural, where[] }
  const problems = [];
  for (const { file, text } of sources) {
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const where = `${file}:${line}`;
        // The definitions themselves (src/runtime/t.ts) pass their parameters on.
        const inDefinition = file.endsWith(join('runtime', 't.ts'));
        if (name === 'translatable' && node.arguments.length) {
          const source = literal(node.arguments[0]);
          if (source === undefined)
            problems.push(`${where}: translatable() needs a literal string`);
          else add({ kind: 't', source, context: '', where });
        } else if (name === 't' && node.arguments.length && !inDefinition) {
          const source = literal(node.arguments[0]);
          // A computed string passes when the line above says where its literals are marked.
          const above = text.split('\n')[line - 2] ?? '';
          if (source === undefined && /\/\/ t\(\): strings marked translatable\(\)/.test(above)) {
            ts.forEachChild(node, visit);
            return;
          }
          const context = contextOf(node.arguments[2]);
          if (source === undefined || context === undefined)
            problems.push(`${where}: t() needs a literal string (and context)`);
          else add({ kind: 't', source, context, where });
        } else if (name === 'formatPlural' && node.arguments.length >= 3 && !inDefinition) {
          const source = literal(node.arguments[1]);
          const plural = literal(node.arguments[2]);
          const context = contextOf(node.arguments[4]);
          if (source === undefined || plural === undefined || context === undefined)
            problems.push(`${where}: formatPlural() needs literal singular and plural strings`);
          else add({ kind: 'plural', source, plural, context, where });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  function add(entry) {
    const key = `${entry.context}\u0004${entry.source}\u0003${entry.plural ?? ''}`;
    const known = strings.get(key);
    if (known) known.where.push(entry.where);
    else strings.set(key, { ...entry, where: [entry.where] });
  }
  return { strings: [...strings.values()], problems };
}

/**
 * A JS string literal the locale module reads back as the same text: it strips the quotes and
 * does not unescape, so the quote is one the string does not hold (as Drupal core writes
 * `Drupal.t("… browser's …")`).
 */
function js(s) {
  const quote = s.includes("'") ? '"' : "'";
  if (s.includes(quote) || /[\\\n]/.test(s))
    throw new Error(`Not expressible as a locale literal: ${s}`);
  return quote + s + quote;
}
const po = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
const options = (context) => (context ? `, {}, { context: ${js(context)} }` : '');

/** Base64 VLQ, the source map encoding of one number. */
function vlq(n) {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    const digit = v & 31;
    v >>>= 5;
    out += digits[digit | (v ? 32 : 0)];
  } while (v);
  return out;
}

const HEADER_LINES = 4;

/**
 * The strings file's source map: each call maps to the first place in the source that shows its
 * string, so a tool that reads the file (or a translator's question) leads to the widget.
 * `toRoot` is the path from the map's folder to the repository (`..` for dist/).
 */
export function stringsMap(strings, fileName, toRoot) {
  const files = [...new Set(strings.map((s) => s.where[0].replace(/:\d+$/, '')))].sort();
  const segments = [];
  let file = 0;
  let line = 0;
  for (const s of strings) {
    const [, path, at] = /^(.*):(\d+)$/.exec(s.where[0]);
    const index = files.indexOf(path);
    segments.push(`E${vlq(index - file)}${vlq(at - 1 - line)}A`);
    file = index;
    line = at - 1;
  }
  return JSON.stringify({
    version: 3,
    file: fileName,
    sources: files.map((f) => `${toRoot}/${f.split('\\').join('/')}`),
    sourcesContent: files.map((f) => readFileSync(join(root, f), 'utf8')),
    names: [],
    mappings: ';'.repeat(HEADER_LINES) + segments.join(';'),
  });
}

export function stringsFile(strings, version, mapName) {
  const lines = strings.map((s) =>
    s.kind === 't'
      ? `  Drupal.t(${js(s.source)}${options(s.context)});`
      : `  Drupal.formatPlural(1, ${js(s.source)}, ${js(s.plural)}${options(s.context)});`,
  );
  return [
    `// Trellis ${version}: the strings the bundle shows, listed for Drupal's locale module, which`,
    '// finds translatable strings by reading the library files a site prints. Generated by',
    '// scripts/strings.mjs from the source; never called.',
    '(() => {',
    ...lines,
    '});',
    ...(mapName ? [`//# sourceMappingURL=${mapName}`] : []),
    '',
  ].join('\n');
}

export function potFile(strings, version) {
  const out = [
    '# Trellis: the strings the bundle shows.',
    '# Generated by scripts/strings.mjs from the source.',
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: trellis ${version}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
    '',
  ];
  for (const s of strings) {
    out.push(`#: ${s.where.join(' ')}`);
    if (s.context) out.push(`msgctxt ${po(s.context)}`);
    out.push(`msgid ${po(s.source)}`);
    if (s.kind === 'plural')
      out.push(`msgid_plural ${po(s.plural)}`, 'msgstr[0] ""', 'msgstr[1] ""');
    else out.push('msgstr ""');
    out.push('');
  }
  return out.join('\n');
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { strings, problems } = extractStrings();
  if (problems.length) {
    console.error(`Strings no translator could see:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${strings.length} translatable strings, each a literal.`);
}

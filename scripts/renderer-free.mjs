/**
 * `npm run check:builds`: proves that the React build differs from the default one only where the
 * renderer is, so the browser suite can run on React only what React renders.
 *
 * Each JS file of dist/ and dist/react is known by the modules it holds (its source map). A file
 * with no renderer module in it (preact, react, react-dom, scheduler, the render seam, the hooks,
 * a widget's component) must be the same code in both builds once chunk hashes are named by
 * content and the build's name is set aside (in the entry, also the minifier's short names).
 * Every widget whose code is in a renderer file must have tests tagged `@react` in its spec, the
 * tag the React project runs. Exits 1 with what differs.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RENDERER = [
  /node_modules\/(preact|react|react-dom|scheduler)\//,
  /^src\/runtime\/(render\.tsx|hooks\.ts)$/,
  /^src\/react-api\.ts$/,
  /^widgets\/.*\.tsx$/,
];
const isRenderer = (source) => RENDERER.some((re) => re.test(source));

/** The build's JS files: path relative to its dir → { code, sources (normalised, sorted) }. */
function readBuild(dir) {
  // The stable trellis.js only imports the hashed entry the manifest names.
  const { entry } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const files = [entry, ...readdirSync(join(dir, 'chunks')).map((f) => `chunks/${f}`)];
  const out = new Map();
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
    const sources = map.sources
      .map((s) => relative(root, resolve(join(dir, file, '..'), s)).replaceAll('\\', '/'))
      .sort();
    out.set(file, { code: readFileSync(join(dir, file), 'utf8'), sources, entry: file === entry });
  }
  return out;
}

/**
 * A file's content name: what it holds, so the same chunk has the same name in both builds. A
 * renderer file is named by the project's own modules in it (the render seam holds preact in one
 * build, react-dom in the other); one with none of them is the renderer library.
 */
function contentName(sources) {
  if (!sources.some(isRenderer)) return sources.join('|');
  const own = sources.filter((s) => !s.includes('node_modules/'));
  return `renderer:${own.join('|') || 'library'}`;
}

function normalise(build, flavour) {
  const byName = new Map();
  // The entry holds the renderer in the default build only (rollup.config.mjs): it is named by
  // its role, so that the chunks' imports from it read the same in both builds.
  for (const [file, { sources, entry }] of build)
    byName.set(file.split('/').pop(), entry ? 'entry' : contentName(sources));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const out = new Map();
  for (const [file, entry] of build) {
    // The dependencies a lazy import fetches beside its chunk (rollup.config.mjs,
    // fetchLazyDepsTogether) are the renderer's own where the chunk is the render seam.
    let code = entry.code.replace(
      /Promise\.all\(\[(?:import\("[^"]+"\),)*(import\("[^"]+"\))\.catch\([^)]*\)\]\)\.then\(([\w$]+)=>\{[^}]*\}\)/g,
      '$1',
    );
    // A module that shares its chunk with others (the default build's component runtime holds
    // the render seam) is imported as the chunk, then picked from it.
    code = code.replace(/(import\("[^"]+"\))\.then\(([\w$]+)=>\2\.[\w$]+\)/g, '$1');
    for (const name of names) code = code.replaceAll(name, `<${byName.get(name)}>`);
    // A chunk that imports from a rendering chunk lists that chunk's own imports too (rollup
    // hoists them so the browser fetches them at once): the renderer's files, one per build.
    code = code.replace(/import"[^"]*<renderer:[^>"]*>";/g, '');
    code = code.replaceAll(JSON.stringify(flavour), '"<build>"');
    out.set(entry.entry ? 'entry' : contentName(entry.sources), { ...entry, file, code });
  }
  return out;
}

/**
 * The code with the minifier's short names blanked. The entry exports what the chunks import
 * under short names, and the React build's chunks import other names from it, so terser's names
 * differ in the entry and in the chunks' imports while the modules (the same sources, by the key)
 * do not.
 */
const mangled = (code) =>
  code
    .replaceAll('...', '…')
    // `q as r` in one build is `r` in the other when the entry's short name happens to match.
    .replace(/(?<![\w$.])[A-Za-z_$][\w$]? as (?=[A-Za-z_$][\w$]?(?![\w$]))/g, '')
    .replace(/(?<![\w$.])[A-Za-z_$][\w$]?(?![\w$])/g, '_');

const distDir = join(root, 'dist');
if (!existsSync(join(distDir, 'react', 'trellis.js'))) {
  console.error('check:builds needs both builds: run `npm run build` first.');
  process.exit(1);
}
const preact = normalise(readBuild(distDir), 'preact');
const react = normalise(readBuild(join(distDir, 'react')), 'react');

const problems = [];
let same = 0;
const rendered = new Set();
let seamInBuild = false;
for (const [name, file] of preact) {
  if (file.sources.some(isRenderer)) {
    // A widget renders through this file when its component is in it, not its registration.
    for (const s of file.sources.filter(isRenderer)) {
      const widget = /^widgets\/([^/]+)\//.exec(s)?.[1];
      if (widget) rendered.add(widget);
      else if (s.startsWith('src/')) seamInBuild = true;
    }
    continue;
  }
  const twin = react.get(name);
  if (!twin) problems.push(`${file.file} (no renderer in it) has no twin in dist/react`);
  else if (twin.code !== file.code && mangled(twin.code) !== mangled(file.code))
    problems.push(`${file.file} (no renderer in it) differs from dist/react/${twin.file}`);
  else same++;
}
if (seamInBuild) {
  const spec = join(root, 'test', 'browser', 'runtime.spec.ts');
  if (!readFileSync(spec, 'utf8').includes("'@react'"))
    problems.push(
      `the runtime's render seam is in the build; runtime.spec.ts runs no '@react' test`,
    );
}
for (const widget of rendered) {
  const spec = join(root, 'widgets', widget, `${widget}.spec.ts`);
  if (!existsSync(spec) || !readFileSync(spec, 'utf8').includes("'@react'"))
    problems.push(`widgets/${widget} renders through React; its spec runs no test tagged '@react'`);
}

if (problems.length) {
  console.error(`check:builds: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `check:builds: ${same} renderer-free files are the same code in both builds; ` +
    `widgets rendered by React (tested on both): ${[...rendered].sort().join(', ')}`,
);

// Two builds from one source: the default on preact/compat (size), and dist/react on React 19.
// Heavy libraries are imported dynamically by the widgets that need them, so they become chunks.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { transformSync } from 'esbuild';
import { extractStrings, potFile, stringsFile, stringsMap } from './scripts/strings.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** `import css from './x.css?inline'` → the file's text, minified by esbuild's CSS minifier. */
function inlineCss() {
  return {
    name: 'inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const resolved = await this.resolve(source.slice(0, -'?inline'.length), importer);
      return resolved && `${resolved.id}?inline`;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      // Shorter syntax (no leading zeros, no last semicolons); with a current Chromium as the
      // target nothing is prefixed or lowered.
      const css = transformSync(readFileSync(file, 'utf8'), {
        loader: 'css',
        minify: true,
        target: 'chrome120',
      }).code.trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

/**
 * A lazy chunk's own imports are fetched with it, not after it: the browser learns them only once
 * the chunk has arrived and been parsed, one round trip later (the data table's chunk, then the
 * table helpers it shares with collapsible-table). `import(a)` becomes
 * `Promise.all([import(dep), import(a)])` for each chunk `a` imports that is not already loaded
 * (the entry, the importer). The module map loads each file once. When a dep fails, `a` fails
 * too, in either order: `a`'s own failure counts only when every dep loaded, so the error names
 * the file that is missing, not `a`.
 */
function fetchLazyDepsTogether() {
  return {
    name: 'fetch-lazy-deps-together',
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (!targetChunk) return null;
      const deps = (getTargetChunkImports() ?? []).filter(
        (dep) => dep.type === 'internal' && !dep.chunk.isEntry && dep.fileName !== chunk.fileName,
      );
      if (!deps.length) return null;
      const early = deps.map((dep) => `import(${dep.resolvedImportPath}),`);
      return {
        left: `Promise.all([${early.join('')}import(`,
        right: ').catch(e=>e)]).then(m=>{if((m=m.pop())instanceof Error)throw m;return m})',
      };
    },
  };
}

/**
 * The preact build's entry also holds what every page of the site renders: the component runtime
 * (preact, its hooks, compat, the JSX runtime and the render seam) and the site header, which
 * every page has. Apart, they were files fetched a round trip after the entry, and gzip could not
 * share a dictionary across them. The React build keeps them lazy: react-dom is most of a page's
 * bytes there, and a page that renders nothing should not fetch it.
 */
const ENTRY = 'trellis';
function everyPageNeeds(id) {
  const path = id.replace(/\\/g, '/');
  if (
    path.endsWith('/src/index.ts') ||
    /\/node_modules\/preact\//.test(path) ||
    path.endsWith('/src/runtime/render.tsx') ||
    path.endsWith('/widgets/site-header/impl.ts')
  )
    return ENTRY;
}

/**
 * A chunk's file name says what it holds: the widget (`faq-list-…`, `site-header-forms-…`), the
 * adapter's part (`ajax-engine-…`) or the library.
 */
function chunkFileName(chunk) {
  const id = (chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? '').replace(/\\/g, '/');
  const widget = /\/widgets\/([^/]+)\/([^/]+)\.tsx?$/.exec(id);
  if (widget) {
    const [, tag, file] = widget;
    return `chunks/${file === 'impl' || file === 'define' ? tag : `${tag}-${file}`}-[hash:6].js`;
  }
  // The adapter's parts: `ajax-engine`, `ajax-send` (the request core), `ajax-ui` (`ui/index.ts`).
  const ajax = /\/src\/ajax\/(?:([^/]+)\/index|([^/]+))\.tsx?$/.exec(id);
  if (ajax) return `chunks/ajax-${ajax[1] ?? ajax[2]}-[hash:6].js`;
  const runtime = /\/src\/runtime\/([^/]+)\.tsx?$/.exec(id);
  if (runtime) return `chunks/${runtime[1]}-[hash:6].js`;
  return 'chunks/[name]-[hash:6].js';
}

/**
 * V8 compiles a function the first time it runs, on the main thread, unless its file starts with
 * the `//# allFunctionsCalledOnLoad` hint: then it compiles all of them while the file streams
 * in, off the main thread (https://v8.dev/blog/explicit-compile-hints). Our own files carry it:
 * a page fetches each because it runs it (the entry, a widget's chunk for a host on the page, a
 * part a press asked for), and a visitor's first press would otherwise compile its whole path
 * inside the press. Chunks with library code in them (Tom Select, uPlot, Floating UI, DOMPurify,
 * react-dom) do not: a page runs a small part of each. The default build's entry does, preact
 * and all: it renders the header at once.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const ourOwn = (chunk) =>
  chunk.isEntry || chunk.moduleIds.every((id) => !/[\\/]node_modules[\\/]/.test(id));
function compileEagerly() {
  return {
    name: 'compile-eagerly',
    augmentChunkHash: (chunk) => (ourOwn(chunk) ? COMPILE_HINT : undefined),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !ourOwn(chunk)) continue;
        // The hint works only as the file's first line; the map moves down one line with it.
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const file = bundle[`${chunk.fileName}.map`];
        if (file?.type === 'asset') {
          const map = JSON.parse(String(file.source));
          file.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
        }
      }
    },
  };
}

/**
 * The stable `trellis.js` is a one-line module that imports the content-hashed entry. A host
 * prints the stable name with a query string of its own (Drupal's `?v=`), and an ES module is
 * keyed by its full URL: chunks import the hashed file, which no host decorates, so the bundle
 * runs once whatever the query. Beside them: the strings for Drupal's locale module and
 * translators (scripts/strings.mjs), and the manifest of every file with its SRI hash.
 */
function stableEntryAndManifest(flavour) {
  const preact = flavour === 'preact';
  const integrity = (source) => `sha384-${createHash('sha384').update(source).digest('base64')}`;
  return {
    name: 'stable-entry-and-manifest',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const loader = `import"./${entry.fileName}";\n`;
      this.emitFile({ type: 'asset', fileName: 'trellis.js', source: loader });
      // The loader's map is beside it but not linked: its comment would be bytes on every page
      // for a line that is its own source. Tools given the map by name (error trackers' uploads,
      // `<file>.map` lookups) find it.
      this.emitFile({
        type: 'asset',
        fileName: 'trellis.js.map',
        source: JSON.stringify({
          version: 3,
          file: 'trellis.js',
          sources: ['trellis.js'],
          sourcesContent: [loader],
          names: [],
          mappings: 'AAAA',
        }),
      });
      const { strings, problems } = extractStrings();
      if (problems.length) this.error(`Strings no translator could see:\n${problems.join('\n')}`);
      this.emitFile({
        type: 'asset',
        fileName: 'trellis.strings.js',
        source: stringsFile(strings, pkg.version, 'trellis.strings.js.map'),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'trellis.strings.js.map',
        source: stringsMap(strings, 'trellis.strings.js', preact ? '..' : '../..'),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'trellis.pot',
        source: potFile(strings, pkg.version),
      });
      const files = {};
      for (const file of Object.values(bundle).sort((a, b) =>
        a.fileName.localeCompare(b.fileName),
      )) {
        const source = file.type === 'chunk' ? file.code : file.source;
        files[file.fileName] = { integrity: integrity(source), bytes: Buffer.byteLength(source) };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ version: pkg.version, build: flavour, entry: entry.fileName, files }, null, 2)}\n`,
      });
    },
  };
}

function config(flavour) {
  const preact = flavour === 'preact';
  return {
    input: 'src/index.ts',
    // The entry exports only what its chunks import from it, under short names: host scripts use
    // window.Trellis, so public export names would be bytes no page reads. Lazy chunks import
    // shared code from the entry itself, not from a split-off common chunk.
    preserveEntrySignatures: false,
    output: {
      dir: preact ? 'dist' : 'dist/react',
      format: 'es',
      entryFileNames: 'trellis-[hash:6].js',
      chunkFileNames: chunkFileName,
      manualChunks: preact ? everyPageNeeds : undefined,
      sourcemap: true,
      // Namespace objects (a chunk imported both ways) as plain objects: no Object.freeze call
      // or Symbol.toStringTag in every chunk that has one; nothing here writes to a namespace.
      freeze: false,
      generatedCode: { preset: 'es2015', symbols: false },
    },
    plugins: [
      inlineCss(),
      fetchLazyDepsTogether(),
      compileEagerly(),
      stableEntryAndManifest(flavour),
      preact &&
        alias({
          entries: [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        }),
      replace({
        preventAssignment: true,
        values: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          __TRELLIS_VERSION__: JSON.stringify(pkg.version),
          __TRELLIS_BUILD__: JSON.stringify(flavour),
        },
      }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      commonjs(),
      // ES2022 as written (class fields, `??=`, `.at()`): every browser the code already needs
      // (`:has()`, checkVisibility) has it, and down-levelling cost 1 % of the entry.
      esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
      // TRELLIS_NO_MINIFY=1: readable function names in CPU profiles (never for dist/ shipped).
      // Terser over esbuild's minifier: 3.6 % less gzip over every file (three compress passes).
      !process.env.TRELLIS_NO_MINIFY &&
        terser({
          ecma: 2020,
          module: true,
          // No pure_getters: a bare `el.offsetHeight` read is how a layout is forced on purpose.
          // Arrows for function expressions without `this`: no code here, nor preact's, news a
          // function expression or reads its prototype (preact tells a class by `prototype.render`).
          compress: { passes: 3, pure_getters: false, unsafe_arrows: true },
          format: { comments: false },
        }),
    ].filter(Boolean),
    onwarn(warning, handle) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // "use client" in React's files
      handle(warning);
    },
  };
}

const only = process.env.TRELLIS_BUILD;
export default ['preact', 'react'].filter((f) => !only || only === f).map(config);

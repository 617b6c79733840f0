/**
 * The files each stack loads, prepared once per bench run into bench/out/ and served by
 * server.ts. Legacy libraries come from their npm packages as the minified files a Drupal site
 * ships; jQuery UI is loaded the way Drupal core loads its dialog library (the dialog widget and
 * its dependencies as separate files), each minified here with esbuild because the package ships
 * only unminified per-module files. The legacy behaviours (bench/legacy/*.js) are minified the
 * same way. Nothing here ever reaches dist/.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const OUT = join(ROOT, 'bench', 'out');
const NM = join(ROOT, 'node_modules');

/** URL path prefix → directory on disk, for the static server. */
export type Mounts = [prefix: string, dir: string][];

export interface Asset {
  /** URL path on the bench server. */
  url: string;
  kind: 'js' | 'css';
}

function minify(file: string, out: string, loader: 'js' | 'css'): void {
  if (existsSync(out) && statSync(out).mtimeMs >= statSync(file).mtimeMs) return;
  const source = readFileSync(file, 'utf8');
  const result = transformSync(source, { loader, minify: true, legalComments: 'none' });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, result.code);
}

/** jQuery UI's dialog and what it depends on, in load order (from each file's AMD deps). */
export function jqueryUiDialogModules(): string[] {
  const uiDir = join(NM, 'jquery-ui', 'ui');
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (mod: string) => {
    if (seen.has(mod)) return;
    seen.add(mod);
    const source = readFileSync(join(uiDir, `${mod}.js`), 'utf8');
    const deps = /define\(\s*\[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
    for (const m of deps.matchAll(/"([^"]+)"/g)) {
      const dep = m[1]!;
      if (dep === 'jquery') continue;
      visit(join(dirname(mod), dep).replace(/\\/g, '/'));
    }
    order.push(mod);
  };
  visit('widgets/dialog');
  return order;
}

/** The jQuery UI stylesheets Drupal attaches with its dialog library. */
const JQUERY_UI_CSS = ['core', 'resizable', 'button', 'dialog', 'theme'];

/** The legacy behaviours, one file each, in the order a Drupal page lists them. */
export const LEGACY_BEHAVIOURS = [
  'drupal-lite',
  'header',
  'ir-menu',
  'stock-quote',
  'carousel',
  'tooltips',
  'modals',
  'faq',
  'datatables',
];

export type DataTablesLine = 'dt1' | 'dt2';

export function legacyAssets(line: DataTablesLine): Asset[] {
  const ui = jqueryUiDialogModules();
  return [
    { url: '/vendor/owl.carousel/assets/owl.carousel.min.css', kind: 'css' },
    { url: '/vendor/owl.carousel/assets/owl.theme.default.min.css', kind: 'css' },
    ...JQUERY_UI_CSS.map((n): Asset => ({
      url: `/out/jquery-ui/themes/${n}.min.css`,
      kind: 'css',
    })),
    { url: '/out/legacy/legacy.min.css', kind: 'css' },
    { url: '/vendor/jquery/jquery.min.js', kind: 'js' },
    { url: '/vendor/owl.carousel/owl.carousel.min.js', kind: 'js' },
    line === 'dt1'
      ? { url: '/vendor/datatables-113/jquery.dataTables.min.js', kind: 'js' }
      : { url: '/vendor/datatables-2/dataTables.min.js', kind: 'js' },
    ...ui.map((m): Asset => ({ url: `/out/jquery-ui/${m}.min.js`, kind: 'js' })),
    ...LEGACY_BEHAVIOURS.map((b): Asset => ({ url: `/out/legacy/${b}.min.js`, kind: 'js' })),
  ];
}

/**
 * CSS every stack loads: the site theme as the demo ships it (demo/public/theme.css and
 * site-header.css, and each widget's theme.css: CSS the site theme owns that lays the server
 * markup out before and without JavaScript), then the bench page's layout.
 */
export const SHARED_CSS: Asset[] = [
  ...['theme.css', 'site.css', 'investors.css']
    .filter((f) => existsSync(join(ROOT, 'demo', 'public', f)))
    .map((f): Asset => ({ url: `/demo-assets/${f}`, kind: 'css' })),
  ...readdirSync(join(ROOT, 'widgets'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'widgets', d.name, 'theme.css')))
    .map((d): Asset => ({ url: `/widget-theme/${d.name}/theme.css`, kind: 'css' })),
  { url: '/bench-assets/bench.css', kind: 'css' },
];

/**
 * Builds bench/out and returns the server mounts of every file but the Trellis builds (each
 * Trellis stack names its own directory; the server mounts it).
 */
export function prepareAssets(): Mounts {
  for (const mod of jqueryUiDialogModules()) {
    minify(join(NM, 'jquery-ui', 'ui', `${mod}.js`), join(OUT, 'jquery-ui', `${mod}.min.js`), 'js');
  }
  for (const name of JQUERY_UI_CSS) {
    minify(
      join(NM, 'jquery-ui', 'themes', 'base', `${name}.css`),
      join(OUT, 'jquery-ui', 'themes', `${name}.min.css`),
      'css',
    );
  }
  const legacyDir = join(ROOT, 'bench', 'legacy');
  for (const name of LEGACY_BEHAVIOURS) {
    minify(join(legacyDir, `${name}.js`), join(OUT, 'legacy', `${name}.min.js`), 'js');
  }
  minify(join(legacyDir, 'legacy.css'), join(OUT, 'legacy', 'legacy.min.css'), 'css');
  return [
    ['/vendor/jquery/', join(NM, 'jquery', 'dist')],
    ['/vendor/owl.carousel/', join(NM, 'owl.carousel', 'dist')],
    ['/vendor/datatables-113/', join(NM, 'datatables-113', 'js')],
    ['/vendor/datatables-2/', join(NM, 'datatables-2', 'js')],
    // jQuery UI's theme.css points at images/…; served from the package.
    ['/out/jquery-ui/themes/images/', join(NM, 'jquery-ui', 'themes', 'base', 'images')],
    ['/out/', OUT],
    ['/demo-assets/', join(ROOT, 'demo', 'public')],
    ['/bench-assets/', join(ROOT, 'bench', 'assets')],
    ['/widget-theme/', join(ROOT, 'widgets')],
  ];
}

/** Resolves a served URL path to its file, through the mounts. */
export function fileFor(mounts: Mounts, urlPath: string): string | undefined {
  for (const [prefix, dir] of mounts) {
    if (!urlPath.startsWith(prefix)) continue;
    const file = resolve(join(dir, decodeURIComponent(urlPath.slice(prefix.length))));
    if (file.startsWith(dir) && existsSync(file)) return file;
  }
  return undefined;
}

/**
 * Where the base build is (`npm run bench -- --base <rev>` builds that commit there): Trellis as it
 * was, measured in the same run as Trellis as it is, so a change smaller than the noise between
 * two runs still shows. Outside the checkout, where the type checker, the linters and the test
 * runners would take its sources for this tree's.
 */
export const BASE_DIST = join(tmpdir(), 'trellis-bench-base', 'dist');

/**
 * The lazy chunk of the Trellis build that holds the data-table implementation, if the table is
 * a lazy chunk (found by a string only the table code has). The bench uses its fetch start as
 * the moment Trellis starts enhancing the table.
 */
export function trellisTableChunk(dist: string): string | undefined {
  const dir = join(dist, 'chunks');
  if (!existsSync(dir)) return undefined;
  const hits = readdirSync(dir).filter(
    (f) =>
      f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('No matching records found'),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

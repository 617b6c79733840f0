/**
 * The stacks under test and their page templates. Every stack gets the same <body> from
 * generate.ts; a template adds only the stack's own <head> links and scripts and the bench
 * harness (inline, not counted in the stack's bytes). Differences between stacks are listed in
 * bench/README.md ("What differs between the stack pages").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSettings, jsonScript } from '../demo/lib/layout.ts';
import { GROUPS, TARGETS, generateBody, STANDARD_ROWS, STRESS_ROWS } from './generate.ts';
import {
  BASE_DIST,
  ROOT,
  SHARED_CSS,
  legacyAssets,
  trellisTableChunk,
  type Asset,
} from './assets.ts';

export type StackId =
  'nojs' | 'legacy-dt1' | 'legacy-dt2' | 'trellis' | 'trellis-react' | 'trellis-base';
export type Variant = 'standard' | 'stress';

export interface Stack {
  id: StackId;
  label: string;
  /** Short column title for the table. */
  short: string;
  kind: 'nojs' | 'legacy' | 'trellis';
  /** Stylesheets and scripts the template links (lazy chunks are found at run time). */
  assets: Asset[];
  /** A Trellis stack's built bundle: the directory its URL prefix serves. */
  dist?: string;
}

export const STACKS: Stack[] = [
  { id: 'nojs', label: 'no-JS floor', short: 'no-JS', kind: 'nojs', assets: SHARED_CSS },
  {
    id: 'legacy-dt1',
    label: 'legacy: jQuery 3 + Owl 2.3.4 + DataTables 1.13 + jQuery UI dialog',
    short: 'legacy DT1.13',
    kind: 'legacy',
    assets: [...SHARED_CSS, ...legacyAssets('dt1')],
  },
  {
    id: 'legacy-dt2',
    label: 'legacy: jQuery 3 + Owl 2.3.4 + DataTables 2.3 + jQuery UI dialog',
    short: 'legacy DT2',
    kind: 'legacy',
    assets: [...SHARED_CSS, ...legacyAssets('dt2')],
  },
  {
    id: 'trellis',
    label: 'Trellis (dist/trellis.js, preact/compat)',
    short: 'Trellis',
    kind: 'trellis',
    assets: [...SHARED_CSS, { url: '/trellis/trellis.js', kind: 'js' }],
    dist: join(ROOT, 'dist'),
  },
  {
    id: 'trellis-react',
    label: 'Trellis on React 19 (dist/react/trellis.js)',
    short: 'Trellis React',
    kind: 'trellis',
    assets: [...SHARED_CSS, { url: '/trellis-react/trellis.js', kind: 'js' }],
    dist: join(ROOT, 'dist', 'react'),
  },
  {
    id: 'trellis-base',
    label: 'Trellis, base build (npm run bench -- --base <rev>)',
    short: 'Trellis base',
    kind: 'trellis',
    assets: [...SHARED_CSS, { url: '/trellis-base/trellis.js', kind: 'js' }],
    dist: BASE_DIST,
  },
];

/** The stacks measured when none are named: the base build only when there is one. */
export const DEFAULT_STACKS = STACKS.filter((s) => s.id !== 'trellis-base');

export const VARIANTS: Record<Variant, { rows: number; label: string }> = {
  standard: { rows: STANDARD_ROWS, label: '1,000-row page' },
  stress: { rows: STRESS_ROWS, label: '10,000-row stress page' },
};

export function stackById(id: string): Stack {
  const stack = STACKS.find((s) => s.id === id);
  if (!stack) throw new Error(`unknown stack ${id}; known: ${STACKS.map((s) => s.id).join(', ')}`);
  return stack;
}

const harness = (name: string) =>
  readFileSync(join(ROOT, 'bench', 'harness', `${name}.js`), 'utf8');

/** Inline script text must not contain `</script`. */
const inline = (code: string) => code.replace(/<\/script/gi, '<\\/script');

const bodies = new Map<string, string>();
function body(rows: number, flavour: 'trellis' | 'legacy'): string {
  const key = `${rows}/${flavour}`;
  let b = bodies.get(key);
  if (!b) bodies.set(key, (b = generateBody({ rows, flavour })));
  return b;
}

/**
 * Which widget tags the built entry registers (a tag is a string literal in the entry). The
 * harness uses it for widgets without a custom element (`element: false`), so a widget that is in
 * the bundle but no longer matches the bench markup shows up as a timeout, not as "missing".
 */
export function tagsInBundle(dist: string): string[] {
  const entry = join(dist, 'trellis.js');
  if (!existsSync(entry)) return [];
  let text = readFileSync(entry, 'utf8');
  // trellis.js is a one-line loader of the content-hashed entry.
  const hashed = /^import\s*["']\.\/([^"']+)["']/.exec(text)?.[1];
  if (hashed) text = readFileSync(join(entry, '..', hashed), 'utf8');
  return GROUPS.flatMap((g) => g.tags).filter(
    (tag) => text.includes(`"${tag}"`) || text.includes(`'${tag}'`) || text.includes(`\`${tag}\``),
  );
}

export interface PageOptions {
  /** How long the Trellis harness waits for hosts before reporting a timeout (ms). */
  timeout?: number;
  /** Table rows instead of the variant's (the smoke test uses a short page). */
  rows?: number;
}

export function renderPage(stack: Stack, variant: Variant, options: PageOptions = {}): string {
  const rows = options.rows ?? VARIANTS[variant].rows;
  const css = stack.assets
    .filter((a) => a.kind === 'css')
    .map((a) => `<link rel="stylesheet" href="${a.url}">`)
    .join('\n');
  const js = stack.assets.filter((a) => a.kind === 'js');
  const config = {
    stack: stack.id,
    variant,
    tableId: TARGETS.table,
    timeout: options.timeout ?? 60_000,
    tableChunk: stack.dist ? (trellisTableChunk(stack.dist) ?? null) : null,
    bundleTags: stack.dist ? tagsInBundle(stack.dist) : [],
    groups: GROUPS.map(({ key, tags, trellis, expected }) => ({ key, tags, trellis, expected })),
  };
  const harnessHead =
    stack.kind === 'nojs'
      ? ''
      : `<script>window.__benchConfig=${jsonScript(config).html};\n${inline(harness('common'))}</script>`;
  const head =
    stack.kind === 'trellis'
      ? // A module script in <head>: fetched while the body parses, run after it (deferred).
        `<script type="module">performance.mark('init-start');</script>
<script type="module" src="${js[0]!.url}"></script>
<script type="module">${inline(harness('trellis'))}</script>`
      : '';
  const tail =
    stack.kind === 'legacy'
      ? // Drupal's default: classic scripts at the end of <body>, one file per library.
        `<script>performance.mark('init-start');</script>
${js.map((a) => `<script src="${a.url}"></script>`).join('\n')}
<script>${inline(harness('legacy'))}</script>`
      : '';
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench: ${stack.short}, ${VARIANTS[variant].label}</title>
${css}
${harnessHead}
${head}
</head>
<body class="path-investors">
${body(rows, stack.kind === 'legacy' ? 'legacy' : 'trellis')}
<script type="application/json" data-drupal-selector="drupal-settings-json">${jsonScript(defaultSettings('/investors')).html}</script>
${tail}
</body>
</html>
`;
}

// Reports gzip and brotli sizes of every built entry and chunk, and fails when a budget in
// size-budgets.json is exceeded. Run after `npm run build`.
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const { budgets } = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

function globToRegExp(glob) {
  return new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
}

const all = files(join(root, 'dist'))
  .map((f) => relative(root, f))
  .sort();
if (!all.includes('dist/trellis.js')) {
  console.error('dist/trellis.js is missing: run `npm run build` first.');
  process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
let failed = 0;
const rows = [];
for (const file of all) {
  const buf = readFileSync(join(root, file));
  const gzip = gzipSync(buf, { level: 9 }).length;
  const brotli = brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  const budget = budgets.find((b) => globToRegExp(b.file).test(file));
  const over = budget && gzip > budget.gzip;
  if (over) failed++;
  rows.push({ file, raw: buf.length, gzip, brotli, budget: budget?.gzip ?? null, ok: !over });
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log(
  `${pad('file', 52)}${lpad('raw', 11)}${lpad('gzip', 11)}${lpad('brotli', 11)}${lpad('budget', 11)}`,
);
for (const r of rows) {
  console.log(
    `${pad(r.file, 52)}${lpad(kb(r.raw), 11)}${lpad(kb(r.gzip), 11)}${lpad(kb(r.brotli), 11)}${lpad(r.budget ? kb(r.budget) : '-', 11)}${r.ok ? '' : '  OVER BUDGET'}`,
  );
}
writeFileSync(join(root, '.size-report.json'), JSON.stringify(rows, null, 2));
if (failed) {
  console.error(`\n${failed} file(s) over their gzip budget (size-budgets.json).`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} files within budget.`);

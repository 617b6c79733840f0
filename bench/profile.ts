/**
 * Where Trellis spends its enhancement time: a CDP CPU profile from navigation to 'all-enhanced',
 * samples mapped through the bundle's source maps back to src/, widgets/ and node_modules/, then
 * summed by area (each widget folder, the runtime, preact/react-dom), by source file and by
 * function. The profiler slows the page down; use the shares, not the absolute milliseconds.
 *
 *   npm run bench -- --profile-only [--variants standard] [--profile-runs 3]
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { fileFor, type Mounts } from './assets.ts';
import type { BenchServer } from './server.ts';
import type { Stack, Variant } from './stacks.ts';

/* ---------------------------------------------------------------- source maps (VLQ) --- */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

interface SourceMap {
  sources: string[];
  names: string[];
  /** Per generated line: segments [genCol, source, line, col, name?], sorted by genCol. */
  lines: number[][][];
}

function decodeMappings(mappings: string): number[][][] {
  const lines: number[][][] = [];
  let source = 0;
  let line = 0;
  let col = 0;
  let name = 0;
  for (const lineText of mappings.split(';')) {
    const segs: number[][] = [];
    let genCol = 0;
    if (lineText) {
      for (const segText of lineText.split(',')) {
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const ch of segText) {
          const digit = B64_INDEX.get(ch) ?? 0;
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        genCol += values[0] ?? 0;
        if (values.length >= 4) {
          source += values[1]!;
          line += values[2]!;
          col += values[3]!;
          if (values.length >= 5) {
            name += values[4]!;
            segs.push([genCol, source, line, col, name]);
          } else segs.push([genCol, source, line, col]);
        }
      }
    }
    lines.push(segs);
  }
  return lines;
}

const maps = new Map<string, SourceMap | null>();

function loadMap(file: string): SourceMap | null {
  if (maps.has(file)) return maps.get(file)!;
  let map: SourceMap | null = null;
  if (existsSync(`${file}.map`)) {
    const raw = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
      sources: string[];
      names: string[];
      mappings: string;
    };
    map = { sources: raw.sources, names: raw.names, lines: decodeMappings(raw.mappings) };
  }
  maps.set(file, map);
  return map;
}

function original(
  map: SourceMap,
  line: number,
  col: number,
): { source: string; line: number; name?: string } | null {
  const segs = map.lines[line];
  if (!segs?.length) return null;
  let lo = 0;
  let hi = segs.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (segs[mid]![0]! <= col) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return null;
  const s = segs[found]!;
  return {
    source: map.sources[s[1]!]!.replace(/^(\.\.\/)+/, ''),
    line: s[2]! + 1,
    name: s.length > 4 ? map.names[s[4]!] : undefined,
  };
}

/* ---------------------------------------------------------------------- profiling --- */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Which part of the code base a source file belongs to. */
export function areaOf(source: string): string {
  const widget = /(?:^|\/)widgets\/([^/]+)\//.exec(source);
  if (widget) return `widget ${widget[1]}`;
  if (/(?:^|\/)src\/runtime\//.test(source)) return 'runtime (src/runtime)';
  if (/(?:^|\/)src\/ajax\//.test(source)) return 'ajax adapter (src/ajax)';
  if (/(?:^|\/)src\//.test(source)) return 'src (entry)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return `library ${pkg[1]}`;
  return source;
}

interface Frame {
  area: string;
  source: string;
  fn: string;
}

export interface ProfileSummary {
  stack: string;
  variant: Variant;
  runs: number;
  totalMs: number;
  /** Busy time in JavaScript (and the native calls it makes), without (program) and GC. */
  jsMs: number;
  /** Self time by area (widget folders, runtime, libraries, browser categories). */
  byArea: [string, number][];
  /** Time of samples with a widget's own frame on the stack (inclusive of what it calls). */
  underWidget: [string, number][];
  byFunction: [string, number][];
  /** Native calls (querySelectorAll, a forced layout…) by the nearest script frame that made them. */
  nativeByCaller: [string, number][];
  groupDone: Record<string, number>;
}

function frameOf(mounts: Mounts, origin: string, node: ProfileNode): Frame {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) {
    const name = functionName || '(anonymous)';
    const special = /^\((program|idle|garbage collector|root)\)$/.test(name);
    return { area: special ? name : `browser ${name}`, source: '', fn: name };
  }
  if (!url.startsWith(origin)) return { area: 'other', source: url, fn: functionName };
  const path = new URL(url).pathname;
  if (path.startsWith('/bench/'))
    return { area: 'page (inline harness)', source: path, fn: functionName };
  const file = fileFor(mounts, path);
  const map = file ? loadMap(file) : null;
  const pos = map ? original(map, lineNumber, columnNumber) : null;
  if (!pos) return { area: path, source: path, fn: functionName || '(anonymous)' };
  return {
    area: areaOf(pos.source),
    source: pos.source,
    fn: `${pos.name ?? (functionName || '(anonymous)')} ${pos.source}:${pos.line}`,
  };
}

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const top = (m: Map<string, number>, n: number): [string, number][] =>
  [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

export async function profileStack(
  browser: Browser,
  server: BenchServer,
  stack: Stack,
  variant: Variant,
  runs: number,
): Promise<ProfileSummary> {
  const byArea = new Map<string, number>();
  const underWidget = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const nativeByCaller = new Map<string, number>();
  const groupDone = new Map<string, number>();
  let totalMs = 0;
  let jsMs = 0;
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(server.url(stack.id, variant), { waitUntil: 'load', timeout: 120_000 });
    const marks = (await page.evaluate(
      `(async () => { if (window.__bench) await window.__bench.ready; return performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]); })()`,
    )) as [string, number][];
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await context.close();
    for (const [name, t] of marks)
      if (name.startsWith('enhanced:')) add(groupDone, name.slice(9), t / runs);

    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const frames = new Map<number, Frame>();
    const frame = (id: number) => {
      let f = frames.get(id);
      if (!f) frames.set(id, (f = frameOf(server.mounts, server.origin, nodes.get(id)!)));
      return f;
    };
    for (let i = 0; i < profile.samples.length; i++) {
      const id = profile.samples[i]!;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const f = frame(id);
      if (f.area === '(idle)' || f.area === '(root)') continue;
      totalMs += ms;
      if (f.area !== '(program)' && f.area !== '(garbage collector)') jsMs += ms;
      add(byArea, f.area, ms);
      add(byFunction, `${f.fn} [${f.area}]`, ms);
      if (f.area.startsWith('browser ')) {
        let caller: Frame | undefined;
        for (let p = parent.get(id); p !== undefined && !caller; p = parent.get(p))
          if (frame(p).source) caller = frame(p);
        add(nativeByCaller, `${f.fn} ← ${caller?.fn ?? '(no script caller)'}`, ms);
      }
      let widget: string | undefined;
      for (let p: number | undefined = id; p !== undefined; p = parent.get(p)) {
        const a = frame(p).area;
        if (a.startsWith('widget ')) {
          widget = a;
          break;
        }
      }
      add(underWidget, widget ?? '(no widget frame on the stack)', ms);
    }
  }
  const scale = (l: [string, number][]) => l.map(([k, v]) => [k, v / runs] as [string, number]);
  return {
    stack: stack.id,
    variant,
    runs,
    totalMs: totalMs / runs,
    jsMs: jsMs / runs,
    byArea: scale(top(byArea, 20)),
    underWidget: scale(top(underWidget, 20)),
    byFunction: scale(top(byFunction, 30)),
    nativeByCaller: scale(top(nativeByCaller, 12)),
    groupDone: Object.fromEntries(groupDone),
  };
}

export function profileMarkdown(summaries: ProfileSummary[]): string {
  const out: string[] = [
    '### Where Trellis spends its time (CDP CPU profile, navigation → all enhanced)',
    '',
    'Sampled every 100 µs, unthrottled, mapped through the source maps. "(program)" is the browser’s own work outside JavaScript (HTML parsing, style, layout, paint); JavaScript shares are of the JavaScript time (native calls made from JavaScript, such as a forced layout, count for the function that made them). The profiler slows the page down: read the shares.',
  ];
  for (const s of summaries) {
    const js = (v: number) => `${((100 * v) / s.jsMs).toFixed(1)}%`;
    const isJs = (k: string) => !/^\((program|garbage collector)\)/.test(k);
    out.push('');
    out.push(
      `#### ${s.stack}, ${s.variant === 'standard' ? '1,000 rows' : '10,000 rows'}: ${s.totalMs.toFixed(0)} ms busy, of which ${s.jsMs.toFixed(0)} ms JavaScript (mean of ${s.runs} profiled loads)`,
    );
    out.push('');
    out.push(
      `Widget groups enhanced at (ms after navigation start): ${Object.entries(s.groupDone)
        .sort((a, b) => a[1] - b[1])
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ')}`,
    );
    out.push('');
    out.push('| self time by area | ms | share of JS |\n|---|---:|---:|');
    for (const [k, v] of s.byArea.slice(0, 16))
      out.push(`| ${k} | ${v.toFixed(1)} | ${isJs(k) ? js(v) : '—'} |`);
    out.push('');
    out.push(
      '| time with a widget frame on the stack (inclusive) | ms | share of JS |\n|---|---:|---:|',
    );
    for (const [k, v] of s.underWidget.slice(0, 12)) {
      if (k === '(no widget frame on the stack)') continue;
      out.push(`| ${k} | ${v.toFixed(1)} | ${js(v)} |`);
    }
    out.push('');
    out.push('| top JavaScript functions (self) | ms | share of JS |\n|---|---:|---:|');
    for (const [k, v] of s.byFunction.filter(([k]) => isJs(k)).slice(0, 15))
      out.push(`| ${k.replace(/\|/g, '\\|')} | ${v.toFixed(1)} | ${js(v)} |`);
    out.push('');
    out.push('| native calls by the script that made them | ms | share of JS |\n|---|---:|---:|');
    for (const [k, v] of (s.nativeByCaller ?? []).slice(0, 10))
      out.push(`| ${k.replace(/\|/g, '\\|')} | ${v.toFixed(1)} | ${js(v)} |`);
  }
  return out.join('\n');
}

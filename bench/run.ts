/**
 * `npm run bench`: Trellis against the jQuery stack it replaces, on the same page, side by side.
 *
 *   npm run bench                      7 runs per stack, both pages: desktop unthrottled and at
 *                                      4× CPU, phone (375 × 812, touch) at 4× CPU
 *   npm run bench -- --runs 9          more runs
 *   npm run bench -- --quick           2 runs, desktop unthrottled only (CI smoke)
 *   npm run bench -- --no-throttle     desktop unthrottled only
 *   npm run bench -- --devices phone   one device (the phone is always throttled)
 *   npm run bench -- --stacks nojs,legacy-dt2,trellis
 *   npm run bench -- --variants standard
 *   npm run bench -- --no-build        use dist/ as it is
 *   npm run bench -- --base HEAD~1     also the build of another commit, in the same runs
 *   npm run bench -- --no-profile      skip the CPU profile of Trellis
 *   npm run bench -- --profile-only    only the CPU profile (where Trellis spends its time)
 *
 * Writes bench/results/latest.json (every run), latest.md (the tables) and latest.svg (the
 * interaction ratios per condition, drawn).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error: plain ESM helper shared with the scripts
import { findChromium, CHROMIUM_ARGS, HOW_TO_INSTALL } from '../scripts/chromium.mjs';
import { BASE_DIST, ROOT } from './assets.ts';
import { stackBytes, type StackBytes } from './bytes.ts';
import { ratioChart } from './chart.ts';
import { deviceById, type Device } from './devices.ts';
import { measureRun, type RunResult } from './measure.ts';
import { profileMarkdown, profileStack, type ProfileSummary } from './profile.ts';
import {
  aggregate,
  evaluateGoals,
  interactionRatios,
  markdown,
  type ConditionResult,
} from './report.ts';
import { startBenchServer } from './server.ts';
import { DEFAULT_STACKS, VARIANTS, stackById, type Stack, type Variant } from './stacks.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    quick: { type: 'boolean', default: false },
    stacks: { type: 'string' },
    base: { type: 'string' },
    variants: { type: 'string' },
    devices: { type: 'string' },
    'no-throttle': { type: 'boolean', default: false },
    throttle: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
    'no-profile': { type: 'boolean', default: false },
    'profile-only': { type: 'boolean', default: false },
    'profile-runs': { type: 'string', default: '3' },
    out: { type: 'string', default: join(ROOT, 'bench', 'results') },
  },
});

const runs = Number(args.runs ?? (args.quick ? 2 : 7));
const stacks: Stack[] = args.stacks ? args.stacks.split(',').map(stackById) : [...DEFAULT_STACKS];
// The base build goes beside the build it is compared with.
if (args.base && !stacks.some((s) => s.id === 'trellis-base'))
  stacks.splice(
    stacks.findIndex((s) => s.id === 'trellis') + 1 || stacks.length,
    0,
    stackById('trellis-base'),
  );
const variants = (args.variants?.split(',') ?? Object.keys(VARIANTS)) as Variant[];
for (const v of variants) if (!VARIANTS[v]) throw new Error(`unknown variant ${v}`);
const throttled = !(args['no-throttle'] || args.quick);
const devices = (args.devices?.split(',') ?? (throttled ? ['desktop', 'phone'] : ['desktop'])).map(
  deviceById,
);
/** The phone is a mid-range one: always at the throttled rate. */
const throttles = (device: Device) =>
  device === 'phone' ? [Number(args.throttle)] : throttled ? [1, Number(args.throttle)] : [1];
const plan = devices.flatMap((d) =>
  throttles(d.id).map((throttle) => ({ device: d.id, throttle })),
);

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

function build(): void {
  if (args['no-build']) return;
  log('building dist/ (npm run build) …');
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Builds commit `rev` in a temporary folder (its files from `git archive`, this checkout's
 * node_modules), for the "Trellis base" stack. A base whose lock differs may not build.
 */
function buildBase(rev: string): void {
  const dir = join(BASE_DIST, '..');
  log(`building ${rev} in ${dir} …`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = execFileSync('git', ['archive', rev], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: files });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function gitCommit(rev = 'HEAD'): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', rev], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const executablePath = findChromium() as string | undefined;
  if (!executablePath) {
    log(HOW_TO_INSTALL);
    process.exit(1);
  }
  build();
  if (args.base) buildBase(args.base);
  for (const s of stacks) {
    if (!s.dist) continue;
    const entry = join(s.dist, 'trellis.js');
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build`);
  }
  const server = await startBenchServer();
  const browser: Browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const started = Date.now();
  const load0 = loadavg()[0]!;
  const all: RunResult[] = [];
  const bytes: Record<string, StackBytes> = {};
  const conditions: ConditionResult[] = [];
  const profiles: ProfileSummary[] = [];
  try {
    if (!args['profile-only']) {
      // Warm the server, the OS file cache and the browser once; not recorded.
      await measureRun(browser, server.url(stacks[0]!.id, 'standard'), stacks[0]!, 'standard', {
        throttle: 1,
        interactions: false,
      });
      const total = plan.length * variants.length * runs * stacks.length;
      let done = 0;
      for (const { device, throttle } of plan) {
        for (const variant of variants) {
          for (let round = 0; round < runs; round++) {
            // Interleaved: every stack once per round, the order rotated each round.
            const order = stacks.map((_, i) => stacks[(i + round) % stacks.length]!);
            for (const stack of order) {
              const t0 = Date.now();
              const result = await measureRun(
                browser,
                server.url(stack.id, variant),
                stack,
                variant,
                { throttle, device },
              );
              result.round = round;
              all.push(result);
              done++;
              const f = result.figures;
              log(
                `[${done}/${total}] ${device} ${variant} ${throttle}× ${stack.id.padEnd(13)} ${result.status.padEnd(7)} ` +
                  `enhanced ${f.enhanced?.toFixed(0) ?? '—'} ms, task ${f.task?.toFixed(0) ?? '—'} ms, ` +
                  `TBT ${f.tbt?.toFixed(0) ?? '—'} ms (${((Date.now() - t0) / 1000).toFixed(1)} s)` +
                  (result.errors.length ? `\n    ${result.errors.slice(0, 3).join('\n    ')}` : ''),
              );
              if (!bytes[stack.id] && result.status === 'done')
                bytes[stack.id] = stackBytes(server.mounts, result.loaded);
            }
          }
          conditions.push(aggregate(all, stacks, { device, variant, throttle }));
        }
      }
    }
    if (!args['no-profile'] && !args.quick) {
      const profiled = stacks.filter((s) => s.id === 'trellis');
      for (const stack of profiled)
        for (const variant of variants) {
          log(`profiling ${stack.id} ${variant} …`);
          profiles.push(
            await profileStack(browser, server, stack, variant, Number(args['profile-runs'])),
          );
        }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const meta = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: gitCommit(),
    ...(args.base ? { base: gitCommit(args.base) } : {}),
    machine: `${cpus().length}× ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, load average ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
    chromium: `Chromium ${browser.version()} headless`,
    node: process.version,
    runs,
    conditions: plan.map((p) => `${p.device} ${p.throttle}×`),
    variants,
    minutes: +((Date.now() - started) / 60_000).toFixed(1),
  };
  const goals = evaluateGoals(conditions, bytes);
  const profile = profiles.length ? profileMarkdown(profiles) : undefined;
  const md = args['profile-only']
    ? `${profile ?? ''}\n`
    : markdown({ meta, stacks, bytes, conditions, goals, profile });
  mkdirSync(args.out!, { recursive: true });
  const name = args['profile-only'] ? 'profile' : 'latest';
  writeFileSync(
    join(args.out!, `${name}.json`),
    JSON.stringify({ meta, bytes, conditions, goals, profiles, runs: all }, null, 1),
  );
  writeFileSync(join(args.out!, `${name}.md`), md);
  if (conditions.length)
    writeFileSync(
      join(args.out!, `${name}.svg`),
      ratioChart(interactionRatios(conditions), stacks),
    );
  process.stdout.write(md);
  log(`\nwrote ${join(args.out!, `${name}.md`)} and ${name}.json (${meta.minutes} min)`);
}

await main();

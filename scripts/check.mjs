/**
 * `npm run check`: both type checks, lint and the format check, side by side. One after another
 * they took 45–50 s on this 2-core machine, each mostly waiting on one core; together about 30 s.
 * Each step's output is printed whole when it ends, so logs do not interleave. Exits 1 if any
 * step failed.
 */
import { spawn } from 'node:child_process';

const STEPS = [
  ['types (src, widgets)', 'tsc', ['-p', 'tsconfig.json']],
  ['types (node, tests, demo, bench)', 'tsc', ['-p', 'tsconfig.node.json']],
  ['lint', 'eslint', ['.']],
  ['format', 'prettier', ['--check', '.']],
];

function run([name, bin, args]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code, error) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${error ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${name}: ${status} in ${seconds} s\n${output}`);
      resolve(code === 0);
    };
    child.on('error', (error) => done(1, error.message));
    child.on('close', (code) => done(code ?? 1));
  });
}

const results = await Promise.all(STEPS.map(run));
if (results.includes(false)) process.exit(1);

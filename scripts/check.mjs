/**
 * `npm run check`: the type checks, lint and the format check (their package.json scripts), side
 * by side. One after another they took 45–50 s on this 2-core machine, each mostly waiting on one
 * core; together about 35 s. Each step's output is printed whole when it ends, so logs do not
 * interleave. Exits 1 if any step failed.
 */
import { spawn } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'format:check'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code, error) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${error ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${script}: ${status} in ${seconds} s\n${output}`);
      resolve(code === 0);
    };
    child.on('error', (error) => done(1, error.message));
    child.on('close', (code) => done(code ?? 1));
  });
}

const results = await Promise.all(STEPS.map(run));
if (results.includes(false)) process.exit(1);

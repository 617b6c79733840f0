/**
 * `npm start`: builds the one flavour the demo serves, then serves it. TRELLIS_BUILD=react npm start
 * builds and serves the React build; the default is the preact/compat bundle. (`npm run build`
 * builds both, for the tests.)
 */
import { spawnSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

// A taken port is said before the build, in the one line the server would print after it.
const port = Number(process.env.PORT ?? 8080);
const free = await new Promise((done) => {
  const probe = createServer();
  probe.once('error', () => done(false));
  probe.listen(port, process.env.HOST ?? '127.0.0.1', () => probe.close(() => done(true)));
});
if (!free) {
  console.error(
    `[demo] Port ${port} is already in use: start on another with PORT=${port + 1} npm start`,
  );
  process.exit(1);
}

const build = process.env.TRELLIS_BUILD === 'react' ? 'react' : 'preact';
const env = { ...process.env, TRELLIS_BUILD: build };
// Only this flavour's files: the other build, if any, stays as it was.
if (build === 'react') rmSync('dist/react', { recursive: true, force: true });
else
  for (const path of ['dist/trellis.js', 'dist/trellis.js.map', 'dist/chunks'])
    rmSync(path, { recursive: true, force: true });

const rollup = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c'], {
  stdio: 'inherit',
  env,
});
if (rollup.status !== 0) process.exit(rollup.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

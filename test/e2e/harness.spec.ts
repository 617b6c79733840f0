/** The demo harness itself, as QA starts and drives it. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { test, expect } from '../support/fixtures';

test('the demo on a port that is taken says so in one line and suggests PORT=…', async () => {
  const taken = createServer();
  await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
  const port = (taken.address() as { port: number }).port;
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `[demo] Port ${port} is already in use: start on another with PORT=${port + 1} npm start`,
    ]);
  } finally {
    taken.close();
  }
});

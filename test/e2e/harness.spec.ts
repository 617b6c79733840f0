/**
 * The demo harness itself, as QA starts and drives it. These tests start a demo server of their
 * own: a fault set on the shared one would fail other tests meanwhile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { test, expect } from '../support/fixtures';

/** Holds a free loopback port until `close()`. */
async function holdPort() {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return { port, close: () => new Promise((done) => server.close(done)) };
}

function startDemo(port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

test('the demo on a port that is taken says so in one line and suggests PORT=…', async () => {
  const taken = await holdPort();
  try {
    const demo = startDemo(taken.port);
    const code = await new Promise((done) => demo.child.on('exit', done));
    expect(code).toBe(1);
    expect(demo.output().trim().split('\n')).toEqual([
      `[demo] Port ${taken.port} is already in use: start on another with PORT=${taken.port + 1} npm start`,
    ]);
  } finally {
    await taken.close();
  }
});

test('the fault panel names the pages each family affects, confirms a change, and every page shows the fault with a one-click reset', async ({
  page,
}) => {
  const free = await holdPort();
  await free.close();
  const demo = startDemo(free.port);
  try {
    await expect.poll(demo.output, { timeout: 15_000 }).toContain('Trellis demo');
    const base = `http://127.0.0.1:${free.port}`;
    await page.goto(`${base}/demo/faults`);
    const row = page.getByRole('row', { name: /^stock-quote/ });
    await expect(row.getByRole('link', { name: 'Stock information' })).toHaveAttribute(
      'href',
      '/investors/stock-information',
    );
    await expect(page.locator('.demo-fault-banner')).toHaveCount(0);

    await row.getByRole('combobox').selectOption('500');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Saved: stock-quote answers 500. The other families answer normally.',
    );

    await row.getByRole('link', { name: 'Stock information' }).click();
    const banner = page.getByRole('region', { name: 'Fault injection' });
    await expect(banner).toContainText('Fault injection is on: stock-quote answers 500.');
    await banner.getByRole('button', { name: 'Reset all faults' }).click();
    await expect(page).toHaveURL(`${base}/investors/stock-information`);
    await expect(banner).toHaveCount(0);
    await page.goto(`${base}/demo/faults`);
    await expect(row.getByRole('combobox')).toHaveValue('none');
  } finally {
    demo.child.kill();
  }
});

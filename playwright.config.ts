// Browser and end-to-end suites in a real Chromium, against the demo harness. The default build
// runs every test; the React build runs the tests tagged '@react': what React renders (widgets
// with a Component, the header's forms, the runtime's React seam) and the every-page smoke. The
// rest is the same code in both builds (`npm run check:builds` proves it).
// TRELLIS_BUILD=preact|react runs one build; by default both run. TRELLIS_REACT_ALL=1 runs every
// test on the React build too.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
// @ts-expect-error: plain ESM helper shared with the scripts
import { findTestChromium, CHROMIUM_ARGS, HOW_TO_INSTALL } from './scripts/chromium.mjs';

const executablePath = findTestChromium() as string | undefined;
if (!executablePath) {
  console.error(`\n${HOW_TO_INSTALL}\n`);
  process.exit(1);
}

/** A free loopback port, fixed for the run (workers inherit it through the environment). */
function freePort(name: string): number {
  const key = `TRELLIS_PORT_${name.toUpperCase()}`;
  if (process.env[key]) return Number(process.env[key]);
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  process.env[key] = String(port);
  return port;
}

const builds = (process.env.TRELLIS_BUILD ?? 'preact,react').split(',').filter(Boolean);

export default defineConfig({
  testDir: '.',
  testMatch: [
    'test/browser/**/*.spec.ts',
    'test/e2e/**/*.spec.ts',
    'test/security/**/*.spec.ts',
    'widgets/**/*.spec.ts',
  ],
  fullyParallel: true,
  // Half the cores, as Playwright's default, but never one: a test waits on its page as much
  // as it computes, and one worker on 2 cores leaves a core idle meanwhile.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [[process.env.CI ? 'dot' : 'list'], ['./test/support/summary-reporter.ts']],
  use: {
    headless: true,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // A trace recorded for every test is a large share of the suite's time; a failure is
    // retried once in CI, with a trace.
    trace: 'on-first-retry',
  },
  projects: builds.map((build) => ({
    name: build,
    grep: build === 'react' && !process.env.TRELLIS_REACT_ALL ? /@react/ : undefined,
    use: { baseURL: `http://127.0.0.1:${freePort(build)}` },
  })),
  webServer: builds.map((build) => ({
    command: 'node --import tsx demo/server.ts',
    url: `http://127.0.0.1:${freePort(build)}/widgets/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(freePort(build)),
      TRELLIS_BUILD: build,
      DEMO_SLOW_MS: '800',
      DEMO_DATA_DIR: `test-results/demo-data-${build}`,
      DEMO_TEST_LOGIN: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});

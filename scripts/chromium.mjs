// Finds a Chromium: CHROME_PATH, the PATH, /usr/bin/chromium, or Playwright's own download. The
// browser suites prefer Chromium's headless shell when it is installed (findTestChromium). Prints
// how to install one when none is found.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { delimiter, join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const file = join(dir, name);
    if (dir && existsSync(file)) return file;
  }
  return undefined;
}

function playwrightDownload() {
  try {
    const out = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return out && existsSync(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  return (
    ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']
      .map(onPath)
      .find(Boolean) ??
    ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((f) => existsSync(f)) ??
    playwrightDownload()
  );
}

/**
 * For the browser suites: CHROME_PATH if set, else Chromium's headless shell where it is installed
 * (the 'old headless' build, which Playwright's own downloads test with: the same Blink without
 * the browser's UI layer, and much less CPU per page), else the browser. The bench keeps the
 * browser (findChromium): it measures what visitors run.
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  return (
    onPath('chromium-headless-shell') ??
    ['/usr/bin/chromium-headless-shell'].find((f) => existsSync(f)) ??
    findChromium()
  );
}

export const HOW_TO_INSTALL = `No Chromium was found for the browser tests.
Install one of these, then run the tests again:
  • Debian/Ubuntu:  sudo apt-get install -y chromium      (gives /usr/bin/chromium; add
                    chromium-headless-shell for faster browser suites)
  • any machine that can download it:  npx playwright install chromium
  • or point CHROME_PATH at an existing Chrome or Chromium binary:  CHROME_PATH=/path/to/chrome npm test`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = process.argv.includes('--tests') ? findTestChromium() : findChromium();
  if (!found) {
    console.error(HOW_TO_INSTALL);
    process.exit(1);
  }
  console.log(found);
}

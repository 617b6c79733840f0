// Finds a Chromium for the browser suites: CHROME_PATH, the PATH, /usr/bin/chromium, or
// Playwright's own download. Prints how to install one when none is found.
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

export const HOW_TO_INSTALL = `No Chromium was found for the browser tests.
Install one of these, then run the tests again:
  • Debian/Ubuntu:  sudo apt-get install -y chromium      (gives /usr/bin/chromium)
  • any machine that can download it:  npx playwright install chromium
  • or point CHROME_PATH at an existing Chrome or Chromium binary:  CHROME_PATH=/path/to/chrome npm test`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium();
  if (!found) {
    console.error(HOW_TO_INSTALL);
    process.exit(1);
  }
  console.log(found);
}

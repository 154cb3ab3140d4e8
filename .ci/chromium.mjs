// Finds the system Chromium every browser test uses; with --ensure, installs Debian's package when missing.
// Nothing here ever downloads a browser build of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags that keep headless Chromium quiet on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `CHROME_PATH`, else the first system Chrome found, else undefined. */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return candidates.find((path) => existsSync(path));
}

/** Like findChromium, but throws the one-line instruction when there is none. */
export function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error(missingMessage);
  return found;
}

const missingMessage =
  'No Chromium found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH.';

function ensure() {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env,
    });
  }
  if (!findChromium()) {
    console.error(missingMessage);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--ensure'))
  ensure();

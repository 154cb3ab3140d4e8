// Finds the system Chromium every browser test uses; with --ensure, installs Debian's packages when missing.
// Nothing here ever downloads a browser build of its own.
//
// Tests prefer Chromium's headless shell: it is the same engine without the browser's window machinery, and on
// the two-core machine the suite must fit, the route walk and UI page checks took 144 s in it against 225 s in
// the full browser. Benchmarks of how fast a page feels (timing, Lighthouse) keep the full browser people use.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const headlessShells = ['/usr/bin/chromium-headless-shell'];
const fullBrowsers = [
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

/**
 * `CHROME_PATH`, else a system Chromium: its headless shell first, unless `isFull` asks for the whole browser.
 * Undefined when there is none.
 */
export function findChromium({ isFull = false } = {}) {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const candidates = isFull ? fullBrowsers : [...headlessShells, ...fullBrowsers];
  return candidates.find((path) => existsSync(path));
}

/** Like findChromium, but throws the one-line instruction when there is none. */
export function chromiumPath(options) {
  const found = findChromium(options);
  if (!found) throw new Error(missingMessage);
  return found;
}

const missingMessage =
  'No Chromium found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH.';

const has = (paths) => paths.some((path) => existsSync(path));

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

function ensure() {
  if (process.env.CHROME_PATH || (has(headlessShells) && has(fullBrowsers))) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    const missing = [
      ...(has(fullBrowsers) ? [] : ['chromium', 'fonts-dejavu-core']),
      ...(has(headlessShells) ? [] : ['chromium-headless-shell']),
    ];
    console.log(`Installing Debian ${missing.join(', ')} for the browser tests…`);
    try {
      aptInstall(missing);
    } catch (error) {
      // The full browser runs every test too, only slower: a missing headless shell is not worth failing for.
      if (!has(fullBrowsers)) throw error;
      console.warn('The headless shell could not be installed; the tests use the full Chromium.');
    }
  }
  if (!findChromium()) {
    console.error(missingMessage);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--ensure'))
  ensure();

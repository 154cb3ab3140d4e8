// Checks both published packages as a stranger would get them: lint the package metadata (publint), check the
// types resolve under every module system (attw), then install the packed tarballs into a throw-away Vite app
// outside the workspace, build it and open it in Chromium. The app is the user guide's own code, copied from
// docs/guide/samples/: the getting-started page's first widget, and the dashboard mounted in the app's router
// with a page of its own. So the guide's first steps are proven to work with the packages as published.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const packages = ['packages/ui', 'packages/dashboard'];
const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const installedVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

for (const pkg of packages) {
  run('npx', ['--no-install', 'publint', '--strict', pkg]);
  run('npx', ['--no-install', 'attw', '--pack', pkg, '--format', 'table-flipped']);
}

const app = mkdtempSync(join(tmpdir(), 'atrium-consumer-'));
try {
  const tarballs = packages.map((pkg) => {
    const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', app], {
      cwd: join(root, pkg),
    });
    return `file:${join(app, out.toString().trim().split('\n').pop())}`;
  });
  // What the guide tells people to install beside the packages.
  const dependencies = Object.fromEntries(
    ['react', 'react-dom', 'styled-components', 'react-router', '@fortawesome/free-solid-svg-icons'].map(
      (name) => [name, installedVersion(name)],
    ),
  );
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'atrium-consumer',
      private: true,
      type: 'module',
      dependencies: { ...dependencies, '@atrium/ui': tarballs[0], '@atrium/dashboard': tarballs[1] },
      devDependencies: {
        vite: installedVersion('vite'),
        '@vitejs/plugin-react': installedVersion('@vitejs/plugin-react'),
      },
    }),
  );
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Consumer</title><link rel="icon" href="data:,"></head><body>' +
      '<div id="root"></div><div id="dashboard"></div>' +
      '<script type="module" src="/src/main.tsx"></script><script type="module" src="/dashboard.jsx"></script>' +
      '</body></html>',
  );
  const samples = join(root, 'docs', 'guide', 'samples');
  cpSync(join(samples, 'getting-started'), join(app, 'src'), { recursive: true });
  cpSync(join(samples, 'dashboard'), join(app, 'src', 'dashboard'), { recursive: true });
  writeFileSync(
    join(app, 'dashboard.jsx'),
    `import { createRoot } from 'react-dom/client';
import { AdminApp } from './src/dashboard/AdminApp';
createRoot(document.getElementById('dashboard')).render(<AdminApp />);
`,
  );
  // The dashboard reads its JSON endpoints from api/ beside the app, as the demo serves them.
  cpSync(join(root, 'apps', 'demo', 'public', 'api'), join(app, 'public', 'api'), { recursive: true });
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], app);

  const server = spawn(
    'npx',
    ['--no-install', 'vite', 'preview', '--host', '127.0.0.1', '--port', '4175', '--strictPort'],
    {
      cwd: app,
      stdio: 'ignore',
      detached: true,
    },
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await waitForServer('http://127.0.0.1:4175/');
    await page.goto('http://127.0.0.1:4175/');
    // Getting started: the first widget, and its button works.
    await page.getByRole('heading', { name: 'Sign-ups this week' }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByText('Exports: 1').waitFor();
    // The dashboard in the app's own router: the sign-in screen, then the app's page in the frame and menu.
    await page.getByRole('heading', { name: 'Sign in to Atrium' }).waitFor();
    await page.evaluate(() => (window.location.hash = '#/reports'));
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reports' })
      .waitFor();
    if (errors.length > 0) throw new Error(`Console errors in the consumer app:\n${errors.join('\n')}`);
    console.log(
      "Consumer app: the getting-started widget rendered and pressed; the dashboard's sign-in screen and the " +
        "app's own page in the frame and menu rendered.",
    );
  } finally {
    await browser.close();
    process.kill(-server.pid);
  }
} finally {
  if (!process.env.KEEP) rmSync(app, { recursive: true, force: true });
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch (error) {
      if (attempt === 99) console.error(error);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within 20 s`);
}

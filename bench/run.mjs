// Prints the benchmark table; with --check, exits 1 when a measurement exceeds its budget in budgets.json.
// --sizes-only skips the timing scenarios (CI checks sizes; timings vary with the machine's load).
// --only=<part> runs only the timing scenarios whose file name holds <part> (e.g. --only=dataGrid), no sizes.
// --lighthouse prints the Lighthouse table instead (every route, or --routes=/dashboard,/maps; mobile and
// desktop presets, median of --runs=3; --dist=<folder> measures another build, e.g. a copy of the one before a
// change, so before and after are measured in the same window of machine load), checked against the goals under "lighthouse" in budgets.json.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { openFirstVisits } from './demoInitialLoad.mjs';
import { importCost, splitImportCost } from './importCost.mjs';
import { formatMetric, lighthouseMisses, lighthouseRows } from './lighthouse.mjs';
import { timingScenarios } from './timing.mjs';

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8'));
const isCheck = process.argv.includes('--check');
const isSizesOnly = process.argv.includes('--sizes-only');
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option('only');

if (process.argv.includes('--lighthouse')) {
  const rows = await lighthouseRows({
    root: option('dist'),
    paths: option('routes')?.split(','),
    runs: Number(option('runs') ?? 3),
  });
  const keys = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'bytes'];
  printTable(
    ['route', 'preset', ...keys],
    rows.map((row) => [row.route, row.preset, ...keys.map((key) => formatMetric(key, row[key]))]),
  );
  const misses = lighthouseMisses(rows, budgets.lighthouse);
  if (isCheck) {
    for (const miss of misses) console.error(`Goal missed: ${miss}`);
    if (misses.length > 0) process.exit(1);
    console.log('Every route meets its Lighthouse goals.');
  }
  process.exit(0);
}

const pagesWithOwnCost = [
  '/login',
  '/real-login',
  '/register',
  '/forgot-password',
  '/lock',
  '/dashboard-social',
  '/widgets',
  '/maps',
  '/graphs/flot',
  '/graphs/morris',
  '/graphs/sparkline',
  '/graphs/easy-pie',
  '/graphs/dygraphs',
  '/graphs/chartjs',
  '/graphs/highchart-tables',
  '/form/elements',
  '/form/layouts',
  '/form/validation',
  '/form/bootstrap-forms',
  '/form/bootstrap-validation',
  '/form/plugins',
  '/form/wizards',
  '/form/dropzone',
  '/form/image-editor',
  '/ui/icons-font-awesome',
  '/form/editors',
  '/ckeditor',
  '/blog',
  '/gallery',
  '/forum',
  '/forum-topic',
  '/forum-post',
  '/profile',
  '/timeline',
  '/e-commerce/products-view',
  '/e-commerce/products-detail',
  '/pricing-table',
  '/invoice',
  '/email-template',
  '/test',
];

const rows = [];
const measure = (name, value, baseline, unit = 'B') => rows.push({ name, value, baseline, unit });

if (only === undefined) await measureSizes();

if (!isSizesOnly) {
  for (const { name, ms, baseline } of await timingScenarios(only)) measure(name, ms, baseline, 'ms');
}

// A ratio budget caps a measurement against the baseline measured beside it (1 = no slower than it).
const ratios = budgets.baselineRatios ?? {};
printTable(
  ['measurement', 'size', 'ratio', 'budget'],
  rows.map((row) => [
    row.name,
    format(row, row.value),
    row.baseline
      ? `${((row.value / row.baseline) * 100).toFixed(1)}% of ${row.unit === 'ms' ? 'baseline' : 'whole'}`
      : '',
    [
      row.name in budgets ? format(row, budgets[row.name]) : '',
      row.name in ratios ? `≤ ${ratios[row.name] * 100}% of baseline` : '',
    ]
      .filter(Boolean)
      .join(', '),
  ]),
);

if (isCheck) {
  const over = rows.filter((row) => row.name in budgets && row.value > budgets[row.name]);
  for (const row of over)
    console.error(
      `Over budget: ${row.name} is ${format(row, row.value)}, budget ${format(row, budgets[row.name])}`,
    );
  const slower = rows.filter((row) => row.name in ratios && row.value > row.baseline * ratios[row.name]);
  for (const row of slower)
    console.error(
      `Over budget: ${row.name} is ${((row.value / row.baseline) * 100).toFixed(1)}% of its baseline, budget ${ratios[row.name] * 100}%`,
    );
  if (over.length > 0 || slower.length > 0) process.exit(1);
  console.log('All sizes within budget.');
}

/** The demo's and the packages' download sizes. */
async function measureSizes() {
  // A port nobody holds: a server left on a fixed port (or another check running) would answer in its place.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn(
    'npx',
    ['--no-install', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: join(import.meta.dirname, '..', 'apps', 'demo'), stdio: 'ignore', detached: true },
  );
  const exited = new Promise((_, reject) =>
    preview.on('exit', (code) => reject(new Error(`The demo's preview server stopped (exit code ${code}).`))),
  );
  // It also stops when stopped at the end, when nothing waits for it any more.
  exited.catch(() => {});
  try {
    await Promise.race([waitFor(origin), exited]);
    const visits = await openFirstVisits(origin);
    try {
      const dashboard = await visits.measure('/dashboard');
      measure('demo /dashboard initial JS (gzip)', dashboard.js);
      measure('demo /dashboard initial CSS files (gzip)', dashboard.css);
      // Charts and maps are lazy chunks: each page pays for its own, measured as a first visit to that page.
      for (const path of pagesWithOwnCost)
        measure(`demo ${path} initial JS (gzip)`, (await visits.measure(path)).js);
      // Only when the street map's tiles fail does /maps fetch the outline map and its atlas.
      measure(
        'demo /maps, tiles unavailable, initial JS (gzip)',
        (await visits.measure('/maps', { tilesFail: true })).js,
      );
    } finally {
      await visits.close();
    }
  } finally {
    if (preview.exitCode === null) process.kill(-preview.pid);
  }

  const wholeUi = await importCost('@atrium/ui');
  measure('@atrium/ui: whole package (gzip)', wholeUi);
  measure('@atrium/ui: Button alone (gzip)', await importCost('@atrium/ui', ['Button']), wholeUi);
  measure('@atrium/ui: Icon alone (gzip)', await importCost('@atrium/ui', ['Icon']), wholeUi);
  measure('@atrium/ui: DatePicker alone (gzip)', await importCost('@atrium/ui', ['DatePicker']), wholeUi);
  measure('@atrium/ui: FileUpload alone (gzip)', await importCost('@atrium/ui', ['FileUpload']), wholeUi);
  measure(
    '@atrium/ui: ImageCrop alone (gzip)',
    await importCost('@atrium/ui', ['ImageCrop', 'useImageCrop']),
    wholeUi,
  );
  measure('@atrium/ui: ColorPicker alone (gzip)', await importCost('@atrium/ui', ['ColorPicker']), wholeUi);
  measure('@atrium/ui: MultiSelect alone (gzip)', await importCost('@atrium/ui', ['MultiSelect']), wholeUi);
  measure(
    '@atrium/ui: NotificationProvider alone (gzip)',
    await importCost('@atrium/ui', ['NotificationProvider']),
    wholeUi,
  );

  // The editors load their engines (Tiptap and ProseMirror, the markdown parser) on first use.
  for (const editor of ['RichTextEditor', 'MarkdownEditor']) {
    const cost = await splitImportCost('@atrium/ui', [editor], new RegExp(`${editor}View`));
    measure(`@atrium/ui: ${editor} alone (gzip)`, cost.eager, wholeUi);
    measure(`@atrium/ui: ${editor} lazy chunk (gzip)`, cost.lazy, wholeUi);
  }
}

function format(row, value) {
  if (row.name.endsWith('(count)')) return String(value);
  return row.unit === 'ms' ? `${value.toFixed(1)} ms` : `${(value / 1024).toFixed(1)} KB`;
}

function printTable(header, lines) {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const print = (cells) => console.log(cells.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  print(header);
  print(widths.map((width) => '-'.repeat(width)));
  lines.forEach(print);
}

/** A TCP port free on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  throw new Error(`${url} did not answer within 20 s`);
}

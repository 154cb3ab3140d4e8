// Prints the benchmark table; with --check, exits 1 when a measurement exceeds its budget in budgets.json.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoInitialLoad } from './demoInitialLoad.mjs';
import { importCost } from './importCost.mjs';

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8'));
const isCheck = process.argv.includes('--check');
const port = 4177;
const origin = `http://127.0.0.1:${port}`;

const rows = [];
const measure = (name, bytes, baseline) => rows.push({ name, bytes, baseline });

const preview = spawn(
  'npx',
  ['--no-install', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { cwd: join(import.meta.dirname, '..', 'apps', 'demo'), stdio: 'ignore', detached: true },
);
try {
  await waitFor(origin);
  const dashboard = await demoInitialLoad(origin, '/dashboard');
  measure('demo /dashboard initial JS (gzip)', dashboard.js);
  measure('demo /dashboard initial CSS files (gzip)', dashboard.css);
} finally {
  process.kill(-preview.pid);
}

const wholeUi = await importCost('@atrium/ui');
measure('@atrium/ui: whole package (gzip)', wholeUi);
measure('@atrium/ui: Button alone (gzip)', await importCost('@atrium/ui', ['Button']), wholeUi);
measure('@atrium/ui: Icon alone (gzip)', await importCost('@atrium/ui', ['Icon']), wholeUi);
measure('@atrium/ui: DatePicker alone (gzip)', await importCost('@atrium/ui', ['DatePicker']), wholeUi);
measure(
  '@atrium/ui: NotificationProvider alone (gzip)',
  await importCost('@atrium/ui', ['NotificationProvider']),
  wholeUi,
);

printTable(rows);

if (isCheck) {
  const over = rows.filter((row) => row.name in budgets && row.bytes > budgets[row.name]);
  for (const row of over)
    console.error(`Over budget: ${row.name} is ${row.bytes} B, budget ${budgets[row.name]} B`);
  if (over.length > 0) process.exit(1);
  console.log('All sizes within budget.');
}

function printTable(table) {
  const format = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = table.map((row) => [
    row.name,
    format(row.bytes),
    row.baseline ? `${((row.bytes / row.baseline) * 100).toFixed(1)}% of whole` : '',
    row.name in budgets ? format(budgets[row.name]) : '',
  ]);
  const header = ['measurement', 'size', 'ratio', 'budget'];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const print = (cells) => console.log(cells.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  print(header);
  print(widths.map((width) => '-'.repeat(width)));
  lines.forEach(print);
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

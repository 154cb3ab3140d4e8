// The whole suite (`npm test`), in phases: the steps of a phase run side by side, the phases one after another,
// and the run stops after the first phase with a failed step.
//
// Why side by side: the machine the suite must fit has two cores, and most steps use one (tsc, eslint, the
// builds) or leave one idle while they wait (the size bench). Steps that share a phase touch nothing the other
// writes; the browser tests and end-to-end tests, whose timing a busy neighbour could upset, have a phase each.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runLabelled } from './labelledRun.mjs';

const root = join(import.meta.dirname, '..');
const npm = (script) => ({ label: script, command: 'npm', args: ['run', script] });

/** A step of several commands, one after another in a shell, stopping at the first that fails. */
const chain = (label, ...commands) => ({ label, command: 'sh', args: ['-c', commands.join(' && ')] });

export const phases = [
  [{ label: 'chromium', command: 'node', args: ['.ci/chromium.mjs', '--ensure'] }],
  [npm('typecheck'), npm('lint'), npm('audit'), npm('test:unit')],
  [npm('test:browser')],
  // The api files both builds copy are written once, before either starts.
  [npm('generate:api')],
  [npm('build:packages')],
  [
    chain('demo build, size', '(cd apps/demo && npx vite build)', 'npm run size'),
    chain(
      'storybook build, packages',
      'npx storybook build --quiet -o storybook-static',
      'npm run test:packages',
    ),
  ],
  [npm('test:e2e')],
];

function runAlone({ command, args, cwd = root }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs one phase; resolves to the labels of its failed steps. A step alone keeps the terminal to itself. */
export async function runPhase(steps) {
  if (steps.length === 1) return (await runAlone(steps[0])) === 0 ? [] : [steps[0].label];
  const results = await Promise.all(
    steps.map((step) => runLabelled(step.label, step.command, step.args, { cwd: step.cwd ?? root })),
  );
  return steps.filter((_, index) => results[index].code !== 0).map((step) => step.label);
}

async function main() {
  const started = Date.now();
  for (const steps of phases) {
    const phaseStarted = Date.now();
    console.log(`\n▶ ${steps.map((step) => step.label).join(' + ')}`);
    const failed = await runPhase(steps);
    const seconds = Math.round((Date.now() - phaseStarted) / 1000);
    if (failed.length > 0) {
      console.error(`\n✖ failed: ${failed.join(', ')} (after ${seconds} s)`);
      process.exit(1);
    }
    console.log(`✔ ${steps.map((step) => step.label).join(' + ')} in ${seconds} s`);
  }
  console.log(`\nThe whole suite passed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

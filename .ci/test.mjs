// The whole suite (`npm test`), in phases run one after another; the run stops after the first phase with a
// failed step. A phase is made of lanes that run side by side, and the steps of a lane run in turn.
//
// Why side by side: the machine the suite must fit has two cores, and most steps use one (tsc, eslint, the
// builds, a browser test lane). Steps in different lanes touch nothing the other writes. The end-to-end tests,
// whose timing a busy neighbour could upset, share their phase only with the size check.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { browserLanes, lostItsBrowser } from './browser-tests.mjs';
import { runLabelled } from './labelledRun.mjs';

const root = join(import.meta.dirname, '..');
const npm = (script) => ({ label: script, command: 'npm', args: ['run', script] });

/** A vitest browser project, run once more if its browser went away with no test failed. */
const browserProject = (project) => ({
  label: project,
  command: 'npx',
  args: ['vitest', 'run', '--project', project],
  shouldRunAgain: lostItsBrowser,
});

const [componentLane, storyLane] = browserLanes.map((lane) => lane.map(browserProject));

// The builds read the api files as they are: writing them again while another lane copies them is a race.
const demoBuild = {
  label: 'demo build',
  command: 'npx',
  args: ['vite', 'build'],
  cwd: join(root, 'apps/demo'),
};
// This build proves that Storybook compiles, MDX pages included; nothing reads its output, so it skips the
// props tables, which take half of a build's time (`.storybook/main.ts`).
const storybookBuild = {
  label: 'storybook build',
  command: 'npx',
  args: ['storybook', 'build', '--quiet', '-o', 'storybook-static'],
  env: { ATRIUM_STORYBOOK_WITHOUT_PROPS_TABLES: '1' },
};

// The browser phase does the builds too, once the story tests are done, so the two lanes end at about the same
// time (about 675 s each on the two-core machine).
const browserPhase = [
  componentLane,
  [...storyLane, npm('build:packages'), demoBuild, storybookBuild, npm('test:packages')],
];

// The size check opens each page once, starting the whole app each time: about 1.4 cores for 100 s alone. Beside
// the end-to-end tests it slows them by about as much as it would add anywhere else, and it needs the demo build.
const endToEndPhase = [[npm('test:e2e')], [npm('size')]];

export const phases = [
  [{ label: 'chromium', command: 'node', args: ['.ci/chromium.mjs', '--ensure'] }],
  // The linter and the format check are apart so that neither waits for the other while a core is free.
  [npm('typecheck'), npm('lint:code'), npm('lint:format'), npm('audit'), npm('test:unit')],
  // The api files the browser tests and both builds read are written once, before any of them starts.
  [npm('generate:api')],
  browserPhase,
  endToEndPhase,
];

/** A phase's entries as lanes: an entry is a lane of steps, or a single step. */
const lanesOf = (phase) => phase.map((entry) => (Array.isArray(entry) ? entry : [entry]));

/** How a phase is announced: lanes joined by "+", the steps of a lane by "→". */
export const describePhase = (phase) =>
  lanesOf(phase)
    .map((lane) => lane.map((step) => step.label).join(' → '))
    .join(' + ');

const secondsSince = (start) => Math.round((Date.now() - start) / 1000);

/** A step's environment: the suite's, plus what the step sets. */
const environmentOf = (step) => ({ ...process.env, ...step.env });

function runAlone(step) {
  const { command, args, cwd = root } = step;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: environmentOf(step), stdio: 'inherit' });
    child.on('error', () => resolve({ code: 1, output: '' }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: '' }));
  });
}

/**
 * Runs one phase; resolves to the labels of its failed steps. A lane stops at its first failed step. A step
 * alone keeps the terminal to itself.
 */
export async function runPhase(phase) {
  const lanes = lanesOf(phase);
  const isAlone = lanes.length === 1 && lanes[0].length === 1;

  const run = (step) =>
    isAlone
      ? runAlone(step)
      : runLabelled(step.label, step.command, step.args, { cwd: step.cwd ?? root, env: environmentOf(step) });

  /** Resolves to whether the step passed. */
  async function runStep(step) {
    const started = Date.now();
    let { code, output } = await run(step);
    if (code !== 0 && step.shouldRunAgain?.(output)) {
      console.log(`\n[${step.label}] The browser went away with no test failed; running it once more.`);
      ({ code } = await run(step));
    }
    // Where a phase's time went, step by step: what to balance the lanes by.
    if (!isAlone)
      console.log(`\n· ${step.label} ${code === 0 ? 'passed' : 'failed'} in ${secondsSince(started)} s`);
    return code === 0;
  }

  const failed = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (await runStep(step)) continue;
        failed.push(step.label);
        return;
      }
    }),
  );
  // In the phase's own order, not the order they happened to finish in.
  const order = lanes.flat().map((step) => step.label);
  return failed.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

async function main() {
  const started = Date.now();
  for (const phase of phases) {
    const phaseStarted = Date.now();
    console.log(`\n▶ ${describePhase(phase)}`);
    const failed = await runPhase(phase);
    const seconds = secondsSince(phaseStarted);
    if (failed.length > 0) {
      console.error(`\n✖ failed: ${failed.join(', ')} (after ${seconds} s)`);
      process.exit(1);
    }
    console.log(`✔ ${describePhase(phase)} in ${seconds} s`);
  }
  console.log(`\nThe whole suite passed in ${secondsSince(started)} s.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

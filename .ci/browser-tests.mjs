// Runs the component tests and the story tests in Chromium, in two processes side by side, each with its own
// browser: one runs the component tests and then every story in every skin, the other the story tests (about
// the same time in all). A project whose browser went away mid-run is run once more.
//
// Why two processes: one browser tab runs its project's files one iframe after another, and its memory only
// grows; on a busy two-core machine a tab running every file was twice lost near the end of a run ("Browser
// connection was closed"), taking the whole suite down although no test had failed. A tab per project holds
// half the files, and the two run at the same time, so the split costs no time (running halves one after the
// other did: each half paid the start-up and module transforms again). Why the re-run: such a loss is the
// browser's, not a test's. The project is run again in full and must pass; a project in which a test failed is
// never re-run here (vitest's own retry and the flaky-test reporter deal with single tests).
import { pathToFileURL } from 'node:url';
import { runLabelled } from './labelledRun.mjs';

/** The projects each process runs, one after another. */
export const browserLanes = [['component', 'component-fresh-page', 'skins'], ['storybook']];

// The colour codes vitest writes around its summary figures.
const ansiPattern = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Whether a run stopped because its browser went away, with no test failed. */
export function lostItsBrowser(output) {
  const text = output.replace(ansiPattern, '');
  return text.includes('Browser connection was closed') && !/Tests\s+\d+ failed/.test(text);
}

function runProject(project) {
  return runLabelled(project, 'npx', ['vitest', 'run', '--project', project]);
}

async function runUntilSettled(project) {
  const { code, output } = await runProject(project);
  if (code === 0 || !lostItsBrowser(output)) return code;
  console.log(
    `\n[${project}] The browser went away with no test failed; running the ${project} tests once more.`,
  );
  return (await runProject(project)).code;
}

/** Runs projects one after another; resolves to those that failed. */
async function runInTurn(projects) {
  const failed = [];
  for (const project of projects) if ((await runUntilSettled(project)) !== 0) failed.push(project);
  return failed;
}

async function main() {
  const failed = (await Promise.all(browserLanes.map(runInTurn))).flat();
  if (failed.length > 0) {
    console.error(`\nBrowser tests failed in: ${failed.join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

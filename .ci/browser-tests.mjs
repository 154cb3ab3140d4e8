// Runs the component and story tests in Chromium, in one vitest process; a run whose browser went away mid-run
// is run once more.
//
// Why one process: the two projects then share one module graph and run side by side in one browser. Split in
// two (shards one after the other, or a process per project at once) each half paid the start-up and module
// transforms again, about three minutes of a clean run. Why the re-run: twice, on a busy two-core machine, the
// browser went away near the end of a run ("Browser connection was closed") with no test failed, which is the
// browser's loss, not a test's. The run is repeated in full and must pass; a run in which a test failed is
// never re-run here (vitest's own retry and the flaky-test reporter deal with single tests).
import { pathToFileURL } from 'node:url';
import { runLabelled } from './labelledRun.mjs';

const command = ['vitest', 'run', '--project', 'component', '--project', 'storybook'];

// The colour codes vitest writes around its summary figures.
const ansiPattern = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Whether a run stopped because its browser went away, with no test failed. */
export function lostItsBrowser(output) {
  const text = output.replace(ansiPattern, '');
  return text.includes('Browser connection was closed') && !/Tests\s+\d+ failed/.test(text);
}

async function main() {
  const { code, output } = await runLabelled('', 'npx', command);
  if (code === 0) return;
  if (!lostItsBrowser(output)) process.exit(code);
  console.log('\nThe browser went away with no test failed; running the browser tests once more.');
  const again = await runLabelled('', 'npx', command);
  process.exit(again.code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

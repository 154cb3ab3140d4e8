// Runs the component and story tests in Chromium, in shards, each with a fresh browser; a shard whose browser
// went away mid-run is run once more.
//
// Why shards: one browser tab runs hundreds of files, one iframe after another, and its memory only grows;
// on a busy two-core machine the tab was twice lost near the end of a run ("Browser connection was closed"),
// taking the whole suite down although no test had failed. Why the re-run: such a loss is the browser's, not a
// test's. The shard is run again in full and must pass; a shard in which a test failed is never re-run here
// (vitest's own retry and the flaky-test reporter deal with single tests).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const projects = ['--project', 'component', '--project', 'storybook'];
const shardCount = 2;

// The colour codes vitest writes around its summary figures.
const ansiPattern = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Whether a run stopped because its browser went away, with no test failed. */
export function lostItsBrowser(output) {
  const text = output.replace(ansiPattern, '');
  return text.includes('Browser connection was closed') && !/Tests\s+\d+ failed/.test(text);
}

function runVitest(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...projects, ...args], {
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let output = '';
    const forward = (target) => (chunk) => {
      output += chunk;
      target.write(chunk);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main() {
  for (let shard = 1; shard <= shardCount; shard += 1) {
    console.log(`\nBrowser tests, shard ${shard} of ${shardCount}`);
    const { code, output } = await runVitest([`--shard=${shard}/${shardCount}`]);
    if (code === 0) continue;
    if (!lostItsBrowser(output)) process.exit(code);
    console.log(`\nThe browser went away with no test failed; running shard ${shard} once more.`);
    const again = await runVitest([`--shard=${shard}/${shardCount}`]);
    if (again.code !== 0) process.exit(again.code);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

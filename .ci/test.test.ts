import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelLines } from './labelledRun.mjs';
import { describePhase, phases, runPhase } from './test.mjs';

const node = (label: string, code: string) => ({ label, command: 'node', args: ['-e', code] });

describe('runPhase', () => {
  it('names every failed step of a phase, after letting the others finish', async () => {
    const failed = await runPhase([
      node('fails', 'process.exit(3)'),
      node('passes', 'setTimeout(() => {}, 200)'),
      node('also fails', 'throw new Error("broken")'),
    ]);
    expect(failed).toEqual(['fails', 'also fails']);
  });

  it('passes a phase whose steps all pass, alone or side by side', async () => {
    expect(await runPhase([node('alone', '')])).toEqual([]);
    expect(await runPhase([node('one', ''), node('two', '')])).toEqual([]);
  });

  it('fails a step whose command cannot start', async () => {
    expect(await runPhase([{ label: 'missing', command: 'no-such-command-here', args: [] }])).toEqual([
      'missing',
    ]);
  });
});

describe('runPhase with lanes', () => {
  // Each step appends its label to a log file when it runs, so the test can read the order they ran in.
  const logging = (log: string, label: string, code = 0, delay = 0) =>
    node(
      label,
      `setTimeout(() => { require('fs').appendFileSync(${JSON.stringify(log)}, ${JSON.stringify(`${label}\n`)}); process.exit(${code}); }, ${delay})`,
    );
  const newLog = () => join(mkdtempSync(join(tmpdir(), 'atrium-lanes-')), 'log');
  const ran = (log: string) => readFileSync(log, 'utf8').trim().split('\n');

  it('runs the steps of a lane in turn and stops the lane at its first failure', async () => {
    const log = newLog();
    const failed = await runPhase([
      [logging(log, 'a1'), logging(log, 'a2', 1), logging(log, 'a3')],
      [logging(log, 'b1', 0, 300)],
    ]);
    expect(failed).toEqual(['a2']);
    // The lanes run side by side, so only the order within a lane is certain.
    expect(ran(log).filter((label) => label.startsWith('a'))).toEqual(['a1', 'a2']);
    expect(ran(log)).toContain('b1');
  });

  it('runs a step once more when its output says so, and passes it if the second run passes', async () => {
    const marker = newLog();
    const flaky = {
      ...node(
        'lost browser',
        `const fs = require('fs'); if (fs.existsSync(${JSON.stringify(marker)})) process.exit(0); fs.writeFileSync(${JSON.stringify(marker)}, ''); console.log('browser went away'); process.exit(1);`,
      ),
      shouldRunAgain: (output: string) => output.includes('browser went away'),
    };
    expect(await runPhase([[flaky], [node('other', '')]])).toEqual([]);
  });
});

describe('the suite', () => {
  const steps = phases.flat(2).map((step) => `${step.label}: ${step.args.join(' ')}`);

  it('runs every check the suite is made of, each once', () => {
    const checks = [
      'typecheck',
      'lint:code',
      'lint:format',
      'audit',
      'test:unit',
      'test:e2e',
      'size',
      'test:packages',
    ];
    for (const check of checks) {
      expect(steps.filter((step) => step.includes(`run ${check}`))).toHaveLength(1);
    }
    for (const project of ['component', 'component-fresh-page', 'skins', 'storybook']) {
      expect(steps.filter((step) => step.endsWith(`--project ${project}`))).toHaveLength(1);
    }
  });

  it('builds the packages and the demo before the checks that read them', () => {
    const labels = phases.map((phase) => describePhase(phase));
    const phaseOf = (label: string) => labels.findIndex((phase) => phase.split(/ [+→] /).includes(label));
    const browserPhase = phases[phaseOf('build:packages')]!;
    const lanes = browserPhase.map((entry) => (Array.isArray(entry) ? entry : [entry]));
    const builderLane = lanes.find((lane) => lane.some((step) => step.label === 'build:packages'))!;
    const inBuilderLane = builderLane.map((step) => step.label);
    expect(inBuilderLane.indexOf('demo build')).toBeGreaterThan(inBuilderLane.indexOf('build:packages'));
    expect(inBuilderLane.indexOf('test:packages')).toBeGreaterThan(inBuilderLane.indexOf('build:packages'));
    // The size check and the end-to-end tests read the demo build: a later phase.
    expect(phaseOf('size')).toBeGreaterThan(phaseOf('demo build'));
    expect(phaseOf('test:e2e')).toBeGreaterThan(phaseOf('demo build'));
  });
});

describe('labelLines', () => {
  it('labels each complete line and holds back the unfinished one for the next chunk', () => {
    const first = labelLines('[storybook]', '', 'one\ntw');
    expect(first).toEqual({ text: '[storybook] one\n', rest: 'tw' });
    expect(labelLines('[storybook]', first.rest, 'o\n')).toEqual({ text: '[storybook] two\n', rest: '' });
  });

  it('passes lines through as they are without a label', () => {
    expect(labelLines('', '', 'one\ntwo')).toEqual({ text: 'one\n', rest: 'two' });
  });
});

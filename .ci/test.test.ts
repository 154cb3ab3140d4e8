import { describe, expect, it } from 'vitest';
import { labelLines } from './labelledRun.mjs';
import { phases, runPhase } from './test.mjs';

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

describe('the suite', () => {
  it('runs every check the suite is made of, each once', () => {
    const steps = phases.flat().map((step) => `${step.label}: ${step.args.join(' ')}`);
    const checks = [
      'typecheck',
      'lint',
      'audit',
      'test:unit',
      'test:browser',
      'test:e2e',
      'size',
      'test:packages',
    ];
    for (const check of checks) {
      expect(steps.filter((step) => step.includes(`run ${check}`))).toHaveLength(1);
    }
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

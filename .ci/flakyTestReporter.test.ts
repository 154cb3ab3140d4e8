import { describe, expect, it } from 'vitest';
import type { TestCase } from 'vitest/node';
import { FlakyTestReporter } from './flakyTestReporter';

function testCase(name: string, state: 'passed' | 'failed', flaky: boolean, errors: object[] = []) {
  return {
    project: { name: 'component' },
    module: { relativeModuleId: 'packages/ui/src/menu/Menu.test.tsx' },
    fullName: `Menu > ${name}`,
    result: () => ({ state, errors }),
    diagnostic: () => ({ flaky }),
  } as unknown as TestCase;
}

function run(cases: TestCase[]) {
  let printed = '';
  const reporter = new FlakyTestReporter((text) => (printed += text));
  for (const item of cases) reporter.onTestCaseResult(item);
  reporter.onTestRunEnd();
  return printed;
}

describe('FlakyTestReporter', () => {
  it('names each test that passed only on a retry, with its project and file', () => {
    const printed = run([
      testCase('opens', 'passed', true),
      testCase('closes', 'passed', false),
      testCase('moves focus', 'passed', true),
    ]);
    expect(printed).toContain('[component] packages/ui/src/menu/Menu.test.tsx > Menu > opens');
    expect(printed).toContain('Menu > moves focus');
    expect(printed).not.toContain('Menu > closes');
  });

  it('says what failed on the first attempt, one line per error', () => {
    const error = { name: 'AssertionError', message: 'expected 1 to be 2\n  at Menu.test.tsx:12' };
    const printed = run([testCase('opens', 'passed', true, [error])]);
    expect(printed).toContain('Menu > opens\n      AssertionError: expected 1 to be 2\n');
    expect(printed).not.toContain('Menu.test.tsx:12');
  });

  it('skips the blank lines some matchers start their message with', () => {
    const error = {
      name: 'Error',
      message: '\n  expect(element).toHaveFocus()\n\nExpected element with focus',
    };
    expect(run([testCase('opens', 'passed', true, [error])])).toContain(
      'Error: expect(element).toHaveFocus()\n',
    );
  });

  it('prints nothing for a clean run, and leaves failures to the default reporter', () => {
    expect(run([testCase('opens', 'passed', false), testCase('closes', 'failed', false)])).toBe('');
  });
});

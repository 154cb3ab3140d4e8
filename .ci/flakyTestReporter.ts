import type { Reporter, TestCase } from 'vitest/node';

/** How a test that needed a retry is named in the summary: project, file and full name. */
export function describeRetriedTest(testCase: TestCase) {
  const project = testCase.project.name;
  return `${project ? `[${project}] ` : ''}${testCase.module.relativeModuleId} > ${testCase.fullName}`;
}

/** The first line of each error a test's failed attempts raised: enough to start looking. */
function firstAttemptErrors(testCase: TestCase) {
  const result = testCase.result();
  const errors = 'errors' in result ? (result.errors ?? []) : [];
  // Some matchers start their message with a blank line: take the first line that says something.
  const firstLine = (message = '') =>
    message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  return errors.map((error) => `${error.name ?? 'Error'}: ${firstLine(error.message)}`);
}

/**
 * Names every test that passed only on a retry, after the run, with what failed the first time. Browser
 * tests get a retry on CI so one lost input event on a loaded machine does not fail the run; this keeps
 * such a pass from looking like a clean one.
 */
export class FlakyTestReporter implements Reporter {
  private readonly retried: string[] = [];

  constructor(private readonly write: (text: string) => void = (text) => process.stdout.write(text)) {}

  onTestCaseResult(testCase: TestCase) {
    if (testCase.result().state === 'passed' && testCase.diagnostic()?.flaky) {
      const reasons = firstAttemptErrors(testCase).map((reason) => `\n      ${reason}`);
      this.retried.push(`${describeRetriedTest(testCase)}${reasons.join('')}`);
    }
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    const lines = this.retried.map((name) => `  - ${name}`).join('\n');
    this.write(`\nPassed only on a retry (flaky, fix them):\n${lines}\n`);
  }
}

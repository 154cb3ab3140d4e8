import { describe, expect, it } from 'vitest';
import { allowListProblems, findingsOf, judgeAudit, staleEntries, unacceptedFindings } from './audit.mjs';

const today = '2026-11-27';
const advisory = (name: string, severity: string, ghsa: string) => ({
  source: 1100000 + name.length,
  name,
  dependency: name,
  title: `Trouble in ${name}`,
  url: `https://github.com/advisories/${ghsa}`,
  severity,
  range: '<2.0.0',
});
/** The shape of `npm audit --json`: a package vulnerable through another names it as a string in `via`. */
const report = {
  vulnerabilities: {
    parser: {
      name: 'parser',
      severity: 'critical',
      via: [advisory('parser', 'critical', 'GHSA-aaaa-bbbb-cccc')],
    },
    wrapper: { name: 'wrapper', severity: 'critical', via: ['parser'] },
    colours: {
      name: 'colours',
      severity: 'moderate',
      via: [advisory('colours', 'moderate', 'GHSA-dddd-eeee-ffff')],
    },
    router: {
      name: 'router',
      severity: 'high',
      via: [
        advisory('router', 'high', 'GHSA-gggg-hhhh-jjjj'),
        advisory('router', 'low', 'GHSA-kkkk-mmmm-nnnn'),
      ],
    },
  },
};
const entry = (id: string, pkg: string, reviewBy = '2027-02-01') => ({
  id,
  package: pkg,
  reason: 'Only reachable from a build step.',
  reviewBy,
});

describe('findingsOf', () => {
  it('lists each high and critical advisory once, under the package that has it', () => {
    expect(findingsOf(report).map(({ id, package: pkg }) => `${id} ${pkg}`)).toEqual([
      'GHSA-aaaa-bbbb-cccc parser',
      'GHSA-gggg-hhhh-jjjj router',
    ]);
  });
});

describe('allowListProblems', () => {
  it('accepts complete entries reviewed today or later', () => {
    expect(allowListProblems([entry('GHSA-aaaa-bbbb-cccc', 'parser', today)], today)).toEqual([]);
  });

  it('names an expired entry, a missing reason and a malformed date', () => {
    const problems = allowListProblems(
      [
        entry('GHSA-aaaa-bbbb-cccc', 'parser', '2026-11-26'),
        { id: 'GHSA-gggg-hhhh-jjjj', package: 'router', reviewBy: '2027-01-01' },
        entry('GHSA-dddd-eeee-ffff', 'colours', 'next spring'),
      ],
      today,
    );
    expect(problems).toEqual([
      'entry 1 (GHSA-aaaa-bbbb-cccc): its review date 2026-11-26 has passed',
      'entry 2 (GHSA-gggg-hhhh-jjjj): "reason" is missing',
      'entry 3 (GHSA-dddd-eeee-ffff): "reviewBy" must be a date like 2027-01-31',
    ]);
    expect(allowListProblems({}, today)).toEqual(['the allow-list must be a JSON array']);
  });
});

describe('unacceptedFindings and staleEntries', () => {
  it('accepts an advisory only in the package its entry names', () => {
    const findings = findingsOf(report);
    const entries = [entry('ghsa-aaaa-bbbb-cccc', 'parser'), entry('GHSA-gggg-hhhh-jjjj', 'parser')];
    expect(unacceptedFindings(findings, entries).map((finding) => finding.package)).toEqual(['router']);
    expect(staleEntries(findings, entries)).toEqual([entries[1]]);
  });
});

describe('judgeAudit', () => {
  it('fails on an unaccepted finding and passes once every finding is accepted', () => {
    const failing = judgeAudit({
      report,
      entries: [entry('GHSA-aaaa-bbbb-cccc', 'parser')],
      today,
      requireService: false,
    });
    expect(failing.failures).toHaveLength(1);
    expect(failing.failures[0]).toContain('router');
    const entries = [entry('GHSA-aaaa-bbbb-cccc', 'parser'), entry('GHSA-gggg-hhhh-jjjj', 'router')];
    expect(judgeAudit({ report, entries, today, requireService: false })).toEqual({
      failures: [],
      notes: [],
      audited: true,
    });
  });

  it('fails on an expired entry even when the registry cannot audit', () => {
    const outcome = judgeAudit({
      report: { message: '405 Method Not Allowed' },
      entries: [entry('GHSA-aaaa-bbbb-cccc', 'parser', '2026-01-01')],
      today,
      requireService: false,
    });
    expect(outcome.failures).toEqual([
      'entry 1 (GHSA-aaaa-bbbb-cccc): its review date 2026-01-01 has passed',
    ]);
    expect(outcome.audited).toBe(false);
  });

  it('skips with a note when the registry cannot audit, and fails when the audit is required', () => {
    const offline = { report: undefined, entries: [], today };
    const skipped = judgeAudit({ ...offline, requireService: false });
    expect(skipped.failures).toEqual([]);
    expect(skipped.notes[0]).toContain('could not audit');
    expect(judgeAudit({ ...offline, requireService: true }).failures[0]).toContain('could not audit');
  });
});

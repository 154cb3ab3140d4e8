// Audits the production dependencies (`npm audit --omit=dev`) and fails on a high or critical advisory that
// the reviewed allow-list (.ci/audit-allowlist.json) does not accept, or on an allow-list entry past its
// review date. Development tools never reach a user's browser, so their advisories do not block a release.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Severities that fail the run. */
export const blockingSeverities = ['high', 'critical'];

/** The advisory id of an `npm audit` finding: the GitHub advisory id from its URL, else npm's number. */
const advisoryId = (via) => /GHSA(?:-[a-z0-9]{4}){3}/i.exec(via.url ?? '')?.[0] ?? String(via.source);

/**
 * The high and critical advisories of an `npm audit --json` report, one per advisory and package.
 * A package that is only vulnerable through another one names it as a string in `via`; the advisory itself
 * is listed under the package that has it, so only the object entries are read.
 */
export function findingsOf(report) {
  const findings = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {}))
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !blockingSeverities.includes(via.severity)) continue;
      const finding = { id: advisoryId(via), package: via.name, severity: via.severity, title: via.title };
      findings.set(`${finding.id} ${finding.package}`, { ...finding, url: via.url });
    }
  return [...findings.values()];
}

/** Problems with the allow-list itself: a missing field, a malformed or past review date. */
export function allowListProblems(entries, today) {
  if (!Array.isArray(entries)) return ['the allow-list must be a JSON array'];
  const problems = [];
  entries.forEach((entry, index) => {
    const name = `entry ${index + 1} (${entry?.id ?? 'no id'})`;
    for (const field of ['id', 'package', 'reason', 'reviewBy'])
      if (typeof entry?.[field] !== 'string' || entry[field].trim() === '')
        problems.push(`${name}: "${field}" is missing`);
    if (typeof entry?.reviewBy !== 'string') return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.reviewBy) || Number.isNaN(Date.parse(entry.reviewBy)))
      problems.push(`${name}: "reviewBy" must be a date like 2027-01-31`);
    else if (entry.reviewBy < today) problems.push(`${name}: its review date ${entry.reviewBy} has passed`);
  });
  return problems;
}

/** An entry accepts one advisory in one package, so the same advisory elsewhere is judged again. */
const accepts = (entry, finding) =>
  entry.id.toLowerCase() === finding.id.toLowerCase() && entry.package === finding.package;

/** The findings no allow-list entry accepts. */
export const unacceptedFindings = (findings, entries) =>
  findings.filter((finding) => !entries.some((entry) => accepts(entry, finding)));

/** Allow-list entries whose advisory no longer shows up: they can be removed. */
export const staleEntries = (findings, entries) =>
  entries.filter((entry) => !findings.some((finding) => accepts(entry, finding)));

/**
 * The outcome of one audit: `failures` to print before failing, `notes` to print either way, and whether
 * the registry audited at all.
 * `report` is the parsed `npm audit --json` output; one without `vulnerabilities` means the registry
 * could not audit (offline, or a mirror without the audit service).
 */
export function judgeAudit({ report, entries, today, requireService }) {
  const failures = allowListProblems(entries, today);
  const notes = [];
  if (!report || typeof report.vulnerabilities !== 'object') {
    const reason = report?.message ?? report?.error?.summary ?? 'no report';
    const message = `the registry could not audit the dependencies (${reason})`;
    if (requireService) failures.push(message);
    else notes.push(`${message}; skipped. Set AUDIT_REQUIRED=1 where the audit must run.`);
    return { failures, notes, audited: false };
  }
  if (failures.length > 0) return { failures, notes, audited: true };
  for (const finding of unacceptedFindings(findingsOf(report), entries))
    failures.push(
      `${finding.severity}: ${finding.package}: ${finding.title} (${finding.id}, ${finding.url})`,
    );
  for (const entry of staleEntries(findingsOf(report), entries))
    notes.push(`${entry.id} (${entry.package}) is no longer reported: remove it from the allow-list`);
  return { failures, notes, audited: true };
}

/** Runs `npm audit` and parses its JSON; npm exits non-zero when it finds something, which is not an error. */
function runNpmAudit(cwd) {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd, maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout) => {
        try {
          resolve(JSON.parse(stdout));
        } catch {
          resolve(undefined);
        }
      },
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const entries = JSON.parse(readFileSync(new URL('audit-allowlist.json', import.meta.url), 'utf8'));
  const { failures, notes, audited } = judgeAudit({
    report: await runNpmAudit(root),
    entries,
    today: new Date().toISOString().slice(0, 10),
    requireService: process.env.AUDIT_REQUIRED === '1',
  });
  for (const note of notes) console.warn(`audit: ${note}`);
  for (const failure of failures) console.error(`audit: ${failure}`);
  if (failures.length > 0) {
    if (audited)
      console.error(
        'audit: failed. Upgrade the package, or accept the advisory in .ci/audit-allowlist.json.',
      );
    process.exit(1);
  }
  if (audited) console.log('audit: no unaccepted high or critical advisory in the production dependencies');
}

export interface AuditFinding {
  id: string;
  package: string;
  severity: string;
  title: string;
  url?: string;
}
export interface AllowListEntry {
  id: string;
  package: string;
  reason: string;
  reviewBy: string;
}
export declare const blockingSeverities: string[];
export declare function findingsOf(report: unknown): AuditFinding[];
export declare function allowListProblems(entries: unknown, today: string): string[];
export declare function unacceptedFindings(
  findings: AuditFinding[],
  entries: AllowListEntry[],
): AuditFinding[];
export declare function staleEntries(findings: AuditFinding[], entries: AllowListEntry[]): AllowListEntry[];
export declare function judgeAudit(options: {
  report: unknown;
  entries: AllowListEntry[];
  today: string;
  requireService: boolean;
}): { failures: string[]; notes: string[]; audited: boolean };

import { describe, expect, it } from 'vitest';
import { projectList, projectStatuses } from '../../../../../apps/demo/scripts/data/projectList.mjs';
import { projectSchema, type ProjectStatus } from '../../api/resourceDefinitions';
import { budgetText, estVariant, projectStatus, shareOfPlan, splitPhase } from './projectColumns';

const english = (text: string, values?: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values?.[key] ?? ''));
const formats = { money: (amount: number) => `$${amount}`, date: (isoDate: string) => isoDate };

describe('project columns', () => {
  it('colours progress from red to green as a project nears its end', () => {
    expect([0, 24, 25, 49, 50, 99, 100].map(estVariant)).toEqual([
      'danger',
      'danger',
      'warning',
      'warning',
      'primary',
      'primary',
      'success',
    ]);
  });

  it('gives every status of the demo data its own words and colour, and a missing one reads as inactive', () => {
    const labels = (projectStatuses as ProjectStatus[]).map(projectStatus);
    expect(new Set(labels.map((label) => label.text)).size).toBe(projectStatuses.length);
    expect(new Set(labels.map((label) => label.variant)).size).toBe(projectStatuses.length);
    expect(projectStatus(undefined)).toEqual(projectStatus('inactive'));
  });

  it('splits a phase off the front of a name, and leaves other names whole', () => {
    expect(splitPhase('Phase 2: Data warehouse pilot')).toEqual({
      phase: 'Phase 2',
      title: 'Data warehouse pilot',
    });
    expect(splitPhase('Phase out the old CRM')).toEqual({ title: 'Phase out the old CRM' });
  });

  it('sums booked hours against planned hours', () => {
    expect(shareOfPlan({ target: [10, 30], actual: [15, 15] })).toBe(75);
    expect(shareOfPlan({ target: [], actual: [4] })).toBe(0);
    expect(shareOfPlan(undefined)).toBe(0);
  });

  it('states the budget, or that none was agreed', () => {
    expect(budgetText({ id: 1, name: 'A', budget: 5000 }, english, formats)).toBe('Budget: $5000');
    expect(budgetText({ id: 2, name: 'B' }, english, formats)).toBe('No budget was locked in');
  });

  it('has about twenty demo projects the page can read, with unique ids, at most five contacts and dates in order', () => {
    const projects = projectList.map((row: unknown) => projectSchema.parse(row));
    expect(projects.length).toBeGreaterThanOrEqual(20);
    expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
    for (const project of projects) {
      expect(project.contacts?.length ?? 0, project.name).toBeLessThanOrEqual(5);
      expect((project.starts ?? '') < (project.ends ?? ''), project.name).toBe(true);
      expect(project['target-actual']?.target).toHaveLength(project['target-actual']?.actual.length ?? -1);
    }
  });
});

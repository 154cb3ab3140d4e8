import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Timeline, type TimelineEvent } from './Timeline';

const events: TimelineEvent[] = [
  { id: 'a', title: 'Release planned', time: '09:00', dateTime: '2026-01-12T09:00Z', group: 'Monday' },
  {
    id: 'b',
    title: 'Review done',
    time: '14:30',
    dateTime: '2026-01-12T14:30Z',
    group: 'Monday',
    body: 'Two fixes.',
  },
  { id: 'c', title: 'Shipped', time: '10:15', dateTime: '2026-01-13T10:15Z', group: 'Tuesday' },
];

describe('Timeline', () => {
  it('labels each day once and puts the titles one level below it, with machine-readable times', async () => {
    await renderWithTheme(
      <main>
        <Timeline events={events} label="Project history" headingLevel={2} />
      </main>,
    );
    const days = page.getByRole('heading', { level: 2 });
    expect(days.elements().map((day) => day.textContent)).toEqual(['Monday', 'Tuesday']);
    expect(page.getByRole('heading', { level: 3 }).elements()).toHaveLength(3);
    const time = page.getByText('14:30').element();
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-01-12T14:30Z');
    await expect.element(page.getByText('Two fixes.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('gives titles the heading level itself when there are no day labels, so no level is skipped', async () => {
    const ungrouped = events.map(({ group: _group, ...event }) => event);
    await renderWithTheme(<Timeline events={ungrouped} label="Project history" headingLevel={2} />);
    expect(page.getByRole('heading', { level: 2 }).elements()).toHaveLength(3);
    expect(page.getByRole('heading', { level: 3 }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('list', { name: 'Project history' })).toBeVisible();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  faCheck,
  faCodeMerge,
  faComment,
  faRocket,
  faTriangleExclamation,
} from '@fortawesome/free-solid-svg-icons';
import { Icon } from '../icon';
import { naughtyStrings } from '../../test/naughtyStrings';
import { Timeline, type TimelineEvent } from './Timeline';

const events: TimelineEvent[] = [
  {
    id: 'release',
    group: 'Today',
    title: 'Version 2.4 released',
    time: '09:40',
    dateTime: '2026-01-31T09:40',
    tone: 'success',
    icon: <Icon icon={faRocket} />,
    body: <p>Faster exports and the new Arabic translation are live for every workspace.</p>,
  },
  {
    id: 'review',
    group: 'Today',
    title: 'Mira Okafor reviewed the billing changes',
    time: '08:15',
    dateTime: '2026-01-31T08:15',
    tone: 'info',
    icon: <Icon icon={faComment} />,
    body: <p>“Looks good once the rounding test covers negative totals.”</p>,
  },
  {
    id: 'incident',
    group: 'Yesterday',
    title: 'Queue latency above 2 s for 11 minutes',
    time: '22:05',
    dateTime: '2026-01-30T22:05',
    tone: 'danger',
    icon: <Icon icon={faTriangleExclamation} />,
  },
  {
    id: 'merge',
    group: 'Yesterday',
    title: 'Pull request #318 merged',
    time: '16:30',
    dateTime: '2026-01-30T16:30',
    tone: 'primary',
    icon: <Icon icon={faCodeMerge} />,
  },
  {
    id: 'done',
    group: 'Yesterday',
    title: 'Quarterly plan signed off',
    time: '10:00',
    dateTime: '2026-01-30T10:00',
    icon: <Icon icon={faCheck} />,
  },
];

const meta = {
  title: 'Data display/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { events, label: 'Project activity', headingLevel: 3 },
  argTypes: {
    events: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5] },
  },
  decorators: [
    (Story) => (
      <section aria-label="Activity">
        <h2>Activity</h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Events under a label per day; titles sit one heading level below the day labels. */
export const ByDay: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Project activity' });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Today', 'Yesterday']);
    await expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(5);
    await expect(within(list).getByText('09:40')).toHaveAttribute('datetime', '2026-01-31T09:40');
  },
};

/** Without groups, the titles take the given heading level themselves. */
export const Ungrouped: Story = {
  args: { events: events.map(({ group: _group, ...event }) => event) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Project activity' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(within(list).queryByRole('heading', { level: 4 })).toBeNull();
  },
};

/** Hostile titles and group labels show as plain text. */
export const HostileText: Story = {
  args: {
    events: naughtyStrings.slice(0, 6).map((text, index) => ({
      id: String(index),
      title: text,
      group: index < 3 ? text : 'Later',
      time: `${10 + index}:00`,
    })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Project activity' });
    await expect(within(list).getAllByText(naughtyStrings[0]!).length).toBeGreaterThan(0);
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import TimelinePage from './TimelinePage';

// The timeline reads the demo's generated api/timeline.json, which Storybook serves.
const meta = {
  title: 'Screens/AppViews/TimelinePage',
  component: TimelinePage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TimelinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, under a label for each of the four days, each event with who did it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const list = await screen.findByRole('list', { name: 'Team timeline' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((day) => day.textContent),
      ).toEqual([
        'Saturday, January 31',
        'Friday, January 30',
        'Thursday, January 29',
        'Wednesday, January 28',
      ]),
    );
    const titles = within(list).getAllByRole('heading', { level: 4 });
    await expect(titles).toHaveLength(13);
    await expect(titles[0]).toHaveTextContent('Released Atrium 2.4');
    await expect(within(list).getByText('4:45 PM')).toHaveAttribute('datetime', '2026-01-31T16:45:00Z');
  },
};

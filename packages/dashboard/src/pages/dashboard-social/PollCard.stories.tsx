import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PollCard } from './PollCard';
import { sampleNow, sampleWall } from './socialCardsSample';

const meta = {
  title: 'Screens/Dashboard/Social Wall/PollCard',
  component: PollCard,
  tags: ['autodocs'],
  args: { poll: sampleWall.poll, now: sampleNow },
  beforeEach: () => sessionStorage.removeItem(`atrium.social-poll.${sampleWall.poll.id}`),
} satisfies Meta<typeof PollCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before voting: the options as a radio group; Vote waits for a choice. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const group = screen.getByRole('radiogroup', { name: sampleWall.poll.question });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(screen.getByRole('button', { name: 'Vote' })).toBeDisabled();
  },
};

/** Voting with the keyboard: the results replace the options, with the user's vote counted in. */
export const VoteWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The card's header buttons come first in tab order; the poll starts at its first option.
    screen.getByRole('radio', { name: 'Lisbon' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('radio', { name: 'Tallinn' })).toBeChecked();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Vote' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const results = screen.getByRole('region', { name: sampleWall.poll.question });
    await expect(within(results).getByRole('heading', { name: sampleWall.poll.question })).toHaveFocus();
    await expect(results).toHaveTextContent('You voted for Tallinn.');
    const rows = within(within(results).getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    // 14, 9 + 1 and 6 of 30 votes.
    await expect(rows.map((row) => row.textContent)).toEqual(['Lisbon47%', 'Tallinn33%', 'Valencia20%']);
    await expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** A vote made earlier in the visit: the card opens on the results. */
export const AlreadyVoted: Story = {
  beforeEach: () => sessionStorage.setItem(`atrium.social-poll.${sampleWall.poll.id}`, 'valencia'),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('You voted for Valencia.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
  },
};

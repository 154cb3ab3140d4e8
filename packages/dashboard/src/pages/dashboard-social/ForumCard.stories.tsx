import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForumCard } from './ForumCard';
import { sampleNow, sampleWall } from './socialCardsSample';

const meta = {
  title: 'Screens/Dashboard/Social Wall/ForumCard',
  component: ForumCard,
  tags: ['autodocs'],
  args: { topics: sampleWall.forumTopics, now: sampleNow },
} satisfies Meta<typeof ForumCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest topics with their starter, age and replies. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const topics = within(screen.getByRole('list', { name: 'Forum topics' })).getAllByRole('listitem');
    await expect(topics).toHaveLength(2);
    await expect(within(topics[0]!).getByRole('heading')).toHaveTextContent(
      'Dark skins: which contrast checker do you trust?',
    );
    await expect(topics[0]).toHaveTextContent('Lina Haddad · 3 minutes ago');
    await expect(topics[0]).toHaveTextContent('12 replies');
    await expect(topics[1]).toHaveTextContent('1 reply');
  },
};

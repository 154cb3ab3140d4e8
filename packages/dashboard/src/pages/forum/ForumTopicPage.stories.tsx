import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import ForumTopicPage from './ForumTopicPage';
import { ForumStoryFrame } from './forumStoryFrame';

// The topics come from the demo's generated api/forum/ files; without `?forum=` the board's first forum shows.
const meta = {
  title: 'Screens/Forum/ForumTopicPage',
  component: ForumTopicPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  args: { entry: '/forum-topic' },
  argTypes: { entry: { control: 'text' } },
  render: ({ entry }: { entry: string }) => <ForumStoryFrame entry={entry} />,
} satisfies Meta<{ entry: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sticky topics lead the list, the rest follow by their latest post; replies are counted from the posts. */
export const Announcements: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const topics = await screen.findByRole('table', { name: 'Topics' }, { timeout: 15_000 });
    await expect(screen.getByRole('heading', { name: 'Announcements' })).toBeVisible();
    const rows = () => within(topics).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await expect(rows()[0]).toHaveTextContent(/Atrium 2\.4 is out.*Sticky/);
    await expect(within(rows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('13');
    await expect(rows()[1]).toHaveTextContent(/Forum rules.*Sticky.*Locked/);
  },
};

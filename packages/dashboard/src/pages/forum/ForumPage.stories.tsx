import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import ForumPage from './ForumPage';
import { ForumStoryFrame } from './forumStoryFrame';

// The board reads the demo's generated api/forum/ files, which Storybook serves; links lead to the other pages.
const meta = {
  title: 'Screens/Forum/ForumPage',
  component: ForumPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  args: { entry: '/forum' },
  argTypes: { entry: { control: 'text' } },
  render: ({ entry }: { entry: string }) => <ForumStoryFrame entry={entry} />,
} satisfies Meta<{ entry: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = { timeout: 15_000 };

/** Categories with their forums and counts; a forum opens its topics, sticky first, ten a page. */
export const Board: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const atrium = await screen.findByRole('table', { name: 'Atrium' }, loaded);
    await expect(screen.getByRole('table', { name: 'Community' })).toBeVisible();
    const announcements = within(atrium).getByRole('row', { name: /^Announcements/ });
    // 13 topics holding 50 posts, counted from the topics and posts themselves.
    await expect(
      within(announcements)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['13', '50']));
    await userEvent.click(screen.getByRole('link', { name: 'Widgets and layout' }));
    const topics = await screen.findByRole('table', { name: 'Topics' }, loaded);
    const rows = () => within(topics).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await expect(rows()[0]).toHaveTextContent(/Saving a widget grid layout per user.*Sticky/);
    // A title with markup in it is shown as written.
    await expect(
      within(topics).getByRole('link', {
        name: 'Widget title shows <b>bold</b> literally — bug or feature?',
      }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await expect(within(topics).getByText('Locked')).toBeVisible();
    await userEvent.click(within(topics).getByRole('link', { name: /Widget grid crashes/ }));
    await expect(
      await screen.findByRole('heading', { name: /Widget grid crashes with duplicate ids/ }, loaded),
    ).toBeVisible();
    await expect(screen.getByText('This topic is locked: it takes no new replies.')).toBeVisible();
  },
};

/** A forum that is not on the board says so and links back. */
export const UnknownForum: Story = {
  args: { entry: '/forum-topic?forum=nothing-here' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/There is no forum “nothing-here”/, {}, loaded)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the board' }));
    await expect(await screen.findByRole('table', { name: 'Atrium' }, loaded)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import ForumPostPage from './ForumPostPage';
import { ForumStoryFrame } from './forumStoryFrame';

// The topic and its posts come from the demo's generated api/forum/ files, in a fresh store for each story.
const meta = {
  title: 'Screens/Forum/ForumPostPage',
  component: ForumPostPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  args: { entry: '/forum-post', refusesPosts: false },
  argTypes: { entry: { control: 'text' }, refusesPosts: { control: 'boolean' } },
  render: ({ entry, refusesPosts }: { entry: string; refusesPosts: boolean }) => (
    <ForumStoryFrame entry={entry} refusesPosts={refusesPosts} />
  ),
} satisfies Meta<{ entry: string; refusesPosts: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = { timeout: 15_000 };

async function openEditor(canvasElement: HTMLElement) {
  const screen = within(canvasElement);
  const editor = await screen.findByRole('textbox', { name: 'Your reply' }, loaded);
  await userEvent.click(editor);
  return { screen, editor };
}

/** The release thread: ten posts a page with their authors' cards, then a reply posted to the last page. */
export const Replying: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const posts = await screen.findByRole('list', { name: 'Posts' }, loaded);
    await waitFor(() => expect(within(posts).getAllByRole('article')).toHaveLength(10));
    const first = within(posts).getAllByRole('article')[0]!;
    await expect(first).toHaveAccessibleName('Ada Lindqvist');
    await expect(first).toHaveTextContent(/Administrator/);
    await expect(first).toHaveTextContent(/Atrium 2.4 is on npm today/);

    const { editor } = await openEditor(canvasElement);
    await userEvent.type(editor, 'Fine <i>here</i>.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await expect(await screen.findByText('Your reply was posted.')).toBeVisible();
    await waitFor(() => expect(within(posts).getAllByRole('article')).toHaveLength(5));
    const mine = within(posts).getAllByRole('article').at(-1)!;
    await expect(mine).toHaveTextContent('Fine <i>here</i>.');
    await expect(mine).toHaveTextContent('#15');
    await expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveTextContent('');
  },
};

/** Quote puts the post, with its author, into the reply; an empty reply is not posted. */
export const Quoting: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('textbox', { name: 'Your reply' }, loaded);
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await expect(await screen.findByText('Write your reply before posting it.')).toBeVisible();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Quote Priya Kapoor' }))[0]!);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveTextContent(
        /Priya Kapoor.*Does the streaming export keep the column order/,
      ),
    );
  },
};

/** A refused post keeps every word in the editor and says why. */
export const RefusedReply: Story = {
  args: { refusesPosts: true },
  play: async ({ canvasElement }) => {
    const { screen, editor } = await openEditor(canvasElement);
    await userEvent.type(editor, 'Keep me.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await expect(
      await screen.findByText('500 Internal Server Error. Everything you typed is still here: try again.'),
    ).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveTextContent('Keep me.');
    await expect(screen.queryByText('Your reply was posted.')).toBeNull();
  },
};

/** Markup in a post is drawn as the post's own formatting; scripts in it are taken out and never run. */
export const MarkupInPosts: Story = {
  args: { entry: '/forum-post?topic=widgets-02' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole(
        'heading',
        { name: 'Widget title shows <b>bold</b> literally — bug or feature?' },
        loaded,
      ),
    ).toBeVisible();
    const question = within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article')[0]!;
    await expect(within(question).getByText('<b>bold</b>')).toBeVisible();
    await expect(question.querySelector('script')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

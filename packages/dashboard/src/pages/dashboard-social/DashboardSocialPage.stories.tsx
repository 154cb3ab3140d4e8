import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataProvider } from '../../api/DataProvider';
import { inShellContent } from '../misc/shellContentDecorator';
import DashboardSocialPage from './DashboardSocialPage';

// The page reads the signed-in user from the demo's generated api/ files, which Storybook serves at its root.
const meta = {
  title: 'Screens/Dashboard/DashboardSocialPage',
  component: DashboardSocialPage,
  tags: ['autodocs'],
  decorators: [
    inShellContent,
    (Story) => (
      <DataProvider baseUrl="api">
        <MemoryRouter initialEntries={['/dashboard-social']}>
          <Story />
        </MemoryRouter>
      </DataProvider>
    ),
  ],
} satisfies Meta<typeof DashboardSocialPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadTimeout = { timeout: 15_000 };
const postsOf = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Posts' })).getAllByRole('article');

/** The wall with the signed-in user's card, the team feed and the audience widgets. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Dashboard, Social Wall');
    const profile = await screen.findByRole('region', { name: 'Ada Lindqvist' }, loadTimeout);
    await expect(within(profile).getByText('Head of Product Design')).toBeVisible();
    await expect(within(profile).getByRole('link', { name: 'Email Ada Lindqvist' })).toHaveAttribute(
      'href',
      'mailto:ada.lindqvist@atrium.example',
    );
    await expect(screen.getByRole('region', { name: 'Team feed' })).toBeVisible();
    await expect(screen.getByRole('meter', { name: 'Reach' })).toHaveAttribute('aria-valuenow', '72');
    const growth = screen.getByRole('region', { name: 'Followers growth' });
    // The sparkline spans the card's content box, not the 90 px a word-sized sparkline defaults to.
    const sparkline = within(growth).getByRole('img', { name: /^Followers, last 6 months/ });
    const content = sparkline.parentElement!.getBoundingClientRect().width;
    await expect(content).toBeGreaterThan(200);
    await expect(sparkline.getBoundingClientRect().width).toBeCloseTo(content, -1);
    await expect(screen.getByRole('region', { name: 'Recent activity' })).toHaveTextContent(
      'Priya Kapoor started following you',
    );
    await expect(postsOf(canvasElement)[0]).toHaveAccessibleName('Mira Okafor');
    const photos = await screen.findByRole('region', { name: 'Shared photos' }, loadTimeout);
    await expect(within(photos).getAllByRole('img', { name: /./ })).toHaveLength(4);
    await expect(screen.getByRole('region', { name: 'Team poll' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Latest forum posts' })).toBeVisible();
  },
};

/** Posting: blank text is refused, real text lands on top as text (never markup), and the post count grows. */
export const PostStatus: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const profile = await screen.findByRole('region', { name: 'Ada Lindqvist' }, loadTimeout);
    const postCount = () => within(profile).getByText('Posts').nextElementSibling;
    await expect(postCount()).toHaveTextContent('190');
    const field = screen.getByRole('textbox', { name: 'Status' });
    const before = postsOf(canvasElement).length;

    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await expect(postsOf(canvasElement)).toHaveLength(before);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Write something before posting.');

    await userEvent.clear(field);
    const markup = '<img src=x onerror=alert(1)>';
    await userEvent.type(field, `  ${markup}  {Enter}`);
    await waitFor(() => expect(postsOf(canvasElement)).toHaveLength(before + 1));
    const mine = postsOf(canvasElement)[0]!;
    await expect(mine).toHaveAccessibleName('Ada Lindqvist');
    const text = within(mine).getByText(markup);
    await expect(text).toBeVisible();
    // Trimmed, and the markup arrives as its own characters rather than as an element.
    await expect(text.textContent).toBe(markup);
    await expect(within(mine).getByText('Just now')).toBeVisible();
    await expect(mine.querySelector('p img')).toBeNull();
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(postCount()).toHaveTextContent('191');
  },
};

/** Like toggles: the button is pressed and the count goes up, then both go back; the keyboard works too. */
export const LikePost: Story = {
  play: async ({ canvasElement }) => {
    const first = postsOf(canvasElement)[0]!;
    const like = within(first).getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(first).toHaveTextContent('48 likes');
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveTextContent('49 likes');
    like.focus();
    await userEvent.keyboard('{Enter}');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(first).toHaveTextContent('48 likes');
  },
};
